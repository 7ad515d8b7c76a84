import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@voices/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { DAY, SECOND } from '../../../lib/clock';
import { hashSessionToken } from '../../../lib/tokens';
import { sessionRoom, userRoom } from '../../../plugins/realtime';
import { describeEachEngine } from '../../../testing';
import {
  buildAuthApp,
  latestCode,
  login,
  outbox,
  post,
  register,
  wrong,
  type AuthTestApp,
} from './auth-helpers';

const EMAIL = 'ada@example.com';

const me = (t: AuthTestApp, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users/me',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

function openSocket(url: string, token?: string): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...(token ? { auth: { token } } : {}),
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

describeEachEngine('login and sessions', (engine) => {
  it('signs in again with a new code after signing out', async () => {
    const t = await buildAuthApp(engine);
    const { user, token: first } = await register(t, EMAIL);

    const out = await post(t.app, '/api/logout', {}, { token: first });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });

    t.clock.advance(31 * SECOND);
    const sent = await post(t.app, '/api/send-login-otp', { email: ' ADA@example.com' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.otpSent,
      userId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    // The handle of this attempt, never the account's public id.
    expect(sent.json().userId).not.toBe(user.id);
    const mail = outbox(t.config).at(-1)!;
    expect(mail.subject).toBe('Your Voices sign-in code');

    const verified = await post(t.app, '/api/verify-login-otp', { email: EMAIL, otp: mail.code! });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.message).toBe(AUTH_MESSAGES.loggedIn);
    expect(body.user).toMatchObject({
      _id: user.id,
      id: user.id,
      name: 'Ada Reader',
      email: EMAIL,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(first);

    expect((await me(t, body.token)).json().user.id).toBe(user.id);
    const old = await me(t, first);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ success: false, message: AUTH_MESSAGES.sessionExpired });

    // The code was used: a replay gets nothing.
    const replay = await post(t.app, '/api/verify-login-otp', { email: EMAIL, otp: mail.code! });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(AUTH_MESSAGES.otpUsed);
  });

  it('does not hold a sign-in right after registering to the resend cooldown', async () => {
    const t = await buildAuthApp(engine);
    const { token } = await register(t, EMAIL);
    await post(t.app, '/api/logout', {}, { token });
    t.clock.advance(2 * SECOND);
    const sent = await post(t.app, '/api/send-login-otp', { email: EMAIL });
    expect(sent.statusCode).toBe(200);
    // A second sign-in code within 30 s is a resend, and waits.
    const again = await post(t.app, '/api/send-login-otp', { email: EMAIL });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Please wait 30 seconds before requesting a new OTP.');
  });

  it('tells an unknown address to register', async () => {
    const t = await buildAuthApp(engine);
    const sent = await post(t.app, '/api/send-login-otp', { email: 'nobody@example.com' });
    expect(sent.statusCode).toBe(404);
    expect(sent.json()).toEqual({ success: false, message: AUTH_MESSAGES.noAccount });
    const verify = await post(t.app, '/api/verify-login-otp', {
      email: 'nobody@example.com',
      otp: '1234',
    });
    expect(verify.statusCode).toBe(404);
    expect(outbox(t.config)).toHaveLength(0);
  });

  it('answers a wrong or missing login code with a message', async () => {
    const t = await buildAuthApp(engine);
    await register(t, EMAIL);
    const none = await post(t.app, '/api/verify-login-otp', { email: EMAIL, otp: '1234' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(AUTH_MESSAGES.otpNotRequested);

    t.clock.advance(31 * SECOND);
    await post(t.app, '/api/send-login-otp', { email: EMAIL });
    const code = latestCode(t.config, EMAIL);
    const bad = await post(t.app, '/api/verify-login-otp', { email: EMAIL, otp: wrong(code) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    // The registration code of the same address is no login code.
    const ok = await post(t.app, '/api/verify-login-otp', { email: EMAIL, otp: code });
    expect(ok.statusCode).toBe(200);
  });

  it('resends a login code by the handle of the attempt, not within 30 s', async () => {
    const t = await buildAuthApp(engine);
    await register(t, EMAIL);
    t.clock.advance(31 * SECOND);
    const { userId } = (await post(t.app, '/api/send-login-otp', { email: EMAIL })).json();

    t.clock.advance(5 * SECOND);
    const early = await post(t.app, '/api/resend-login-otp', { userId });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 25 seconds before requesting a new OTP.');
    expect(early.headers['retry-after']).toBe('25');

    t.clock.advance(25 * SECOND);
    const resent = await post(t.app, '/api/resend-login-otp', { userId: userId.toUpperCase() });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.otpResent,
      userId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    // Each code has a handle of its own.
    expect(resent.json().userId).not.toBe(userId);
    const verified = await post(t.app, '/api/verify-login-otp', {
      email: EMAIL,
      otp: latestCode(t.config, EMAIL),
    });
    expect(verified.statusCode).toBe(200);
    // A handle whose code was used is spent.
    t.clock.advance(31 * SECOND);
    const spent = await post(t.app, '/api/resend-login-otp', { userId: resent.json().userId });
    expect(spent.statusCode).toBe(404);

    const unknown = await post(t.app, '/api/resend-login-otp', {
      userId: 'ffffffffffffffffffffffff',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(AUTH_MESSAGES.loginLost);
  });

  it("sends nothing to a resend that names an account's public id", async () => {
    const t = await buildAuthApp(engine);
    const { user } = await register(t, EMAIL);
    t.clock.advance(31 * SECOND);
    // The owner is mid sign-in, so a code of theirs is open.
    expect((await post(t.app, '/api/send-login-otp', { email: EMAIL })).statusCode).toBe(200);
    const before = outbox(t.config).length;

    // A third party who read the id off a profile tries to spend the owner's e-mails.
    for (let i = 0; i < 6; i++) {
      t.clock.advance(31 * SECOND);
      for (const userId of [user.id, user.id.toUpperCase()]) {
        const res = await post(t.app, '/api/resend-login-otp', { userId }, { ip: '127.67.9.9' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.loginLost });
        const registration = await post(
          t.app,
          '/api/resend-registration-otp',
          { userId },
          { ip: '127.67.9.9' },
        );
        expect(registration.statusCode).toBe(404);
      }
    }
    expect(outbox(t.config)).toHaveLength(before);
    // The owner's own allowance is untouched.
    t.clock.advance(31 * SECOND);
    expect((await post(t.app, '/api/send-login-otp', { email: EMAIL })).statusCode).toBe(200);
  });

  it('lets a sign-in handle expire with its code', async () => {
    const t = await buildAuthApp(engine);
    await register(t, EMAIL);
    t.clock.advance(31 * SECOND);
    const { userId } = (await post(t.app, '/api/send-login-otp', { email: EMAIL })).json();
    t.clock.advance(10 * 60 * SECOND);
    const late = await post(t.app, '/api/resend-login-otp', { userId });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(AUTH_MESSAGES.loginLost);
    // A registration handle is no sign-in handle, and the other way round.
    const { userId: registration } = (
      await post(t.app, '/api/request-otp', { email: 'eve@example.com' })
    ).json();
    expect((await post(t.app, '/api/resend-login-otp', { userId: registration })).statusCode).toBe(
      404,
    );
  });

  it('keeps only a hash of the token, and ends a session after 30 days', async () => {
    const t = await buildAuthApp(engine);
    const { token } = await register(t, EMAIL);
    const rows = await t.app.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashSessionToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(30 * DAY);

    t.clock.advance(30 * DAY - SECOND);
    expect((await me(t, token)).statusCode).toBe(200);
    t.clock.advance(SECOND);
    const expired = await me(t, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: AUTH_MESSAGES.sessionExpired });
  });

  it('answers 401 without a token or with a bad one', async () => {
    const t = await buildAuthApp(engine);
    const none = await me(t);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: AUTH_MESSAGES.loginRequired });
    for (const token of ['x', 'A'.repeat(43), 'eyJhbGciOiJIUzI1NiJ9.e30.sig']) {
      const res = await me(t, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.sessionExpired);
    }
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Basic YWRhOnNlY3JldA==' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('records use of a session at most every 5 minutes', async () => {
    const t = await buildAuthApp(engine);
    const { token } = await register(t, EMAIL);
    const lastSeen = async () =>
      (await t.app.db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow())
        .last_seen_at;
    const created = await lastSeen();
    t.clock.advance(60 * SECOND);
    await me(t, token);
    expect(await lastSeen()).toBe(created);
    t.clock.advance(5 * 60 * SECOND);
    await me(t, token);
    expect(await lastSeen()).toBe(t.clock().toISOString());
  });

  it('logout ends only its own session and is harmless to repeat', async () => {
    const t = await buildAuthApp(engine);
    const { token: first } = await register(t, EMAIL);
    t.clock.advance(31 * SECOND);
    const second = await login(t, EMAIL);

    expect((await post(t.app, '/api/logout', {}, { token: first })).statusCode).toBe(200);
    expect((await me(t, first)).statusCode).toBe(401);
    expect((await me(t, second)).statusCode).toBe(200);
    expect((await post(t.app, '/api/logout', {}, { token: first })).statusCode).toBe(200);
    expect((await post(t.app, '/api/logout', {})).statusCode).toBe(200);
  });

  it("disconnects the session's realtime connections at logout, and only those", async () => {
    const t = await buildAuthApp(engine);
    const { user, token } = await register(t, EMAIL);
    t.clock.advance(31 * SECOND);
    const otherSession = await login(t, EMAIL);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const mine = openSocket(url, token);
    const sameUserElsewhere = openSocket(url, otherSession);
    const anonymous = openSocket(url);
    const badToken = openSocket(url, 'A'.repeat(43));
    await Promise.all([mine, sameUserElsewhere, anonymous, badToken].map(connected));

    expect(await t.app.io.in(sessionRoom(hashSessionToken(token))).fetchSockets()).toHaveLength(1);
    expect(await t.app.io.in(userRoom(user.id)).fetchSockets()).toHaveLength(2);
    expect(await t.app.io.fetchSockets()).toHaveLength(4);

    const reason = new Promise<string>((resolve) => mine.once('disconnect', resolve));
    const out = await fetch(`${url}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    expect(await reason).toBe('io server disconnect');

    expect(sameUserElsewhere.connected).toBe(true);
    expect(anonymous.connected).toBe(true);
    expect(badToken.connected).toBe(true);
    expect(await t.app.io.in(userRoom(user.id)).fetchSockets()).toHaveLength(1);

    // The ended token now connects as anyone would: anonymously, in no user's room.
    const again = openSocket(url, token);
    await connected(again);
    expect(await t.app.io.in(userRoom(user.id)).fetchSockets()).toHaveLength(1);
  });
});
