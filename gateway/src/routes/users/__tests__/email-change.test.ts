import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES, USER_MESSAGES, emailChangeMessages } from '@voices/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { MINUTE, SECOND } from '../../../lib/clock';
import { describeEachEngine } from '../../../testing';
import { startSmtpSink } from '../../../testing/smtp-sink';
import {
  codeIn,
  decodeQuotedPrintable,
  latestCode,
  outbox,
  post,
  register,
  wrong,
  type AuthTestApp,
} from '../../auth/__tests__/auth-helpers';
import { buildAuthApp, call, createUser, type TestUser } from './social-helpers';

const OLD = 'asha@example.com';
const NEW = 'asha.rao@example.org';

const change = (t: AuthTestApp, user: TestUser, fields: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/users/${user.id}`, user, fields);
const confirm = (t: AuthTestApp, user: { token: string }, otp: string) =>
  call(t.app, 'POST', '/api/users/me/email/confirm', user, { otp });
const resend = (t: AuthTestApp, user: TestUser) =>
  call(t.app, 'POST', '/api/users/me/email/resend', user, {});
const me = (t: AuthTestApp, user: { token: string }) => call(t.app, 'GET', '/api/users/me', user);
const emailOf = async (t: AuthTestApp, id: string) =>
  (
    await t.app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).email;

const sockets: Socket[] = [];
const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const sink of sinks.splice(0)) await sink.close();
});

describeEachEngine('changing the e-mail address', (engine) => {
  it('applies a new address only with the code sent to it, and saves the rest at once', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', { email: OLD });

    const res = await change(t, asha, { name: 'Asha R. Rao', email: ` ${NEW.toUpperCase()} ` });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      success: true,
      message: emailChangeMessages.codeSent(NEW),
      pendingEmail: NEW,
      user: expect.objectContaining({ id: asha.id, name: 'Asha R. Rao', email: OLD }),
    });
    // The name is saved; the address is not, yet.
    expect((await me(t, asha)).json().user).toMatchObject({ name: 'Asha R. Rao', email: OLD });
    const [mail] = outbox(t.config);
    expect(mail).toMatchObject({ to: NEW, subject: 'Confirm your new Voices email address' });
    expect(mail!.code).toMatch(/^\d{4}$/);

    const done = await confirm(t, asha, mail!.code!);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: USER_MESSAGES.emailChanged,
      user: expect.objectContaining({ id: asha.id, email: NEW, name: 'Asha R. Rao' }),
    });
    expect(await emailOf(t, asha.id)).toBe(NEW);

    // The old address is told, with the new one written out.
    const notice = outbox(t.config).find((m) => m.to === OLD);
    expect(notice?.subject).toBe('Your Voices email address was changed');
    expect(notice?.code).toBeNull();
    expect(decodeQuotedPrintable(notice!.raw).replace(/\s+/g, ' ')).toContain(
      `was changed to ${NEW}`,
    );

    // The code works once; sign-in codes now go to the new address only.
    expect((await confirm(t, asha, mail!.code!)).json().message).toBe(USER_MESSAGES.noEmailChange);
    t.clock.advance(31 * SECOND);
    expect((await post(t.app, '/api/send-login-otp', { email: NEW })).statusCode).toBe(200);
    expect((await post(t.app, '/api/send-login-otp', { email: OLD })).statusCode).toBe(404);
  });

  it("ends the account's other sessions, and their sockets, when the address changes", async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', { email: OLD });
    const laptop = { token: await t.app.auth.startSession(asha.id) };

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: laptop.token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    expect((await change(t, asha, { email: NEW })).statusCode).toBe(202);
    // Until the change is confirmed, every session goes on.
    expect((await me(t, laptop)).statusCode).toBe(200);
    expect((await confirm(t, asha, latestCode(t.config, NEW))).statusCode).toBe(200);

    expect(await dropped).toBe('io server disconnect');
    const old = await me(t, laptop);
    expect([old.statusCode, old.json().message]).toEqual([401, AUTH_MESSAGES.sessionExpired]);
    // The session that confirmed goes on.
    expect((await me(t, asha)).json().user.email).toBe(NEW);
  });

  it('keeps a pending address free for its owner, who can register it meanwhile', async () => {
    const t = await buildAuthApp(engine);
    const { user, token } = await register(t, 'attacker@example.com');
    const attacker = { ...user, token };
    const victim = 'victim@example.com';

    // The attacker claims the victim's address: the victim gets a code they did not ask for...
    expect((await change(t, attacker, { email: victim })).statusCode).toBe(202);
    expect(outbox(t.config).filter((m) => m.to === victim)).toHaveLength(1);
    // ...but the address is not the attacker's: the victim cannot sign into that account,
    expect((await post(t.app, '/api/send-login-otp', { email: victim })).statusCode).toBe(404);
    // and registers it as usual.
    t.clock.advance(31 * SECOND);
    const victimAccount = await register(t, victim, 'Vera Victim');
    expect(victimAccount.user.email).toBe(victim);
    expect(victimAccount.user.id).not.toBe(attacker.id);

    // A code guessed or stolen later changes nothing: the address is taken.
    const changeCode = outbox(t.config).find(
      (m) => m.to === victim && m.subject === 'Confirm your new Voices email address',
    )!.code!;
    const late = await confirm(t, attacker, changeCode);
    expect([late.statusCode, late.json().message]).toEqual([409, USER_MESSAGES.emailTaken]);
    expect(await emailOf(t, attacker.id)).toBe('attacker@example.com');
    expect(await emailOf(t, victimAccount.user.id)).toBe(victim);
  });

  it('refuses wrong codes: 5 tries a code, then 10 in a row lock e-mail changes of the account', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', { email: OLD });
    expect((await change(t, asha, { email: NEW })).statusCode).toBe(202);
    let code = latestCode(t.config, NEW);

    for (let i = 1; i <= 4; i++) {
      const res = await confirm(t, asha, wrong(code));
      expect([res.statusCode, res.json().message]).toEqual([400, AUTH_MESSAGES.otpInvalid]);
    }
    const fifth = await confirm(t, asha, wrong(code));
    expect(fifth.json().message).toBe(AUTH_MESSAGES.otpTooManyTries);
    // The right code is refused now too, and nothing changed.
    const right = await confirm(t, asha, code);
    expect([right.statusCode, right.json().message]).toEqual([400, AUTH_MESSAGES.otpTooManyTries]);
    expect(await emailOf(t, asha.id)).toBe(OLD);
    const malformed = await confirm(t, asha, '12a4');
    expect([malformed.statusCode, malformed.json().message]).toEqual([
      400,
      AUTH_MESSAGES.otpFormat,
    ]);

    // A new code, 5 more wrong tries: the 10th in a row locks e-mail changes for 15 minutes.
    t.clock.advance(31 * SECOND);
    expect((await resend(t, asha)).statusCode).toBe(200);
    code = latestCode(t.config, NEW);
    for (let i = 1; i <= 4; i++) await confirm(t, asha, wrong(code));
    const tenth = await confirm(t, asha, wrong(code));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe(
      'Too many incorrect attempts. Please try again in 15 minutes.',
    );
    expect(tenth.headers['retry-after']).toBe('900');
    t.clock.advance(31 * SECOND);
    expect((await resend(t, asha)).statusCode).toBe(429);
    expect(await emailOf(t, asha.id)).toBe(OLD);

    // The lock is the account's: the new address's owner can still sign up and sign in.
    expect((await post(t.app, '/api/request-otp', { email: NEW })).statusCode).toBe(200);
    // And it ends after 15 minutes.
    t.clock.advance(15 * MINUTE);
    expect((await resend(t, asha)).statusCode).toBe(200);
    expect((await confirm(t, asha, latestCode(t.config, NEW))).statusCode).toBe(200);
  });

  it('lets a code expire after 10 minutes, and resends with the sign-in limits', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', { email: OLD });
    expect((await change(t, asha, { email: NEW })).statusCode).toBe(202);
    const first = latestCode(t.config, NEW);

    // Saving the same address again while its code is open mails nothing new.
    t.clock.advance(5 * SECOND);
    expect((await change(t, asha, { email: NEW, bio: 'Rivers' })).statusCode).toBe(202);
    expect(outbox(t.config)).toHaveLength(1);

    const early = await resend(t, asha);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 25 seconds before requesting a new OTP.');

    t.clock.advance(10 * MINUTE);
    const expired = await confirm(t, asha, first);
    expect(expired.json().message).toBe(AUTH_MESSAGES.otpExpired);

    const resent = await resend(t, asha);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.otpResent,
      pendingEmail: NEW,
    });
    const second = latestCode(t.config, NEW);
    if (second !== first) {
      expect((await confirm(t, asha, first)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    }
    expect((await confirm(t, asha, second)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour per account, and per new address', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', { email: OLD });
    for (let i = 0; i < 5; i++) {
      expect((await change(t, asha, { email: `new${i}@example.org` })).statusCode).toBe(202);
      t.clock.advance(31 * SECOND);
    }
    const sixth = await change(t, asha, { email: 'new5@example.org', name: 'Not Saved' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many OTP emails have been sent/);
    // A refused change saves nothing else either.
    expect((await me(t, asha)).json().user.name).toBe('Asha Rao');

    // Other accounts cannot flood one address either.
    const target = 'target@example.org';
    for (let i = 0; i < 5; i++) {
      const user = await createUser(t, `User ${i}`);
      expect((await change(t, user, { email: target })).statusCode).toBe(202);
      t.clock.advance(31 * SECOND);
    }
    const flood = await change(t, await createUser(t, 'User 5'), { email: target });
    expect(flood.statusCode).toBe(429);
    expect(outbox(t.config).filter((m) => m.to === target)).toHaveLength(5);
    // Codes to change an address do not spend that address's sign-in codes.
    expect((await post(t.app, '/api/request-otp', { email: target })).statusCode).toBe(200);
  });

  it('drops a pending change on cancel, and refuses a taken address before mailing', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', { email: OLD });
    await createUser(t, 'Ben Okafor', { email: 'ben@example.com' });

    const taken = await change(t, asha, { email: 'BEN@example.com' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, USER_MESSAGES.emailTaken]);
    expect(outbox(t.config)).toHaveLength(0);

    const none = await resend(t, asha);
    expect([none.statusCode, none.json().message]).toEqual([400, USER_MESSAGES.noEmailChange]);
    expect((await confirm(t, asha, '1234')).json().message).toBe(USER_MESSAGES.noEmailChange);

    expect((await change(t, asha, { email: NEW })).statusCode).toBe(202);
    const code = latestCode(t.config, NEW);
    const cancelled = await call(t.app, 'DELETE', '/api/users/me/email/pending', asha);
    expect(cancelled.json()).toEqual({
      success: true,
      message: USER_MESSAGES.emailChangeCancelled,
    });
    const after = await confirm(t, asha, code);
    expect([after.statusCode, after.json().message]).toEqual([400, USER_MESSAGES.noEmailChange]);
    expect(await emailOf(t, asha.id)).toBe(OLD);
  });

  it('is for the signed-in user only', async () => {
    const t = await buildAuthApp(engine);
    for (const [method, url] of [
      ['POST', '/api/users/me/email/confirm'],
      ['POST', '/api/users/me/email/resend'],
      ['DELETE', '/api/users/me/email/pending'],
    ] as const) {
      const res = await call(
        t.app,
        method,
        url,
        null,
        method === 'POST' ? { otp: '1234' } : undefined,
      );
      expect([res.statusCode, res.json().message]).toEqual([401, AUTH_MESSAGES.loginRequired]);
    }
  });

  it('sends the code and the notice through a real SMTP server', async () => {
    const smtp = await startSmtpSink();
    sinks.push(smtp);
    const t = await buildAuthApp(engine, { config: { smtpUrl: smtp.url } });
    const asha = await createUser(t, 'Asha Rao', { email: OLD });

    expect((await change(t, asha, { email: NEW })).statusCode).toBe(202);
    expect(smtp.delivered).toHaveLength(1);
    expect(smtp.delivered[0]!.to).toEqual([NEW]);
    expect((await confirm(t, asha, codeIn(smtp.delivered[0]!.raw)!)).statusCode).toBe(200);
    expect(smtp.delivered).toHaveLength(2);
    expect(smtp.delivered[1]!.to).toEqual([OLD]);
    expect(smtp.delivered[1]!.raw).toMatch(/^Subject: Your Voices email address was changed$/m);

    // A change whose code cannot be sent saves nothing and says so.
    smtp.control.refuseNext = 1;
    t.clock.advance(31 * SECOND);
    const failed = await change(t, asha, { email: 'third@example.org', bio: 'Unsaved' });
    expect([failed.statusCode, failed.json().message]).toEqual([503, AUTH_MESSAGES.emailFailed]);
    expect((await me(t, asha)).json().user.bio).toBe('');
  });
});
