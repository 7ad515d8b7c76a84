import { MODERATION_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import { addStory } from '../../../testing/news-fixtures';
import { startSmtpSink, type Delivered } from '../../../testing/smtp-sink';
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

/** The raw message as one line per header field and the body with soft line breaks joined. */
const unfolded = (mail: Delivered) => mail.raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

function unsubscribeUrl(mail: Delivered): string {
  const match = /^List-Unsubscribe: <([^>]+)>$/m.exec(unfolded(mail));
  if (!match) throw new Error(`no List-Unsubscribe in:\n${mail.raw}`);
  return match[1]!;
}

describeEachEngine('e-mail notifications', (engine) => {
  it('keeps every e-mail off until the member switches it on, and saves each switch', async () => {
    const { t } = await setUp(engine);
    const asha = await createUser(t, 'Asha Rao');

    let res = await call(t.app, 'GET', '/api/users/me/email-preferences', asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      preferences: { newFollower: false, digest: false },
    });

    res = await call(t.app, 'PUT', '/api/users/me/email-preferences', asha, { digest: true });
    expect(res.json().preferences).toEqual({ newFollower: false, digest: true });
    res = await call(t.app, 'PUT', '/api/users/me/email-preferences', asha, { newFollower: true });
    expect(res.json().preferences).toEqual({ newFollower: true, digest: true });
    res = await call(t.app, 'GET', '/api/users/me/email-preferences', asha);
    expect(res.json().preferences).toEqual({ newFollower: true, digest: true });

    res = await call(t.app, 'PUT', '/api/users/me/email-preferences', asha, { digest: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect((await call(t.app, 'GET', '/api/users/me/email-preferences')).statusCode).toBe(401);
  });

  it('e-mails a new follower only to a member who asked, with a one-click unsubscribe', async () => {
    const { t, smtp } = await setUp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const chen = await createUser(t, 'Chen Li');

    // Off by default: Ben follows Asha and nothing is sent.
    expect((await follow(t.app, ben, asha.id)).statusCode).toBe(200);
    await t.app.emailNotifications.idle();
    expect(smtp.delivered).toHaveLength(0);

    await call(t.app, 'PUT', '/api/users/me/email-preferences', asha, { newFollower: true });
    expect((await follow(t.app, chen, asha.id)).statusCode).toBe(200);
    await t.app.emailNotifications.idle();
    expect(smtp.delivered).toHaveLength(1);
    const mail = smtp.delivered[0]!;
    expect(mail.to).toEqual([asha.email]);
    const raw = unfolded(mail);
    expect(raw).toMatch(/^Subject: Chen Li is now following you on Voices$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toContain(`${PUBLIC_URL}/profile/${chen.id}`);

    // RFC 8058: the mail app posts to the link and the e-mail is off.
    const link = new URL(unsubscribeUrl(mail));
    expect(link.origin).toBe(PUBLIC_URL);
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    // Opening the page changed nothing.
    let prefs = await call(t.app, 'GET', '/api/users/me/email-preferences', asha);
    expect(prefs.json().preferences.newFollower).toBe(true);

    const posted = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ success: true, message: MODERATION_MESSAGES.unsubscribed });
    prefs = await call(t.app, 'GET', '/api/users/me/email-preferences', asha);
    expect(prefs.json().preferences).toEqual({ newFollower: false, digest: false });

    const dan = await createUser(t, 'Dan Ito');
    await follow(t.app, dan, asha.id);
    await t.app.emailNotifications.idle();
    expect(smtp.delivered).toHaveLength(1);
  });

  it('refuses an unsubscribe token it did not make, and changes nothing', async () => {
    const { t } = await setUp(engine);
    const asha = await createUser(t, 'Asha Rao');
    await call(t.app, 'PUT', '/api/users/me/email-preferences', asha, { digest: true });
    for (const token of [`${asha.id}.digest.forged`, `${asha.id}.everything.x`, 'nonsense']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MODERATION_MESSAGES.invalidUnsubscribe);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/email/unsubscribe?token=nonsense',
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(MODERATION_MESSAGES.invalidUnsubscribe);
    const prefs = await call(t.app, 'GET', '/api/users/me/email-preferences', asha);
    expect(prefs.json().preferences.digest).toBe(true);
  });

  it('sends one daily digest of the new stories by the authors a member follows', async () => {
    const { t, smtp } = await setUp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const chen = await createUser(t, 'Chen Li');
    const stranger = await createUser(t, 'Erin Stone');
    await follow(t.app, asha, ben.id);
    await follow(t.app, asha, chen.id);
    await call(t.app, 'PUT', '/api/users/me/email-preferences', asha, { digest: true });
    // A story from before the digest was switched on is not news.
    await addStory(t.app, {
      authorId: ben.id,
      title: 'Old news',
      createdAt: new Date(t.clock().getTime() - 60_000).toISOString(),
    });
    // Nothing new yet: no e-mail, and the day is claimed.
    t.clock.advance(60_000);
    expect(await t.app.emailNotifications.runDigests()).toEqual({ sent: 0, empty: 1, failed: 0 });

    t.clock.advance(24 * 3600_000);
    const at = (minutes: number) => new Date(t.clock().getTime() - minutes * 60_000).toISOString();
    await addStory(t.app, {
      authorId: ben.id,
      title: 'Bridge reopens',
      summary: 'Traffic flows.',
      createdAt: at(30),
    });
    await addStory(t.app, { authorId: chen.id, title: 'Market day', createdAt: at(20) });
    await addStory(t.app, { authorId: stranger.id, title: 'Not followed', createdAt: at(10) });
    const hidden = await addStory(t.app, {
      authorId: ben.id,
      title: 'Taken down',
      createdAt: at(5),
    });
    await t.app.db
      .updateTable('stories')
      .set({ hidden_at: at(1), hidden_reason: 'Spam' })
      .where('id', '=', hidden)
      .execute();

    // Two gateways looking at once send one digest.
    const [one, two] = await Promise.all([
      t.app.emailNotifications.runDigests(),
      t.app.emailNotifications.runDigests(),
    ]);
    expect(one.sent + two.sent).toBe(1);
    expect(smtp.delivered).toHaveLength(1);
    const raw = unfolded(smtp.delivered[0]!);
    expect(smtp.delivered[0]!.to).toEqual([asha.email]);
    expect(raw).toMatch(/^Subject: 2 new stories from authors you follow$/m);
    expect(raw).toContain('Bridge reopens');
    expect(raw).toContain('Market day');
    expect(raw).not.toContain('Not followed');
    expect(raw).not.toContain('Old news');
    expect(raw).not.toContain('Taken down');
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/voices\.example\/api\/email\/unsubscribe\?token=/m,
    );

    // The same day again: nothing more.
    expect((await t.app.emailNotifications.runDigests()).sent).toBe(0);

    // The next day lists only what is new since.
    t.clock.advance(24 * 3600_000);
    await addStory(t.app, {
      authorId: chen.id,
      title: 'Rain at last',
      createdAt: at(5),
    });
    expect((await t.app.emailNotifications.runDigests()).sent).toBe(1);
    const next = unfolded(smtp.delivered[1]!);
    expect(next).toMatch(/^Subject: A new story from an author you follow: Rain at last$/m);
    expect(next).not.toContain('Bridge reopens');
  });

  it('tries a digest again on the next round when the mail server refused it', async () => {
    const { t, smtp } = await setUp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    await follow(t.app, asha, ben.id);
    await call(t.app, 'PUT', '/api/users/me/email-preferences', asha, { digest: true });
    t.clock.advance(60_000);
    await addStory(t.app, {
      authorId: ben.id,
      title: 'Bridge reopens',
      createdAt: t.clock().toISOString(),
    });
    t.clock.advance(1000);

    smtp.control.refuseNext = 1;
    expect(await t.app.emailNotifications.runDigests()).toEqual({ sent: 0, empty: 0, failed: 1 });
    expect(await t.app.emailNotifications.runDigests()).toEqual({ sent: 1, empty: 0, failed: 0 });
    expect(smtp.delivered).toHaveLength(1);
    expect(unfolded(smtp.delivered[0]!)).toContain('Bridge reopens');
  });
});
