import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, makeTempDir } from '../../../testing';

const DEFAULT = {
  mfe_auth: '/remotes/mfe-auth/mf-manifest.json',
  mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
  mfe_compose: '/remotes/mfe-compose/mf-manifest.json',
  mfe_portal_themes: '/remotes/mfe-portal-themes/mf-manifest.json',
  mfe_profile: '/remotes/mfe-profile/mf-manifest.json',
};

describe('GET /remotes.json', () => {
  it('points at the gateway’s own copies by default, not cached', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(DEFAULT);
  });

  it('takes an inline REMOTES_JSON over the defaults', async () => {
    const remotesJson = JSON.stringify({
      mfe_feed: 'http://127.0.0.1:3002/mf-manifest.json',
      mfe_profile: 'https://cdn.example.com/mfe-profile/v7/remoteEntry.js',
    });
    const app = await buildTestApp({ config: { remotesJson } });
    const res = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual({
      ...DEFAULT,
      mfe_feed: 'http://127.0.0.1:3002/mf-manifest.json',
      mfe_profile: 'https://cdn.example.com/mfe-profile/v7/remoteEntry.js',
    });
  });

  it('reads REMOTES_JSON from a file, and again when the file changes', async () => {
    const file = path.join(makeTempDir(), 'remotes.json');
    writeFileSync(file, JSON.stringify({ mfe_auth: 'https://auth.example.com/mf-manifest.json' }));
    const app = await buildTestApp({ config: { remotesJson: file } });
    let res = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual({
      ...DEFAULT,
      mfe_auth: 'https://auth.example.com/mf-manifest.json',
    });

    // Roll back: the entry goes, the gateway's own copy is used again.
    writeFileSync(file, '{}');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    res = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual(DEFAULT);

    // A broken edit is refused and the last good manifest stays.
    writeFileSync(file, '{"mfe_auth": "javascript:alert(1)"}');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    res = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual(DEFAULT);
  });

  it.each([
    [
      'an unknown remote',
      '{"mfe_nope": "/remotes/mfe-nope/mf-manifest.json"}',
      /unknown remote "mfe_nope"/,
    ],
    ['a javascript: URL', '{"mfe_feed": "javascript:alert(1)"}', /URL of mfe_feed must be an http/],
    ['a protocol-relative URL', '{"mfe_feed": "//evil.example/x.js"}', /URL of mfe_feed/],
    ['a non-string URL', '{"mfe_feed": 42}', /URL of mfe_feed/],
    ['broken JSON', '{"mfe_feed": ', /not valid JSON/],
    ['a list', '["/remotes/mfe-feed/mf-manifest.json"]', /must be a JSON object/],
  ])('refuses to start with %s', async (_what, remotesJson, message) => {
    await expect(buildTestApp({ config: { remotesJson } })).rejects.toThrow(message);
  });

  it('refuses to start when the file cannot be read', async () => {
    const file = path.join(makeTempDir(), 'missing.json');
    await expect(buildTestApp({ config: { remotesJson: file } })).rejects.toThrow(/cannot be read/);
  });
});
