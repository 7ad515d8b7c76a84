import type { FastifyInstance } from 'fastify';
import { describeEachEngine } from '../../testing';
import { buildAuthApp } from '../../routes/auth/__tests__/auth-helpers';
import { call, createUser } from '../../routes/users/__tests__/social-helpers';

const PRIVATE = 'private, no-store';
const varies = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase());

const get = (app: FastifyInstance, url: string, token?: string) =>
  call(app, 'GET', url, token ? { token } : null);

describeEachEngine('caching of answers that depend on the bearer', (engine) => {
  it('marks every private answer private, no-store, and keys it on Authorization', async () => {
    const t = await buildAuthApp(engine);
    const ada = await createUser(t, 'Ada Reader');
    const ben = await createUser(t, 'Ben Okafor');
    for (const url of [
      '/api/users/me',
      `/api/user/${ada.id}`,
      '/api/users/me/preferred-template',
      '/api/users/suggestions',
      '/api/notifications',
      '/api/notifications/unread-count',
      `/api/notifications/${ada.id}`,
    ]) {
      const res = await get(t.app, url, ada.token);
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: PRIVATE,
      });
      expect(varies(res.headers.vary)).toContain('authorization');
    }
    // The own profile carries the e-mail. Any profile read with a live bearer is kept private:
    // the route looked at the bearer, and that, not the fields, decides.
    expect((await get(t.app, `/api/user/${ada.id}`, ada.token)).json().user.email).toBeDefined();
    expect((await get(t.app, `/api/user/${ben.id}`, ada.token)).headers['cache-control']).toBe(
      PRIVATE,
    );
    // Writes that answer the bearer's own data, and refusals, are never stored either.
    const put = await call(t.app, 'PUT', `/api/users/${ada.id}`, ada, { bio: 'x' });
    expect(put.headers['cache-control']).toBe(PRIVATE);
    const refused = await get(t.app, '/api/users/me');
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, PRIVATE]);
    const logout = await call(t.app, 'POST', '/api/logout', ben, {});
    expect(logout.headers['cache-control']).toBe(PRIVATE);
  });

  it('leaves public answers their own caching, keyed on Authorization where the bearer counts', async () => {
    const t = await buildAuthApp(engine);
    const ada = await createUser(t, 'Ada Reader');
    const anonymous = await get(t.app, `/api/user/${ada.id}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().user.email).toBeUndefined();
    expect(anonymous.headers['cache-control']).toBeUndefined();
    expect(varies(anonymous.headers.vary)).toContain('authorization');

    // A dead token reads the public profile, the same as anyone.
    const dead = await get(t.app, `/api/user/${ada.id}`, 'x'.repeat(43));
    expect(dead.headers['cache-control']).toBeUndefined();

    const health = await get(t.app, '/healthz', ada.token);
    expect(health.headers['cache-control']).toBeUndefined();
    expect(varies(health.headers.vary)).not.toContain('authorization');

    // Story lists change with the reader (their own hidden stories, the members they blocked):
    // public without a bearer, keyed on Authorization, and never stored with one. A tab's
    // anonymous first page and an anonymous search say themselves how long a shared cache may
    // keep them.
    const publicCaching: Record<string, string | undefined> = {
      '/api/category/home': 'public, max-age=0, s-maxage=10',
      '/api/search?q=x': 'public, max-age=0, s-maxage=10',
    };
    for (const url of ['/api/category/home', '/api/getContributions', '/api/search?q=x']) {
      const res = await get(t.app, url, ada.token);
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: PRIVATE });
      const open = await get(t.app, url);
      expect({ url, cache: open.headers['cache-control'] }).toEqual({
        url,
        cache: publicCaching[url],
      });
      expect(varies(open.headers.vary)).toContain('authorization');
    }
  });
});
