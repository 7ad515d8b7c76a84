import en from '../../../locales/en.json';
import hi from '../../../locales/hi.json';
import kn from '../../../locales/kn.json';
import ta from '../../../locales/ta.json';
import bn from '../../../locales/bn.json';
import { describeEachEngine } from '../../../testing';
import { readMail } from '../../../testing/mail-text';
import { startSmtpSink } from '../../../testing/smtp-sink';
import { addStory } from '../../../testing/news-fixtures';
import { buildAuthApp, call, createUser, follow } from '../../users/__tests__/social-helpers';

const PUBLIC_URL = 'https://voices.example';
const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const sink of sinks.splice(0)) await sink.close();
});

async function setUp(engine: Parameters<typeof buildAuthApp>[0]) {
  const smtp = await startSmtpSink();
  sinks.push(smtp);
  const t = await buildAuthApp(engine, { config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL } });
  return { t, smtp };
}

const fill = (message: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), message);

describeEachEngine('e-mails in the reader’s language', (engine) => {
  it('e-mails a sign-in code in Tamil to a request in Tamil, and keeps Tamil as the member’s', async () => {
    const { t, smtp } = await setUp(engine);
    const ada = await createUser(t, 'Ada Rao', { email: 'ada@example.com' });
    const tamil = { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.5' };

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-login-otp',
      headers: tamil,
      payload: { email: ada.email },
    });
    expect(sent.statusCode).toBe(200);
    expect(smtp.delivered).toHaveLength(1);
    const mail = readMail(smtp.delivered[0]!.raw);
    expect(mail.subject).toBe(ta['otp.login.subject']);
    expect(mail.subject).toBe('உங்கள் Voices உள்நுழைவுக் குறியீடு');
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="ta">/);
    expect(mail.html).toContain(ta['otp.ignore']);
    expect(mail.html).toContain(ta['email.tagline']);
    expect(mail.text).toContain(fill(ta['otp.validity'], { minutes: '10' }));
    const code = new RegExp(`${ta['otp.login.lead']} (\\d{4})`).exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    // Nothing English is left in it.
    expect(mail.text).not.toContain(en['otp.ignore']);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-login-otp',
      headers: tamil,
      payload: { email: ada.email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('ta');
  });

  it('registers a member in the language of the registration, with its code e-mail in it', async () => {
    const { t, smtp } = await setUp(engine);
    const email = 'meera@example.com';
    const hindi = { 'accept-language': 'hi' };
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/request-otp',
      headers: hindi,
      payload: { email },
    });
    expect(requested.statusCode).toBe(200);
    const mail = readMail(smtp.delivered[0]!.raw);
    expect(mail.subject).toBe(hi['otp.register.subject']);
    expect(mail.html).toContain('<html lang="hi">');
    const code = new RegExp(`${hi['otp.register.lead']} (\\d{4})`).exec(mail.text)?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      headers: hindi,
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/complete',
      headers: hindi,
      payload: {
        email,
        name: 'Meera',
        acceptTerms: true,
        acceptPrivacy: true,
        registrationToken: verified.json().registrationToken,
      },
    });
    expect(completed.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('hi');
  });

  it('tells a member of a new follower in the member’s language, whatever the follower reads', async () => {
    const { t, smtp } = await setUp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const chen = await createUser(t, 'Chen Li');
    // Asha reads Kannada: her signed-in request says so once.
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/email-preferences',
      headers: { authorization: `Bearer ${asha.token}`, 'accept-language': 'kn' },
      payload: { newFollower: true },
    });
    // Chen follows her from an English page.
    const followed = await t.app.inject({
      method: 'POST',
      url: `/api/user/${asha.id}/follow`,
      headers: { authorization: `Bearer ${chen.token}`, 'accept-language': 'en-US' },
    });
    expect(followed.json().message).toBe('You are now following Asha Rao');
    await t.app.emailNotifications.idle();
    expect(smtp.delivered).toHaveLength(1);
    const mail = readMail(smtp.delivered[0]!.raw);
    expect(smtp.delivered[0]!.to).toEqual([asha.email]);
    expect(mail.subject).toBe(fill(kn['follower.subject'], { name: 'Chen Li' }));
    expect(mail.html).toContain('<html lang="kn">');
    expect(mail.text).toContain(fill(kn['follower.lead'], { name: 'Chen Li' }));
    expect(mail.text).toContain(kn['footer.reason.newFollower']);
    expect(mail.html).toContain(`>${kn['footer.stopLink']}</a>`);
    expect(mail.text).toContain(
      fill(kn['follower.profileText'], { url: `${PUBLIC_URL}/profile/${chen.id}` }),
    );
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/voices\.example\/api\/email\/unsubscribe\?token=/,
    );

    // The unsubscribe page speaks the language of the browser that opens it.
    const link = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    const page = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { 'accept-language': 'kn' },
    });
    expect(page.body).toContain('<html lang="kn">');
    expect(page.body).toContain(kn['unsubscribe.confirm.newFollower']);
    expect(page.body).toContain(`>${kn['unsubscribe.button']}</button>`);
  });

  it('sends the daily digest in each member’s language', async () => {
    const { t, smtp } = await setUp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    await follow(t.app, asha, ben.id);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/email-preferences',
      headers: { authorization: `Bearer ${asha.token}`, 'accept-language': 'bn-IN' },
      payload: { digest: true },
    });
    t.clock.advance(5 * 60_000);
    const at = (minutes: number) => new Date(t.clock().getTime() - minutes * 60_000).toISOString();
    await addStory(t.app, { authorId: ben.id, title: 'Bridge reopens', createdAt: at(1) });
    expect((await t.app.emailNotifications.runDigests()).sent).toBe(1);
    const mail = readMail(smtp.delivered[0]!.raw);
    expect(mail.subject).toBe(fill(bn['digest.subjectOne'], { title: 'Bridge reopens' }));
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.text).toContain(bn['digest.leadOne']);
    expect(mail.text).toContain(fill(bn['digest.byline'], { name: 'Ben Okafor' }));
    expect(mail.text).toContain(bn['footer.reason.digest']);
    // Nobody else's e-mails changed language: English stays English.
    await call(t.app, 'GET', '/api/users/me/email-preferences', ben);
    expect(
      (
        await t.app.db
          .selectFrom('users')
          .select('language')
          .where('id', '=', ben.id)
          .executeTakeFirstOrThrow()
      ).language,
    ).toBe('en');
  });
});
