import { AUTH_MESSAGES } from '@voices/contracts';
import { MINUTE, SECOND } from '../../../lib/clock';
import { describeEachEngine } from '../../../testing';
import {
  buildAuthApp,
  latestCode,
  outbox,
  post,
  register,
  start,
  wrong,
  type AuthTestApp,
} from './auth-helpers';

const EMAIL = 'ada@example.com';

/** Sends a login code (waiting out the cooldown first) and answers it. */
async function freshCode(t: AuthTestApp): Promise<string> {
  t.clock.advance(31 * SECOND);
  const sent = await post(t.app, '/api/send-login-otp', { email: EMAIL });
  expect(sent.statusCode).toBe(200);
  return latestCode(t.config, EMAIL);
}

async function guessWrong(t: AuthTestApp, code: string) {
  return post(t.app, '/api/verify-login-otp', { email: EMAIL, otp: wrong(code) });
}

describeEachEngine('sign-in limits', (engine) => {
  it('counts wrong tries per address across codes, then locks from 15 minutes, doubling', async () => {
    const t = await buildAuthApp(engine);
    await register(t, EMAIL);

    // 5 wrong tries kill the first code; a new code does not reset the address's count.
    let code = await freshCode(t);
    for (let i = 0; i < 5; i++) expect((await guessWrong(t, code)).statusCode).toBe(400);
    code = await freshCode(t);
    for (let i = 0; i < 4; i++) {
      expect((await guessWrong(t, code)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    }

    // The 10th wrong try in a row locks the address for 15 minutes.
    const tenth = await guessWrong(t, code);
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe(
      'Too many incorrect attempts. Please try again in 15 minutes.',
    );
    expect(tenth.headers['retry-after']).toBe(String(15 * 60));

    // While locked even the right code is refused without being looked at, and no code is sent.
    const rightButLocked = await post(t.app, '/api/verify-login-otp', { email: EMAIL, otp: code });
    expect(rightButLocked.statusCode).toBe(429);
    t.clock.advance(5 * MINUTE);
    const sendWhileLocked = await post(t.app, '/api/send-login-otp', { email: EMAIL });
    expect(sendWhileLocked.statusCode).toBe(429);
    expect(sendWhileLocked.json().message).toBe(
      'Too many incorrect attempts. Please try again in 10 minutes.',
    );

    // After the lock, one more wrong try locks again for twice as long: 30 minutes, then 1 hour.
    t.clock.advance(10 * MINUTE);
    code = await freshCode(t);
    const eleventh = await guessWrong(t, code);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(
      'Too many incorrect attempts. Please try again in 30 minutes.',
    );
    t.clock.advance(30 * MINUTE);
    code = await freshCode(t);
    const twelfth = await guessWrong(t, code);
    expect(twelfth.json().message).toBe(
      'Too many incorrect attempts. Please try again in 60 minutes.',
    );

    // A right code after the lock signs in and clears the count.
    t.clock.advance(60 * MINUTE);
    code = await freshCode(t);
    const right = await post(t.app, '/api/verify-login-otp', { email: EMAIL, otp: code });
    expect(right.statusCode).toBe(200);
    code = await freshCode(t);
    expect((await guessWrong(t, code)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
  });

  it('caps the lock at 24 hours', async () => {
    const t = await buildAuthApp(engine);
    await register(t, EMAIL);
    await t.app.db
      .insertInto('auth_limits')
      .values({
        key: `address:${EMAIL}`,
        failures: 25,
        window_started_at: t.clock().toISOString(),
        updated_at: t.clock().toISOString(),
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ failures: 25 }))
      .execute();
    const code = await freshCode(t);
    const res = await guessWrong(t, code);
    expect(res.json().message).toBe('Too many incorrect attempts. Please try again in 24 hours.');
    expect(res.headers['retry-after']).toBe(String(24 * 3600));
  });

  it('limits each client address on the routes that send codes', async () => {
    const t = await buildAuthApp(engine);
    const ip = '203.0.113.7';
    for (let i = 0; i < 30; i++) {
      const res = await post(
        t.app,
        '/api/request-otp',
        { email: `reader${i}@example.com` },
        { ip },
      );
      expect(res.statusCode).toBe(200);
    }
    const over = await post(t.app, '/api/request-otp', { email: 'one-more@example.com' }, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many requests. Please try again in 15 minutes.');
    // Every sending route counts against the same allowance.
    expect(
      (await post(t.app, '/api/send-login-otp', { email: 'x@example.com' }, { ip })).statusCode,
    ).toBe(429);
    expect(outbox(t.config)).toHaveLength(30);

    // Other clients are not affected; this one may send again when its window is over.
    expect(
      (
        await post(
          t.app,
          '/api/request-otp',
          { email: 'other@example.com' },
          { ip: '198.51.100.1' },
        )
      ).statusCode,
    ).toBe(200);
    t.clock.advance(15 * MINUTE);
    expect(
      (await post(t.app, '/api/request-otp', { email: 'one-more@example.com' }, { ip })).statusCode,
    ).toBe(200);
  });

  it('limits each client address on the routes that check codes', async () => {
    const t = await buildAuthApp(engine);
    const ip = '2001:db8:1:2:3:4:5:6';
    for (let i = 0; i < 30; i++) {
      // Spread over addresses, so no address lock is involved: only the client's allowance.
      const res = await post(
        t.app,
        '/api/verify-login-otp',
        { email: `r${i}@example.com`, otp: '0000' },
        { ip },
      );
      expect(res.statusCode).toBe(404);
    }
    // The same /64 is the same client.
    const over = await post(
      t.app,
      '/api/verify-otp',
      { email: 'x@example.com', otp: '0000' },
      { ip: '2001:db8:1:2::9' },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    const complete = await post(t.app, '/api/complete', { email: 'x@example.com' }, { ip });
    expect(complete.statusCode).toBe(429);
    // Another /64 is another client.
    const other = await post(
      t.app,
      '/api/verify-otp',
      { email: 'x@example.com', otp: '0000' },
      { ip: '2001:db8:1:3::9' },
    );
    expect(other.statusCode).toBe(400);
  });

  it('keeps every limit across a restart on the same database', async () => {
    const t = await buildAuthApp(engine);
    await register(t, EMAIL);
    let code = await freshCode(t);
    for (let i = 0; i < 5; i++) await guessWrong(t, code);
    code = await freshCode(t);
    for (let i = 0; i < 4; i++) await guessWrong(t, code);

    // Restart: close the gateway and start another on the same database and DATA_DIR.
    await t.app.close();
    const restarted = { ...t, app: await start(t.config) };
    const tenth = await post(restarted.app, '/api/verify-login-otp', {
      email: EMAIL,
      otp: wrong(code),
    });
    expect(tenth.statusCode).toBe(429);

    await restarted.app.close();
    const again = { ...t, app: await start(t.config) };
    const locked = await post(again.app, '/api/verify-login-otp', { email: EMAIL, otp: code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many incorrect attempts. Please try again in 15 minutes.',
    );

    // The cooldown and a code sent before a restart survive it too.
    t.clock.advance(15 * MINUTE);
    expect((await post(again.app, '/api/send-login-otp', { email: EMAIL })).statusCode).toBe(200);
    const fresh = latestCode(t.config, EMAIL);
    await again.app.close();
    const last = { ...t, app: await start(t.config) };
    expect((await post(last.app, '/api/send-login-otp', { email: EMAIL })).statusCode).toBe(429);
    expect(
      (await post(last.app, '/api/verify-login-otp', { email: EMAIL, otp: fresh })).statusCode,
    ).toBe(200);
  });

  it('keeps the client allowance across a restart', async () => {
    const t = await buildAuthApp(engine);
    const ip = '192.0.2.44';
    for (let i = 0; i < 30; i++) {
      await post(t.app, '/api/verify-otp', { email: `r${i}@example.com`, otp: '0000' }, { ip });
    }
    await t.app.close();
    const app = await start(t.config);
    expect(
      (await post(app, '/api/verify-otp', { email: 'x@example.com', otp: '0000' }, { ip }))
        .statusCode,
    ).toBe(429);
  });

  it('lets only one of many simultaneous tries past the lock', async () => {
    const t = await buildAuthApp(engine);
    await register(t, EMAIL);
    let code = await freshCode(t);
    for (let i = 0; i < 5; i++) await guessWrong(t, code);
    code = await freshCode(t);
    for (let i = 0; i < 4; i++) await guessWrong(t, code);
    // The address has 9 wrong tries; 5 arrive at once: one is compared, the others find the lock.
    const answers = await Promise.all(Array.from({ length: 5 }, () => guessWrong(t, code)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const row = await t.app.db
      .selectFrom('auth_limits')
      .select('failures')
      .where('key', '=', `address:${EMAIL}`)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(10);
  });
});
