import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STORY_MESSAGES, USER_MESSAGES } from '@voices/contracts';
import { buildTestApp, describeEachEngine, makeTempDir, type Engine } from '../../testing';
import { writeFakeBuiltSite } from '../../testing/site-fixture';
import { buildAuthApp } from '../../routes/auth/__tests__/auth-helpers';
import { call, createUser } from '../../routes/users/__tests__/social-helpers';

const NUL = 'a%00b';
const UNSHOWABLE = /contains a character that is not allowed/;

interface Operation {
  method: string;
  path: string;
  query: string[];
}

/** Every documented operation with the names of its query parameters, from the OpenAPI spec. */
async function operations(app: FastifyInstance): Promise<Operation[]> {
  const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

const HIDDEN_GETS = ['/uploads/{name}', '/remotes/{folder}/{rest}', '/{rest}', '/api/news/'];

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
const VALID_ID = '665f1c2a9b3e4d5f6a7b8c9d';

function expectRefused(res: LightMyRequestResponse, what: string): void {
  // Refused, or not found, but never a server error.
  expect({
    what,
    status: [400, 404].includes(res.statusCode) ? 'refused' : res.statusCode,
  }).toEqual({ what, status: 'refused' });
}

async function sweep(engine: Engine) {
  const siteDir = makeTempDir('voices-site-');
  writeFakeBuiltSite(siteDir);
  const app = await buildTestApp({ engine, config: { siteDir } });
  const token = await app.auth.startSession(
    (
      await app.db
        .insertInto('users')
        .values({
          id: VALID_ID,
          email: 'sweep@example.com',
          name: 'Sweep',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const headers = { authorization: `Bearer ${token}` };
  const all = [
    ...(await operations(app)),
    ...HIDDEN_GETS.map((path) => ({ method: 'GET', path, query: [] })),
  ];
  let tried = 0;
  for (const { method, path, query } of all) {
    const inject = (url: string) =>
      app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(method === 'GET' || method === 'HEAD' || method === 'DELETE' ? {} : { payload: {} }),
      });
    if (path.includes('{')) {
      const res = await inject(fill(path, NUL));
      expectRefused(res, `${method} ${fill(path, NUL)}`);
      tried += 1;
    }
    for (const name of query) {
      const url = `${fill(path, VALID_ID)}?${name}=${NUL}`;
      const res = await inject(url);
      expectRefused(res, `${method} ${url}`);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      tried += 1;
    }
  }
  return tried;
}

describeEachEngine('input hygiene', (engine) => {
  it('answers a NUL in any path or query parameter of any route with 400 or 404, never 500', async () => {
    expect(await sweep(engine)).toBeGreaterThan(30);
  });

  it('names the parameter, and refuses the NULs the review found', async () => {
    const app = await buildTestApp({ engine });
    for (const url of [
      '/api/news/author/a%00b',
      '/api/category/local?state=a%00b',
      '/api/category-counts?state=a%00b',
      '/api/search?q=%00',
      '/api/search?q=rtl%E2%80%AEtxt',
      '/api/category/home?language=en&language=%07',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().message).toMatch(UNSHOWABLE);
    }
    const state = await app.inject({ method: 'GET', url: '/api/category-counts?state=a%00b' });
    expect(state.json().message).toBe(
      'Invalid query: state contains a character that is not allowed (a control character or a text direction override).',
    );
    const author = await app.inject({ method: 'GET', url: '/api/news/author/a%00b' });
    expect(author.json().message).toMatch(/^Invalid path: name contains/);
  });

  it('refuses numbers that are not finite before any outside call', async () => {
    const app = await buildTestApp({
      engine,
      // Nothing listens there: a call out would fail with 502, not 400.
      config: { openMeteoUrl: 'http://127.0.0.1:9', geocoderUrl: 'http://127.0.0.1:9' },
    });
    for (const url of [
      '/api/weather/current?lat=Infinity&lon=0',
      '/api/weather/current?lat=1e400&lon=0',
      '/api/weather/current?lat=0&lon=-1e400',
      '/api/geo/reverse?lat=-Infinity&lon=0',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 400,
        message: expect.stringMatching(/^Invalid query: (lat|lon) must be a finite number\.$/),
      });
    }
    const nan = await app.inject({ method: 'GET', url: '/api/weather/current?lat=NaN&lon=0' });
    expect(nan.statusCode).toBe(400);
    // A JSON body cannot carry Infinity, but 1e400 parses to it.
    const body = await app.inject({
      method: 'POST',
      url: '/api/users/by-ids',
      headers: { 'content-type': 'application/json' },
      payload: '{"ids":[],"n":1e400}',
    });
    expect([body.statusCode, body.json().message]).toEqual([
      400,
      'Invalid request body: n must be a finite number.',
    ]);
  });

  it('refuses control characters and direction overrides in names and bios, JSON or form', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const cases: [Record<string, string>, string][] = [
      [{ name: 'Nul\u0000Name' }, 'name'],
      [{ bio: '\u0000\u0007\u001b[31m' }, 'bio'],
      [{ name: 'Evil\u202eexe.txt' }, 'name'],
      [{ bio: 'isolate \u2066x\u2069' }, 'bio'],
      [{ name: 'Del\u007fete' }, 'name'],
      [{ name: 'C1\u0085' }, 'name'],
    ];
    for (const [fields, field] of cases) {
      const json = await call(t.app, 'PUT', `/api/users/${asha.id}`, asha, fields);
      expect({ fields, status: json.statusCode, message: json.json().message }).toEqual({
        fields,
        status: 400,
        message: expect.stringMatching(new RegExp(`^Invalid request body: ${field} contains`)),
      });
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const request = new Request('http://localhost/', { method: 'PUT', body: form });
      const multipart = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${asha.id}`,
        headers: {
          authorization: `Bearer ${asha.token}`,
          'content-type': request.headers.get('content-type')!,
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect({ fields, status: multipart.statusCode }).toEqual({ fields, status: 400 });
    }
    const row = await t.app.db
      .selectFrom('users')
      .select(['name', 'bio'])
      .where('id', '=', asha.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Asha Rao', bio: '' });

    // Names of invisible characters only are missing; joiners inside real words are fine, and
    // so are new lines and tabs in a bio and right-to-left marks.
    for (const name of ['\u200b\u200b\u200b', '\u202f\u3164\u2800', '\ufeff\u200d ']) {
      const res = await call(t.app, 'PUT', `/api/users/${asha.id}`, asha, { name });
      expect([res.statusCode, res.json().message]).toEqual([400, USER_MESSAGES.nameRequired]);
    }
    const fine = await call(t.app, 'PUT', `/api/users/${asha.id}`, asha, {
      name: 'مریم\u200cجان',
      bio: 'Line one\n\tLine two \u200fشكرا',
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().user).toMatchObject({
      name: 'مریم\u200cجان',
      bio: 'Line one\n\tLine two \u200fشكرا',
    });
  });

  it('refuses invisible or overridden story titles and control characters in stories', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const story = (fields: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/contribute', asha, {
        title: 'A title',
        content: 'Some content',
        category: 'Politics',
        language: 'en',
        ...fields,
      });
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ title: '\u200b\u200b' }, STORY_MESSAGES.titleRequired],
      [{ title: '\u2060\u200e' }, STORY_MESSAGES.titleRequired],
      [{ content: '\u200b' }, STORY_MESSAGES.contentRequired],
      [{ title: 'Bank \u202egnp.exe' }, /^Invalid request body: title contains/],
      [{ content: 'Ring the bell\u0007' }, /^Invalid request body: content contains/],
      [{ summary: 'nul \u0000' }, /^Invalid request body: summary contains/],
    ];
    for (const [fields, message] of cases) {
      const res = await story(fields);
      expect({ fields, status: res.statusCode }).toEqual({ fields, status: 400 });
      expect(res.json().message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    }
    const form = new FormData();
    form.append('title', 'Form \u0000 title');
    form.append('content', 'Body');
    form.append('category', 'Politics');
    form.append('language', 'en');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/contribute',
      headers: {
        authorization: `Bearer ${asha.token}`,
        'content-type': request.headers.get('content-type')!,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect([multipart.statusCode, multipart.json().message]).toEqual([
      400,
      expect.stringMatching(/^Invalid request body: title contains/),
    ]);
    expect(await t.app.db.selectFrom('stories').select('id').execute()).toHaveLength(0);

    // Text with tabs, new lines, joiners and emoji goes through.
    const ok = await story({ title: 'Family 👨‍👩‍👧 day', content: 'Line\n\tindented' });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a registration whose name or form fields cannot be shown', async () => {
    const t = await buildAuthApp(engine);
    const res = await call(t.app, 'POST', '/api/complete', null, {
      email: 'ada@example.com',
      name: 'Ada\u0000',
      acceptTerms: true,
      acceptPrivacy: true,
      registrationToken: 'x'.repeat(43),
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      expect.stringMatching(/^Invalid request body: name contains/),
    ]);
  });
});
