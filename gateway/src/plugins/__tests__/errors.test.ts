import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { SERVICE_MESSAGES } from '@voices/contracts';
import { buildTestApp } from '../../testing';
import { notFound } from '../../lib/http-errors';
import { signIn, STORY_FIELDS } from '../../routes/contributions/__tests__/story-helpers';

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404, whatever the method', async () => {
    const app = await buildTestApp();
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['POST', '/api/news/123'],
      ['DELETE', '/api/users/1'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('hides the internals of a 500', async () => {
    const app = await buildTestApp();
    app.get('/api/boom', async () => {
      throw new Error('connection to 10.0.0.5 refused (password=hunter2)');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Internal server error' });
    expect(res.body).not.toContain('hunter2');
  });

  it('passes on the message of an error meant for the user', async () => {
    const app = await buildTestApp();
    app.get('/api/story', async () => {
      throw notFound('News article not found');
    });
    const res = await app.inject({ method: 'GET', url: '/api/story' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'News article not found' });
  });

  it('explains a request the schema refuses', async () => {
    const app = await buildTestApp();
    app.post(
      '/api/echo',
      {
        schema: {
          body: Type.Object({ email: Type.String({ format: 'email' }), name: Type.String() }),
          querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
        },
      },
      async () => ({ ok: true }),
    );
    const missing = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { email: 'a@b.co' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: 'Invalid request body: name is required',
    });

    const badEmail = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { email: 'nope', name: 'A' },
    });
    expect(badEmail.json().message).toBe('Invalid request body: email must match format "email"');

    const badPage = await app.inject({
      method: 'POST',
      url: '/api/echo?page=0',
      payload: { email: 'a@b.co', name: 'A' },
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe('Invalid query: page must be >= 1');

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('accepts bodies up to 10 MiB and refuses larger ones', async () => {
    const app = await buildTestApp();
    app.post('/api/size', async (request) => ({ length: (request.body as string).length }));
    const ok = await app.inject({
      method: 'POST',
      url: '/api/size',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(9 * 1024 * 1024),
    });
    expect(ok.statusCode).toBe(200);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/size',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().success).toBe(false);
  });

  it('answers a write on a full SQLite database 503, saying so', async () => {
    const app = await buildTestApp();
    const ada = await signIn(app, 'Ada Reporter');
    // SQLite's own limit on the file's size: past it a write fails as on a full disk
    // (SQLITE_FULL). The fault suite fills a real disk, where SQLite also rolls back by itself.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(app.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(app.db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/contribute',
      headers: ada.auth,
      payload: { ...STORY_FIELDS, content: 'x'.repeat(40_000) },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({ success: false, message: SERVICE_MESSAGES.storageFull });
  });
});
