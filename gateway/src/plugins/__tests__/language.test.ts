import {
  AUTH_MESSAGES,
  HTTP_MESSAGES,
  MODERATION_MESSAGES,
  STORY_MESSAGES,
  followMessages,
} from '@voices/contracts';
import { MESSAGE_CATALOGUES } from '@voices/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { buildAuthApp } from '../../routes/auth/__tests__/auth-helpers';
import { STORY_FIELDS, multipart, png } from '../../routes/contributions/__tests__/story-helpers';
import { createUser, follow, unfollow } from '../../routes/users/__tests__/social-helpers';
import { describeEachEngine } from '../../testing';

const HINDI = 'hi-IN,hi;q=0.9,en;q=0.8';

const varies = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase());

function postAs(app: FastifyInstance, url: string, body: object, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url, payload: body, headers });
}

/** The message of the catalogue with its values written in, as the reader sees it. */
function said(language: keyof typeof MESSAGE_CATALOGUES, key: string, values = {}): string {
  const message = (MESSAGE_CATALOGUES[language] as Record<string, string>)[key]!;
  return Object.entries(values).reduce<string>(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    message,
  );
}

describeEachEngine('answers in the reader’s language', (engine) => {
  it('says an error in Hindi for hi-IN, and in English without the header', async () => {
    const { app } = await buildAuthApp(engine);
    const body = { email: 'not-an-address' };

    const hindi = await postAs(app, '/api/request-otp', body, { 'accept-language': HINDI });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({ success: false, message: said('hi', 'auth.emailInvalid') });
    expect(hindi.json().message).toBe('कृपया एक मान्य ईमेल पता दर्ज करें।');
    expect(varies(hindi.headers.vary)).toContain('accept-language');

    const plain = await postAs(app, '/api/request-otp', body, {});
    expect(plain.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailInvalid });
    expect(varies(plain.headers.vary)).toContain('accept-language');

    // The first of the ten content languages the reader accepts; none of them: English.
    const tamil = await postAs(app, '/api/request-otp', body, {
      'accept-language': 'fr-FR, ta;q=0.7, hi;q=0.5',
    });
    expect(tamil.json().message).toBe(said('ta', 'auth.emailInvalid'));
    const french = await postAs(app, '/api/request-otp', body, {
      'accept-language': 'fr-FR, de;q=0.8',
    });
    expect(french.json().message).toBe(AUTH_MESSAGES.emailInvalid);
    const refused = await postAs(app, '/api/request-otp', body, {
      'accept-language': 'hi;q=0, bn;q=0.4',
    });
    expect(refused.json().message).toBe(said('bn', 'auth.emailInvalid'));
  });

  it('says the success messages too', async () => {
    const t = await buildAuthApp(engine);
    const ada = await createUser(t, 'Ada Rao');
    const res = await postAs(
      t.app,
      '/api/logout',
      {},
      { authorization: `Bearer ${ada.token}`, 'accept-language': 'bn' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: said('bn', 'auth.loggedOut') });
  });

  it('writes the values of a message into its translation: a name, a wait', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const inHindi = { authorization: `Bearer ${ben.token}`, 'accept-language': HINDI };

    const followed = await t.app.inject({
      method: 'POST',
      url: `/api/user/${asha.id}/follow`,
      headers: inHindi,
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.json().message).toBe('अब आप Asha Rao को फ़ॉलो कर रहे हैं');
    const unfollowed = await t.app.inject({
      method: 'POST',
      url: `/api/user/${asha.id}/unfollow`,
      headers: { ...inHindi, 'accept-language': 'te' },
    });
    expect(unfollowed.json().message).toBe(said('te', 'users.unfollowed', { name: 'Asha Rao' }));
    // In English the message is the constant's, word for word.
    expect((await follow(t.app, ben, asha.id)).json().message).toBe(
      followMessages.followed('Asha Rao'),
    );
    expect((await unfollow(t.app, ben, asha.id)).json().message).toBe(
      followMessages.unfollowed('Asha Rao'),
    );

    // A 429 re-says its wait in the language: 30 seconds.
    const email = 'wait@example.com';
    expect((await postAs(t.app, '/api/request-otp', { email }, {})).statusCode).toBe(200);
    const hindi = await postAs(t.app, '/api/request-otp', { email }, { 'accept-language': HINDI });
    expect(hindi.statusCode).toBe(429);
    expect(hindi.headers['retry-after']).toBe('30');
    expect(hindi.json().message).toBe('नया OTP मँगाने से पहले कृपया 30 सेकंड प्रतीक्षा करें।');
    const tamil = await postAs(t.app, '/api/request-otp', { email }, { 'accept-language': 'ta' });
    expect(tamil.json().message).toBe(
      said('ta', 'auth.cooldown', {
        wait: new Intl.NumberFormat('ta', {
          style: 'unit',
          unit: 'second',
          unitDisplay: 'long',
        }).format(30),
      }),
    );
    t.clock.advance(12_000);
    const english = await postAs(t.app, '/api/request-otp', { email }, {});
    expect(english.json().message).toBe('Please wait 18 seconds before requesting a new OTP.');
  });

  it('says a name exactly as it was written, escapes and all', async () => {
    const t = await buildAuthApp(engine);
    const odd = await createUser(t, 'Zed \\u0041 {name} <b>');
    const ben = await createUser(t, 'Ben Okafor');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${odd.id}/follow`,
      headers: { authorization: `Bearer ${ben.token}`, 'accept-language': 'hi' },
    });
    expect(res.json().message).toBe(
      said('hi', 'users.followed', { name: 'Zed \\u0041 {name} <b>' }),
    );
  });

  it('says the messages a schema answers in the spec’s words', async () => {
    const t = await buildAuthApp(engine);
    const ada = await createUser(t, 'Ada Reporter');
    const fields: Record<string, string> = { ...STORY_FIELDS };
    delete fields.category;
    const form = await multipart(fields, [{ bytes: await png() }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contribute',
      headers: { ...form.headers, authorization: `Bearer ${ada.token}`, 'accept-language': 'gu' },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: said('gu', 'stories.categoryRequired') });
    expect(STORY_MESSAGES.categoryRequired).toBe(MESSAGE_CATALOGUES.en['stories.categoryRequired']);
  });

  it('sends any other text as it is, and a path that is not there in the language', async () => {
    const { app } = await buildAuthApp(engine);
    const missing = await postAs(app, '/api/request-otp', {}, { 'accept-language': 'hi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid request body: email is required');
    expect(varies(missing.headers.vary)).not.toContain('accept-language');

    const notFound = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'mr' },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ success: false, message: said('mr', 'http.notFound') });
    const english = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(english.json()).toEqual({ success: false, message: HTTP_MESSAGES.notFound });

    const unsubscribe = await app.inject({
      method: 'POST',
      url: '/api/email/unsubscribe?token=nonsense',
      headers: { 'accept-language': 'kn' },
    });
    expect(unsubscribe.json().message).toBe(said('kn', 'moderation.invalidUnsubscribe'));
    expect(MODERATION_MESSAGES.invalidUnsubscribe).toBe(
      MESSAGE_CATALOGUES.en['moderation.invalidUnsubscribe'],
    );
  });

  it('keeps a member’s language: set at sign-in, changed by a request in another one', async () => {
    const t = await buildAuthApp(engine);
    const ada = await createUser(t, 'Ada Rao');
    const languageOf = async () =>
      (
        await t.app.db
          .selectFrom('users')
          .select('language')
          .where('id', '=', ada.id)
          .executeTakeFirstOrThrow()
      ).language;
    const get = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/me/email-preferences',
        headers: { authorization: `Bearer ${ada.token}`, ...headers },
      });

    expect(await languageOf()).toBe('en');
    expect((await get({ 'accept-language': 'ml-IN' })).statusCode).toBe(200);
    expect(await languageOf()).toBe('ml');
    // No header, or none of the ten: the member's language stays.
    await get({});
    await get({ 'accept-language': 'fr' });
    expect(await languageOf()).toBe('ml');
    await get({ 'accept-language': 'en-GB' });
    expect(await languageOf()).toBe('en');
  });
});
