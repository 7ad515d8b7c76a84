import fallbackPlugin, { isFallbackModule } from '../fallback-plugin';

const plugin = fallbackPlugin();

/** jsdom has no Response; the plugin reads only the status. */
const response = (status: number) => ({ status, ok: status >= 200 && status < 300 }) as Response;
const origin = {} as never;

afterEach(() => jest.restoreAllMocks());

describe('errorLoadRemote', () => {
  it('answers a failed load with a fallback module whose default export is a page', async () => {
    const result = await plugin.errorLoadRemote!({
      id: 'mfe_feed/home-page',
      error: new Error('down'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin,
    });
    expect(isFallbackModule(result)).toBe(true);
    expect(typeof (result as { default: unknown }).default).toBe('function');
  });

  it('hands a build-time import a module factory', async () => {
    const result = await plugin.errorLoadRemote!({
      id: 'mfe_feed/home-page',
      error: new Error('down'),
      from: 'build',
      lifecycle: 'onLoad',
      origin,
    });
    expect(typeof result).toBe('function');
    expect(isFallbackModule((result as () => unknown)())).toBe(true);
  });

  it('leaves the earlier lifecycles alone (they expect a manifest, not a module)', async () => {
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const) {
      const result = await plugin.errorLoadRemote!({
        id: 'x',
        error: new Error('down'),
        from: 'runtime',
        lifecycle,
        origin,
      });
      expect(result).toBeUndefined();
    }
  });
});

describe('fetch (the remote manifest)', () => {
  it('tries a failed fetch once more', async () => {
    const ok = response(200);
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect(await plugin.fetch!('http://remote.test/mf-manifest.json', {})).toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer that will not change', async () => {
    const missing = response(404);
    const fetchMock = jest.fn().mockResolvedValue(missing);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect(await plugin.fetch!('http://remote.test/mf-manifest.json', {})).toBe(missing);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('loadEntryError (the remote entry script)', () => {
  it('forgets the failed attempt and loads the entry once more', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(entry);
    const globalLoading: Record<string, unknown> = { 'mfe_feed:entry': Promise.resolve() };
    const remoteInfo = { name: 'mfe_feed', entry: 'http://remote.test/remoteEntry.js' };
    const result = await (plugin.loadEntryError as unknown as (args: unknown) => Promise<unknown>)({
      getRemoteEntry,
      origin,
      remoteInfo,
      globalLoading,
      uniqueKey: 'mfe_feed:entry',
    });
    expect(result).toBe(entry);
    expect(globalLoading).not.toHaveProperty('mfe_feed:entry');
    expect(getRemoteEntry).toHaveBeenCalledWith(expect.objectContaining({ remoteInfo, origin }));
  });
});
