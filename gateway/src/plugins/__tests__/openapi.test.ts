import { buildTestApp } from '../../testing';

describe('OpenAPI', () => {
  it('describes the routes from their schemas', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.info.title).toBe('Voices API');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/remotes.json']),
    );
    const manifest =
      spec.paths['/remotes.json'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(manifest.properties)).toEqual([
      'mfe_auth',
      'mfe_feed',
      'mfe_compose',
      'mfe_portal_themes',
      'mfe_profile',
    ]);
    expect(spec.paths['/readyz'].get.responses).toHaveProperty('503');
  });

  it('serves the browsable documentation at /api/docs', async () => {
    const app = await buildTestApp();
    let res = await app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode === 302)
      res = await app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger');
  });
});
