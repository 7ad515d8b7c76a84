import { getRemoteManifest, toRemotes } from '../get-remote-manifest';

afterEach(() => jest.restoreAllMocks());

/** jsdom has no Response; the loader reads only these. */
const json = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

it('reads /remotes.json without the cache and resolves relative entries against the page', async () => {
  const fetchMock = jest.fn().mockResolvedValue(
    json({
      mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
      mfe_auth: 'https://auth.example/remoteEntry.js',
    }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const manifest = await getRemoteManifest();
  expect(fetchMock).toHaveBeenCalledWith(
    '/remotes.json',
    expect.objectContaining({ cache: 'no-cache' }),
  );
  expect(manifest).toEqual({
    mfe_feed: `${window.location.origin}/remotes/mfe-feed/mf-manifest.json`,
    mfe_auth: 'https://auth.example/remoteEntry.js',
  });
  expect(toRemotes(manifest!)).toEqual([
    { name: 'mfe_feed', entry: `${window.location.origin}/remotes/mfe-feed/mf-manifest.json` },
    { name: 'mfe_auth', entry: 'https://auth.example/remoteEntry.js' },
  ]);
});

it('tries once more, then gives up with null so the shell still starts', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchMock = jest.fn().mockResolvedValue(json({ message: 'down' }, 503));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  expect(await getRemoteManifest()).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
