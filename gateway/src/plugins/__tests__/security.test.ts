import { buildTestApp } from '../../testing';

const REMOTES = JSON.stringify({
  mfe_feed: 'http://127.0.0.1:3002/mf-manifest.json',
  mfe_profile: 'https://cdn.example.com/mfe-profile/mf-manifest.json',
});

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  it('allows scripts only from the site and the manifest’s origins', async () => {
    const app = await buildTestApp({ config: { remotesJson: REMOTES } });
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'news.example.org' },
    });
    const csp = directives(res.headers['content-security-policy']);
    const origins = ['http://127.0.0.1:3002', 'https://cdn.example.com'];
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", ...origins]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", ...origins]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      ...origins,
      'ws://news.example.org',
      'wss://news.example.org',
    ]);
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']),
    );
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('names no other origin with the default manifest', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'localhost:8080' },
    });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'ws://localhost:8080',
      'wss://localhost:8080',
    ]);
  });

  it('leaves a forged Host out of the policy', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'evil; script-src *' },
    });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('answers CORS for a manifest origin, with credentials', async () => {
    const app = await buildTestApp({ config: { remotesJson: REMOTES } });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/anything',
      headers: {
        origin: 'http://127.0.0.1:3002',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3002');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');

    const get = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://cdn.example.com' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('https://cdn.example.com');
    expect(get.headers.vary).toContain('Origin');
  });

  it('answers no CORS for any other origin', async () => {
    const app = await buildTestApp({ config: { remotesJson: REMOTES } });
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3003', 'null']) {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/anything',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const get = await app.inject({ method: 'GET', url: '/healthz', headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('sends HSTS only on answers that went out over HTTPS', async () => {
    const plain = await buildTestApp();
    const http = await plain.inject({ method: 'GET', url: '/healthz' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim HTTPS.
    const forged = await plain.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const proxied = await buildTestApp({ config: { trustProxy: true } });
    const https = await proxied.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const behindProxyPlain = await proxied.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(behindProxyPlain.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends helmet’s headers on every answer, an error and a cached feed page too', async () => {
    const app = await buildTestApp();
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    await app.inject({ method: 'GET', url: '/api/category/home' });
    for (const url of ['/healthz', '/api/no-such-route', '/api/category/home']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject(expected);
      // What the site does not want of helmet: its own policy, cross-origin isolation.
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
