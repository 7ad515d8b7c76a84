import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import { startSmtpSink } from '../../../testing/smtp-sink';
import { buildAuthApp, codeIn, post } from './auth-helpers';

const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const sink of sinks.splice(0)) await sink.close();
});

describeEachEngine('e-mail over SMTP', (engine) => {
  it('delivers the codes through a real SMTP server: register, sign out, sign in', async () => {
    const smtp = await startSmtpSink();
    sinks.push(smtp);
    const t = await buildAuthApp(engine, {
      config: { smtpUrl: smtp.url, mailFrom: 'Voices <news@voices.example>' },
    });
    const email = 'grace@example.com';

    expect((await post(t.app, '/api/request-otp', { email })).statusCode).toBe(200);
    expect(smtp.delivered).toHaveLength(1);
    const [message] = smtp.delivered;
    expect(message!.from).toBe('news@voices.example');
    expect(message!.to).toEqual([email]);
    expect(message!.raw).toMatch(/^From: Voices <news@voices\.example>$/m);
    expect(message!.raw).toMatch(/^Subject: Your Voices verification code$/m);
    expect(message!.raw).toContain('text/plain');
    expect(message!.raw).toContain('text/html');

    const code = codeIn(message!.raw)!;
    const verified = await post(t.app, '/api/verify-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    const completed = await post(t.app, '/api/complete', {
      email,
      name: 'Grace',
      acceptTerms: true,
      acceptPrivacy: true,
      registrationToken: verified.json().registrationToken,
    });
    expect(completed.statusCode).toBe(201);
    await post(t.app, '/api/logout', {}, { token: completed.json().token });

    t.clock.advance(31_000);
    expect((await post(t.app, '/api/send-login-otp', { email })).statusCode).toBe(200);
    expect(smtp.delivered).toHaveLength(2);
    expect(smtp.delivered[1]!.raw).toMatch(/^Subject: Your Voices sign-in code$/m);
    const signedIn = await post(t.app, '/api/verify-login-otp', {
      email,
      otp: codeIn(smtp.delivered[1]!.raw)!,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);

    // With SMTP configured nothing is written to the outbox.
    expect(existsSync(path.join(t.config.dataDir, 'outbox'))).toBe(false);
  });

  it('says so when the server refuses the message, and lets the user try again at once', async () => {
    const smtp = await startSmtpSink();
    sinks.push(smtp);
    const t = await buildAuthApp(engine, { config: { smtpUrl: smtp.url } });
    smtp.control.refuseNext = 1;

    const failed = await post(t.app, '/api/request-otp', { email: 'grace@example.com' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailFailed });
    expect(await t.app.db.selectFrom('otp_challenges').select('id').execute()).toHaveLength(0);

    // The failed send does not count against the cooldown.
    const retried = await post(t.app, '/api/request-otp', { email: 'grace@example.com' });
    expect(retried.statusCode).toBe(200);
    expect(smtp.delivered).toHaveLength(1);
  });

  it('says so when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpSink();
    await smtp.close();
    const t = await buildAuthApp(engine, { config: { smtpUrl: smtp.url } });
    const res = await post(t.app, '/api/request-otp', { email: 'grace@example.com' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(AUTH_MESSAGES.emailFailed);
  });
});
