import { loadConfig } from '../../config';
import { buildTestApp, FAKE_SHELL_HTML, withoutHints, writeFakeBuiltSite } from '../../testing';

const SCRIPT = 'https://translate.example.net/widget/element.js?cb=voicesInit&hl=auto';
const ORIGIN = 'https://translate.example.net';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

async function appWithSite(translateScriptUrl?: string) {
  const app = await buildTestApp({ config: translateScriptUrl ? { translateScriptUrl } : {} });
  writeFakeBuiltSite(app.config.siteDir);
  return app;
}

describe('TRANSLATE_SCRIPT_URL', () => {
  it('is an https address, or http on this machine', () => {
    expect(loadConfig({}).translateScriptUrl).toBeUndefined();
    expect(loadConfig({ TRANSLATE_SCRIPT_URL: ` ${SCRIPT} ` }).translateScriptUrl).toBe(SCRIPT);
    expect(
      loadConfig({ TRANSLATE_SCRIPT_URL: 'http://127.0.0.1:4444/t.js' }).translateScriptUrl,
    ).toBe('http://127.0.0.1:4444/t.js');
    expect(loadConfig({ TRANSLATE_SCRIPT_URL: 'http://localhost/t.js' }).translateScriptUrl).toBe(
      'http://localhost/t.js',
    );
    for (const bad of [
      'http://translate.example.net/t.js',
      'ftp://translate.example.net/t.js',
      'javascript:alert(1)',
      '//translate.example.net/t.js',
      'https://user:secret@translate.example.net/t.js',
      'not a url',
    ]) {
      expect(() => loadConfig({ TRANSLATE_SCRIPT_URL: bad })).toThrow(
        /TRANSLATE_SCRIPT_URL must be/,
      );
    }
  });

  it('changes nothing while unset: no other origin in the policy, no meta in the page', async () => {
    const app = await appWithSite();
    const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.has('frame-src')).toBe(false);
    expect(res.body).not.toContain('voices-translate-script');
    expect(withoutHints(res.body)).toBe(FAKE_SHELL_HTML);
  });

  it('lets the service in and names its script to the page', async () => {
    const app = await appWithSite(SCRIPT);
    const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", ORIGIN]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", ORIGIN]);
    expect(csp.get('img-src')).toContain(ORIGIN);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost', 'wss://localhost', ORIGIN]);
    expect(csp.get('frame-src')).toEqual(["'self'", ORIGIN]);
    // Right after <head>, the address escaped.
    const meta = `<meta name="voices-translate-script" content="${SCRIPT.replace(/&/g, '&amp;')}">`;
    expect(res.body).toContain(`<head>${meta}<title>Voices</title>`);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Every client route, and the page by its file name, carry it.
    for (const url of ['/profile/me', '/index.html']) {
      const page = await app.inject({ method: 'GET', url });
      expect([url, page.statusCode, page.body.includes(meta)]).toEqual([url, 200, true]);
    }
    // The API answers carry the same policy.
    const api = await app.inject({ method: 'GET', url: '/healthz' });
    expect(directives(api.headers['content-security-policy']).get('frame-src')).toEqual([
      "'self'",
      ORIGIN,
    ]);
  });
});

describe('CORS', () => {
  it('allows a remote to say which language to answer in', async () => {
    const app = await buildTestApp({
      config: {
        remotesJson: JSON.stringify({ mfe_feed: 'http://127.0.0.1:3002/mf-manifest.json' }),
      },
    });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/anything',
      headers: {
        origin: 'http://127.0.0.1:3002',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'accept-language,authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    const allowed = String(preflight.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(',')
      .map((h) => h.trim());
    expect(allowed).toEqual(
      expect.arrayContaining([
        'accept-language',
        'authorization',
        'content-type',
        'idempotency-key',
      ]),
    );
  });
});
