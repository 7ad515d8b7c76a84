import { createHash } from 'node:crypto';
import {
  buildTestApp,
  createTestConfig,
  FAKE_SHELL_HTML,
  withoutHints,
  writeFakeBuiltSite,
  writeSiteFiles,
} from '../../testing';
import { buildApp } from '../../app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function appWithBuiltSite() {
  const app = await buildTestApp();
  writeFakeBuiltSite(app.config.siteDir);
  return app;
}

describe('the built site', () => {
  it('serves the shell at /', async () => {
    const app = await appWithBuiltSite();
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // With the site's feed for autodiscovery (see site-share.test.ts for the pages' heads).
    expect(withoutHints(res.body)).toBe(FAKE_SHELL_HTML);
  });

  it.each(['/profile/me', '/user/search', '/login?redirect=%2Fsaved', '/no/such/page/'])(
    'answers the client route %s with the shell’s page',
    async (url) => {
      const app = await appWithBuiltSite();
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(withoutHints(res.body)).toBe(FAKE_SHELL_HTML);
    },
  );

  it('serves the landing page’s first paint at / alone, when the build wrote one', async () => {
    const app = await appWithBuiltSite();
    const theme = 'document.documentElement.classList.add("dark")';
    const landing = FAKE_SHELL_HTML.replace(
      '</title>',
      `</title><script>${theme}</script>`,
    ).replace(
      '<div id="root"></div>',
      '<div id="root"><div class="vx-first-paint"><h1>Welcome to Voices</h1></div></div>',
    );
    writeSiteFiles(app.config.siteDir, { 'shell/dist/landing.html': landing });
    const front = await app.inject({ method: 'GET', url: '/' });
    expect(front.statusCode).toBe(200);
    expect(front.headers['cache-control']).toBe('no-cache');
    expect(withoutHints(front.body)).toBe(landing);
    // Its inline script is allowed by its own hash.
    const hash = `'sha256-${createHash('sha256').update(theme).digest('base64')}'`;
    expect(String(front.headers['content-security-policy'])).toContain(hash);
    // Every other client route keeps the empty page, as does `/` with a query.
    for (const url of ['/home', '/about', '/?ref=mail']) {
      const other = await app.inject({ method: 'GET', url });
      expect([url, withoutHints(other.body)]).toEqual([
        url,
        url.startsWith('/?') ? landing : FAKE_SHELL_HTML,
      ]);
    }
  });

  it('never answers server paths or missing files with the page', async () => {
    const app = await appWithBuiltSite();
    for (const url of [
      '/api/unknown',
      '/uploads/missing.png',
      '/main.missing.js',
      '/static/x.css',
      '/remotes/mfe-feed/nope.js',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('keeps source maps from the public', async () => {
    const app = await appWithBuiltSite();
    writeSiteFiles(app.config.siteDir, {
      'shell/dist/main.0123456789.js.map': '{"version":3}',
      'mfe-feed/dist/remoteEntry.js.map': '{"version":3}',
    });
    for (const url of ['/main.0123456789.js.map', '/remotes/mfe-feed/remoteEntry.js.map']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('caches hashed files for a year and entry files not at all', async () => {
    const app = await appWithBuiltSite();
    const cases: [string, string][] = [
      ['/main.0123456789.js', IMMUTABLE],
      ['/index.html', 'no-cache'],
      ['/favicon.ico', 'no-cache'],
      ['/remotes/mfe-feed/remoteEntry.js', 'no-cache'],
      ['/remotes/mfe-feed/mf-manifest.json', 'no-cache'],
      ['/remotes/mfe-feed/__federation_expose_home_page.a1b2c3d4e5.js', IMMUTABLE],
    ];
    for (const [url, cacheControl] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, cacheControl]);
      expect(res.headers.etag).toBeDefined();
    }
  });

  it('sends the build’s brotli or gzip copy to a client that takes it', async () => {
    const app = await appWithBuiltSite();
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    const { writeFileSync } = await import('node:fs');
    const path = await import('node:path');
    const file = path.join(app.config.siteDir, 'shell/dist/main.0123456789.js');
    const plain = 'console.log("shell");';
    writeFileSync(`${file}.br`, brotliCompressSync(plain));
    writeFileSync(`${file}.gz`, gzipSync(plain));

    const br = await app.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    expect(br.rawPayload).toEqual(brotliCompressSync(plain));

    const gz = await app.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const raw = await app.inject({ url: '/main.0123456789.js' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(plain);
  });

  it('sends the page itself compressed to a client that takes it', async () => {
    const app = await appWithBuiltSite();
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    // A page of a real size: the fake build's page is smaller than a packet.
    const story = '<p>' + 'The riverside library opens its doors. '.repeat(60) + '</p>';
    writeSiteFiles(app.config.siteDir, {
      'shell/dist/index.html': FAKE_SHELL_HTML.replace('<div id="root"></div>', story),
    });
    const plain = await app.inject({ url: '/home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(story);

    const br = await app.inject({ url: '/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await app.inject({
      url: '/home',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);

    // A missing page keeps its status when compressed.
    const missing = await app.inject({
      url: '/contribute/news/no-such-story',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.rawPayload).toString('utf8')).toContain(story);
  });

  it('serves a remote’s files to any origin', async () => {
    const app = await appWithBuiltSite();
    const res = await app.inject({
      method: 'GET',
      url: '/remotes/mfe-feed/mf-manifest.json',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.json()).toEqual({ id: 'mfe_feed' });
  });

  it('serves only the five remotes’ folders', async () => {
    const app = await appWithBuiltSite();
    for (const url of [
      '/remotes/shell/index.html',
      '/remotes/../gateway/package.json',
      '/remotes/mfe-feed/../../shell/dist/index.html',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    for (const url of [
      '/remotes/mfe-feed/%2e%2e/%2e%2e/shell/dist/index.html',
      '/%2e%2e/gateway/package.json',
      '/..%2fgateway%2fpackage.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, expect.any(Number)]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('"name"');
    }
  });

  it('answers a conditional request with 304', async () => {
    const app = await appWithBuiltSite();
    const first = await app.inject({ method: 'GET', url: '/remotes/mfe-feed/remoteEntry.js' });
    const again = await app.inject({
      method: 'GET',
      url: '/remotes/mfe-feed/remoteEntry.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('allows the page’s inline script by its hash, on the page alone', async () => {
    const app = await buildTestApp();
    const theme = 'document.documentElement.classList.add("dark")';
    writeFakeBuiltSite(app.config.siteDir);
    writeSiteFiles(app.config.siteDir, {
      'shell/dist/index.html': FAKE_SHELL_HTML.replace(
        '</title>',
        `</title><script>${theme}</script>`,
      ),
    });
    const hash = `'sha256-${createHash('sha256').update(theme).digest('base64')}'`;
    const page = await app.inject({ method: 'GET', url: '/home' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']));
    expect(scriptSrc?.[1]?.split(' ')).toEqual(["'self'", hash]);
    const api = await app.inject({ method: 'GET', url: '/healthz' });
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256');
  });

  it('says to build the site when it is not built', async () => {
    const app = await buildApp(await createTestConfig());
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('pnpm build');
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
