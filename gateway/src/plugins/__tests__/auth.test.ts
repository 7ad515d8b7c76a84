import { AUTH_MESSAGES } from '@voices/contracts';
import { createManualClock, DAY, HOUR } from '../../lib/clock';
import { buildTestApp, describeEachEngine } from '../../testing';
import { requireUser } from '../auth';

const USER_ID = '665f1c2a9b3e4d5f6a7b8c9d';

describeEachEngine('auth plugin', (engine) => {
  async function appWithUser() {
    const clock = createManualClock(new Date('2030-03-01T12:00:00Z'));
    const app = await buildTestApp({ engine, config: { now: clock } });
    app.get('/api/test/who', { preHandler: app.authenticateOptional }, async (request) => ({
      user: request.user?.id ?? null,
    }));
    app.get('/api/test/mine', { preHandler: app.authenticate }, async (request) => ({
      user: requireUser(request).id,
      session: request.session?.user_id,
    }));
    await app.ready();
    const at = clock().toISOString();
    await app.db
      .insertInto('users')
      .values({
        id: USER_ID,
        email: 'ada@example.com',
        name: 'Ada',
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { app, clock };
  }

  it('resolves a bearer token to its user, optionally or required', async () => {
    const { app } = await appWithUser();
    const token = await app.auth.startSession(USER_ID);
    const get = (url: string, auth?: string) =>
      app.inject({ method: 'GET', url, ...(auth ? { headers: { authorization: auth } } : {}) });

    expect((await get('/api/test/who')).json()).toEqual({ user: null });
    expect((await get('/api/test/who', 'Bearer nonsense')).json()).toEqual({ user: null });
    expect((await get('/api/test/who', `Bearer ${token}`)).json()).toEqual({ user: USER_ID });
    expect((await get('/api/test/who', `bearer   ${token}`)).json()).toEqual({ user: USER_ID });

    expect((await get('/api/test/mine', `Bearer ${token}`)).json()).toEqual({
      user: USER_ID,
      session: USER_ID,
    });
    const none = await get('/api/test/mine');
    expect([none.statusCode, none.json().message]).toEqual([401, AUTH_MESSAGES.loginRequired]);

    expect(await app.auth.endSession(token)).toBe(true);
    expect(await app.auth.endSession(token)).toBe(false);
    const ended = await get('/api/test/mine', `Bearer ${token}`);
    expect([ended.statusCode, ended.json().message]).toEqual([401, AUTH_MESSAGES.sessionExpired]);
    expect((await get('/api/test/who', `Bearer ${token}`)).json()).toEqual({ user: null });
  });

  it('ends the sessions of a deleted user', async () => {
    const { app } = await appWithUser();
    const token = await app.auth.startSession(USER_ID);
    await app.db.deleteFrom('users').where('id', '=', USER_ID).execute();
    expect(await app.auth.resolveToken(token)).toBeNull();
  });

  it('prunes expired sessions, forgotten codes and idle counters', async () => {
    const { app, clock } = await appWithUser();
    const live = await app.auth.startSession(USER_ID);
    clock.advance(-31 * DAY);
    await app.auth.startSession(USER_ID);
    clock.advance(31 * DAY);
    const at = (ms: number) => new Date(clock().getTime() + ms).toISOString();
    await app.db
      .insertInto('otp_challenges')
      .values([
        {
          id: 'a'.repeat(24),
          email: 'x@example.com',
          purpose: 'login',
          code_hash: 'h',
          created_at: at(-25 * HOUR),
          expires_at: at(-25 * HOUR),
        },
        {
          id: 'b'.repeat(24),
          email: 'x@example.com',
          purpose: 'login',
          code_hash: 'h',
          created_at: at(-HOUR),
          expires_at: at(-HOUR),
        },
      ])
      .execute();
    await app.db
      .insertInto('auth_limits')
      .values([
        {
          key: 'client:sends:192.0.2.1',
          failures: 3,
          window_started_at: at(-2 * DAY),
          updated_at: at(-2 * DAY),
        },
        {
          key: 'client:sends:192.0.2.2',
          failures: 3,
          window_started_at: at(-HOUR),
          updated_at: at(-HOUR),
        },
        {
          key: 'address:idle@example.com',
          failures: 0,
          window_started_at: at(-2 * DAY),
          updated_at: at(-2 * DAY),
        },
        {
          key: 'address:tried@example.com',
          failures: 4,
          window_started_at: at(-2 * DAY),
          updated_at: at(-2 * DAY),
        },
        {
          key: 'address:long-ago@example.com',
          failures: 12,
          window_started_at: at(-40 * DAY),
          updated_at: at(-40 * DAY),
          locked_until: at(-39 * DAY),
        },
      ])
      .execute();

    await app.auth.prune();

    expect(await app.db.selectFrom('sessions').select('expires_at').execute()).toHaveLength(1);
    expect(await app.auth.resolveToken(live)).not.toBeNull();
    expect(
      (await app.db.selectFrom('otp_challenges').select('id').execute()).map((r) => r.id),
    ).toEqual(['b'.repeat(24)]);
    const keys = (
      await app.db.selectFrom('auth_limits').select('key').orderBy('key').execute()
    ).map((r) => r.key);
    expect(keys).toEqual(['address:tried@example.com', 'client:sends:192.0.2.2']);
  });
});
