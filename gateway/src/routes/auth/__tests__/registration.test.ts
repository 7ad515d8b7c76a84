import { AUTH_MESSAGES } from '@voices/contracts';
import { MINUTE, SECOND } from '../../../lib/clock';
import { describeEachEngine } from '../../../testing';
import {
  buildAuthApp,
  decodeQuotedPrintable,
  latestCode,
  outbox,
  post,
  wrong,
  type AuthTestApp,
} from './auth-helpers';

const EMAIL = 'ada@example.com';

const completeBody = (
  registrationToken: string | undefined,
  overrides: Record<string, unknown> = {},
) => ({
  email: EMAIL,
  name: 'Ada Reader',
  bio: 'Reads the morning papers.',
  acceptTerms: true,
  acceptPrivacy: true,
  registrationToken,
  ...overrides,
});

/** Registration steps 1 and 2 for `email`; answers the registration token step 3 takes. */
async function requestAndVerify(t: AuthTestApp, email = EMAIL): Promise<string> {
  expect((await post(t.app, '/api/request-otp', { email })).statusCode).toBe(200);
  const verified = await post(t.app, '/api/verify-otp', {
    email,
    otp: latestCode(t.config, email),
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().registrationToken;
}

/** The notices (messages without a code) in the outbox to `email`. */
function noticesTo(t: AuthTestApp, email: string) {
  return outbox(t.config).filter((m) => m.to === email && m.code === null);
}

describeEachEngine('registration', (engine) => {
  it('registers an address end to end: code by e-mail, verify, profile, signed in', async () => {
    const t = await buildAuthApp(engine);

    const requested = await post(t.app, '/api/request-otp', { email: '  Ada@Example.COM ' });
    expect(requested.statusCode).toBe(200);
    const { userId, message, success } = requested.json();
    expect(success).toBe(true);
    expect(message).toBe(AUTH_MESSAGES.otpSent);
    expect(userId).toMatch(/^[0-9a-f]{24}$/);

    const [mail] = outbox(t.config);
    expect(mail!.to).toBe(EMAIL);
    expect(mail!.subject).toBe('Your Voices verification code');
    expect(mail!.raw).toContain('Content-Type: text/plain');
    expect(mail!.raw).toContain('Content-Type: text/html');
    expect(mail!.code).toMatch(/^\d{4}$/);
    expect(mail!.raw).toMatch(/valid for 10 =?\r?\n?minutes/);

    const verified = await post(t.app, '/api/verify-otp', {
      email: 'ADA@example.com',
      otp: mail!.code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.otpVerified,
      registrationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const { registrationToken } = verified.json();
    // Only its hash is kept.
    const stored = await t.app.db.selectFrom('otp_challenges').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(JSON.stringify(stored)).not.toContain(registrationToken);

    const completed = await post(
      t.app,
      '/api/complete',
      completeBody(registrationToken, { name: '  Ada \n Reader ' }),
    );
    expect(completed.statusCode).toBe(201);
    const body = completed.json();
    expect(body.message).toBe(AUTH_MESSAGES.registered);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      id: body.user._id,
      name: 'Ada Reader',
      email: EMAIL,
      bio: 'Reads the morning papers.',
      photo: '',
      followers: [],
      following: [],
      preferredTemplate: null,
      createdAt: expect.any(String),
      role: 'member',
      suspension: null,
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, user: body.user });
  });

  it('refuses to start a registration for an address that has an account', async () => {
    const t = await buildAuthApp(engine);
    const token = await requestAndVerify(t);
    expect((await post(t.app, '/api/complete', completeBody(token))).statusCode).toBe(201);

    const again = await post(t.app, '/api/request-otp', { email: 'ADA@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: AUTH_MESSAGES.accountExists });
    // Completing twice does not make a second account: the token was used up.
    const twice = await post(t.app, '/api/complete', completeBody(token));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(AUTH_MESSAGES.registrationLost);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('refuses addresses that are not addresses', async () => {
    const t = await buildAuthApp(engine);
    for (const email of [
      '',
      'ada',
      'ada@example',
      'a b@example.com',
      'ada@example.com, eve@example.com',
    ]) {
      const res = await post(t.app, '/api/request-otp', { email });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.emailInvalid);
    }
    const missing = await post(t.app, '/api/request-otp', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid request body: email is required');
    expect(outbox(t.config)).toHaveLength(0);
  });

  it('answers a wrong code with the spec message and still takes the right one', async () => {
    const t = await buildAuthApp(engine);
    await post(t.app, '/api/request-otp', { email: EMAIL });
    const code = latestCode(t.config, EMAIL);

    const wrongTry = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: wrong(code) });
    expect(wrongTry.statusCode).toBe(400);
    expect(wrongTry.json()).toEqual({ success: false, message: AUTH_MESSAGES.otpInvalid });

    for (const otp of ['12a4', '123', '12345', '']) {
      const malformed = await post(t.app, '/api/verify-otp', { email: EMAIL, otp });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(AUTH_MESSAGES.otpFormat);
    }
    const right = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: ` ${code} ` });
    expect(right.statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const t = await buildAuthApp(engine);
    await post(t.app, '/api/request-otp', { email: EMAIL });
    const code = latestCode(t.config, EMAIL);

    for (let i = 1; i <= 4; i++) {
      const res = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: wrong(code) });
      expect(res.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    }
    const fifth = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: wrong(code) });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(AUTH_MESSAGES.otpTooManyTries);

    const right = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(AUTH_MESSAGES.otpTooManyTries);

    // A new code (after the cooldown) works.
    t.clock.advance(31 * SECOND);
    expect((await post(t.app, '/api/request-otp', { email: EMAIL })).statusCode).toBe(200);
    const fresh = await post(t.app, '/api/verify-otp', {
      email: EMAIL,
      otp: latestCode(t.config, EMAIL),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('takes a code once only', async () => {
    const t = await buildAuthApp(engine);
    await post(t.app, '/api/request-otp', { email: EMAIL });
    const code = latestCode(t.config, EMAIL);
    expect((await post(t.app, '/api/verify-otp', { email: EMAIL, otp: code })).statusCode).toBe(
      200,
    );

    const replay = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(AUTH_MESSAGES.otpUsed);
  });

  it('lets a code expire after 10 minutes', async () => {
    const t = await buildAuthApp(engine);
    await post(t.app, '/api/request-otp', { email: EMAIL });
    const code = latestCode(t.config, EMAIL);
    t.clock.advance(10 * MINUTE);

    const late = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(AUTH_MESSAGES.otpExpired);

    // Just inside the 10 minutes, a code works.
    await post(t.app, '/api/request-otp', { email: EMAIL });
    t.clock.advance(10 * MINUTE - SECOND);
    const inTime = await post(t.app, '/api/verify-otp', {
      email: EMAIL,
      otp: latestCode(t.config, EMAIL),
    });
    expect(inTime.statusCode).toBe(200);
  });

  it('creates the user only after a verified code for that address', async () => {
    const t = await buildAuthApp(engine);
    const unverified = await post(t.app, '/api/complete', completeBody(undefined));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe(AUTH_MESSAGES.registrationLost);

    // A code sent but not verified is not enough either.
    await post(t.app, '/api/request-otp', { email: EMAIL });
    expect((await post(t.app, '/api/complete', completeBody(undefined))).statusCode).toBe(400);

    // Another address's verification does not count for this one.
    const eves = await requestAndVerify(t, 'eve@example.com');
    const other = await post(t.app, '/api/complete', completeBody(eves));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(AUTH_MESSAGES.registrationLost);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    // Eve's token is still Eve's to use.
    const eve = await post(
      t.app,
      '/api/complete',
      completeBody(eves, { email: 'eve@example.com', name: 'Eve' }),
    );
    expect(eve.statusCode).toBe(201);
  });

  it('binds the profile step to the client that verified the code', async () => {
    const t = await buildAuthApp(engine);
    // The owner verifies from one address...
    const token = await requestAndVerify(t);

    // ...and someone else, who knows the address but not the token, tries to finish first.
    const attempts: Record<string, unknown>[] = [
      {},
      { registrationToken: '' },
      { registrationToken: 'x'.repeat(43) },
      { registrationToken: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') },
      { registrationToken: 42 },
    ];
    for (const overrides of attempts) {
      const res = await post(
        t.app,
        '/api/complete',
        { ...completeBody(undefined, { name: 'Attacker Controlled' }), ...overrides },
        { ip: '127.67.9.9' },
      );
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { success: false, message: AUTH_MESSAGES.registrationLost },
      });
    }
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(0);

    // The owner's own step 3 still works, once; a replay of the token is refused.
    const own = await post(t.app, '/api/complete', completeBody(token));
    expect(own.statusCode).toBe(201);
    expect(own.json().user.name).toBe('Ada Reader');
    const replay = await post(t.app, '/api/complete', completeBody(token, { name: 'Again' }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(AUTH_MESSAGES.registrationLost);
    expect(await t.app.db.selectFrom('users').select('name').execute()).toEqual([
      { name: 'Ada Reader' },
    ]);
  });

  it('takes the token of the newest verification only once, whatever a later code does', async () => {
    const t = await buildAuthApp(engine);
    const token = await requestAndVerify(t);
    // A new code asked for the same address (by anyone) does not void the verified one.
    t.clock.advance(31 * SECOND);
    expect((await post(t.app, '/api/request-otp', { email: EMAIL })).statusCode).toBe(200);
    const done = await post(t.app, '/api/complete', completeBody(token));
    expect(done.statusCode).toBe(201);
  });

  it('keeps a verification for 30 minutes before the profile step', async () => {
    const t = await buildAuthApp(engine);
    const token = await requestAndVerify(t);
    t.clock.advance(30 * MINUTE + SECOND);
    const late = await post(t.app, '/api/complete', completeBody(token));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(AUTH_MESSAGES.registrationLost);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('validates the profile step with the spec messages', async () => {
    const t = await buildAuthApp(engine);
    const token = await requestAndVerify(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ acceptTerms: false }, AUTH_MESSAGES.acceptanceRequired],
      [{ acceptPrivacy: 'false' }, AUTH_MESSAGES.acceptanceRequired],
      [{ acceptTerms: undefined }, AUTH_MESSAGES.acceptanceRequired],
      [{ name: '   ' }, AUTH_MESSAGES.nameRequired],
      [{ name: undefined }, AUTH_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(101) }, AUTH_MESSAGES.nameTooLong],
      [{ bio: 'x'.repeat(501) }, AUTH_MESSAGES.bioTooLong],
      [{ email: 'not-an-address' }, AUTH_MESSAGES.emailInvalid],
      // Names that show as nothing are missing names.
      [{ name: '\u200b\u200b' }, AUTH_MESSAGES.nameRequired],
      [{ name: '\u3164 \u200d' }, AUTH_MESSAGES.nameRequired],
    ];
    for (const [overrides, message] of cases) {
      const res = await post(t.app, '/api/complete', completeBody(token, overrides));
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 400,
        message,
      });
    }
    // The limits themselves are allowed; the verification was not used up by the refusals.
    const ok = await post(
      t.app,
      '/api/complete',
      completeBody(token, {
        name: 'é'.repeat(100),
        bio: ' ' + 'x'.repeat(500) + ' ',
        acceptTerms: 'on',
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.name).toBe('é'.repeat(100));
    expect(ok.json().user.bio).toBe('x'.repeat(500));
  });

  it('resends a registration code: not within 30 s, then a new code that replaces the old', async () => {
    const t = await buildAuthApp(engine);
    const { userId } = (await post(t.app, '/api/request-otp', { email: EMAIL })).json();
    const first = latestCode(t.config, EMAIL);

    t.clock.advance(12 * SECOND);
    const early = await post(t.app, '/api/resend-registration-otp', { userId });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 18 seconds before requesting a new OTP.');
    expect(early.headers['retry-after']).toBe('18');

    t.clock.advance(18 * SECOND);
    const resent = await post(t.app, '/api/resend-registration-otp', { userId });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.otpResent,
      userId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(outbox(t.config)).toHaveLength(2);
    const second = latestCode(t.config, EMAIL);

    if (first !== second) {
      const old = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: first });
      expect(old.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    }
    expect((await post(t.app, '/api/verify-otp', { email: EMAIL, otp: second })).statusCode).toBe(
      200,
    );

    // The newest handle has been used (its code verified); the first still names the pending
    // registration while its code lives; an unknown one does not.
    t.clock.advance(31 * SECOND);
    const used = await post(t.app, '/api/resend-registration-otp', {
      userId: resent.json().userId,
    });
    expect(used.statusCode).toBe(404);
    expect((await post(t.app, '/api/resend-registration-otp', { userId })).statusCode).toBe(200);
    const unknown = await post(t.app, '/api/resend-registration-otp', {
      userId: '0123456789abcdef01234567',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(AUTH_MESSAGES.registrationLost);
    const malformed = await post(t.app, '/api/resend-registration-otp', { userId: '../etc' });
    expect(malformed.statusCode).toBe(400);
    expect(outbox(t.config)).toHaveLength(3);
  });

  it('lets a resend handle expire with its code', async () => {
    const t = await buildAuthApp(engine);
    const { userId } = (await post(t.app, '/api/request-otp', { email: EMAIL })).json();
    t.clock.advance(10 * MINUTE);
    const late = await post(t.app, '/api/resend-registration-otp', { userId });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(AUTH_MESSAGES.registrationLost);
    expect(outbox(t.config)).toHaveLength(1);
    // Starting over with the address still works.
    expect((await post(t.app, '/api/request-otp', { email: EMAIL })).statusCode).toBe(200);
  });

  it('tells the owner of a registered address, by e-mail, that someone tried to register it', async () => {
    const t = await buildAuthApp(engine);
    const token = await requestAndVerify(t);
    expect((await post(t.app, '/api/complete', completeBody(token))).statusCode).toBe(201);
    t.clock.advance(31 * SECOND);
    const before = outbox(t.config).length;

    const probe = await post(t.app, '/api/request-otp', { email: EMAIL }, { ip: '127.67.9.9' });
    expect(probe.statusCode).toBe(409);
    const notices = noticesTo(t, EMAIL);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Someone tried to register with your Voices address');
    expect(decodeQuotedPrintable(notices[0]!.raw)).toContain('No account was created');
    expect(outbox(t.config)).toHaveLength(before + 1);

    // The same limits as codes: not again within 30 s, at most 5 an hour; the answer stays 409.
    const soon = await post(t.app, '/api/request-otp', { email: EMAIL });
    expect(soon.statusCode).toBe(409);
    expect(noticesTo(t, EMAIL)).toHaveLength(1);
    for (let i = 0; i < 6; i++) {
      t.clock.advance(31 * SECOND);
      expect((await post(t.app, '/api/request-otp', { email: EMAIL })).statusCode).toBe(409);
    }
    expect(noticesTo(t, EMAIL)).toHaveLength(5);
    // Notices do not spend the owner's sign-in codes.
    expect((await post(t.app, '/api/send-login-otp', { email: EMAIL })).statusCode).toBe(200);
  });

  it('applies the cooldown to a restarted registration too', async () => {
    const t = await buildAuthApp(engine);
    await post(t.app, '/api/request-otp', { email: EMAIL });
    t.clock.advance(29 * SECOND);
    const res = await post(t.app, '/api/request-otp', { email: EMAIL });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Please wait 1 second before requesting a new OTP.');
  });

  it('sends at most 5 codes to one address per hour', async () => {
    const t = await buildAuthApp(engine);
    for (let i = 0; i < 5; i++) {
      expect((await post(t.app, '/api/request-otp', { email: EMAIL })).statusCode).toBe(200);
      t.clock.advance(31 * SECOND);
    }
    // 5 sent in 2m35s; the first leaves the hour 57m25s from now.
    const sixth = await post(t.app, '/api/request-otp', { email: EMAIL });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'Too many OTP emails have been sent to this address. Please try again in 58 minutes.',
    );
    expect(Number(sixth.headers['retry-after'])).toBe(57 * 60 + 25);
    expect(outbox(t.config)).toHaveLength(5);

    // Another address is not affected; this one is again once the first send is an hour old.
    expect((await post(t.app, '/api/request-otp', { email: 'eve@example.com' })).statusCode).toBe(
      200,
    );
    t.clock.advance((57 * 60 + 25) * SECOND);
    expect((await post(t.app, '/api/request-otp', { email: EMAIL })).statusCode).toBe(200);
  });

  it('locks a registering address after 10 wrong tries over two codes', async () => {
    const t = await buildAuthApp(engine);
    await post(t.app, '/api/request-otp', { email: EMAIL });
    let code = latestCode(t.config, EMAIL);
    for (let i = 0; i < 5; i++)
      await post(t.app, '/api/verify-otp', { email: EMAIL, otp: wrong(code) });
    t.clock.advance(31 * SECOND);
    await post(t.app, '/api/request-otp', { email: EMAIL });
    code = latestCode(t.config, EMAIL);
    for (let i = 0; i < 4; i++) {
      const res = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: wrong(code) });
      expect(res.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    }
    const tenth = await post(t.app, '/api/verify-otp', { email: EMAIL, otp: wrong(code) });
    expect(tenth.statusCode).toBe(429);
    t.clock.advance(31 * SECOND);
    const restart = await post(t.app, '/api/request-otp', { email: EMAIL });
    expect(restart.statusCode).toBe(429);
    expect(restart.json().message).toBe(
      'Too many incorrect attempts. Please try again in 15 minutes.',
    );
    expect(outbox(t.config)).toHaveLength(2);
  });

  it('stores codes only as keyed hashes', async () => {
    const t = await buildAuthApp(engine);
    await post(t.app, '/api/request-otp', { email: EMAIL });
    const code = latestCode(t.config, EMAIL);
    const rows = await t.app.db.selectFrom('otp_challenges').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
  });
});
