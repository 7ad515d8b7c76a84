import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES, MODERATION_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import { latestCode, outbox, post, register, wrong } from '../../auth/__tests__/auth-helpers';
import { follow, notificationsOf } from '../../users/__tests__/social-helpers';
import {
  buildModerationApp,
  call,
  createModerator,
  createUser,
  storyBy,
} from './moderation-helpers';

const EMAIL = 'leaving@example.com';
/** A name as the upload store gives its files (it removes nothing else). */
const PICTURE = `${randomBytes(16).toString('hex')}.jpg`;

describeEachEngine('deleting an account', (engine) => {
  it('takes a code by e-mail, then deletes the member, their stories and files; the address is free again', async () => {
    const t = await buildModerationApp(engine);
    const registered = await register(t, EMAIL, 'Lea Ving');
    const me = { id: registered.user.id, token: registered.token, name: 'Lea Ving', email: EMAIL };
    const other = await createUser(t, 'Stays');
    const mod = await createModerator(t);

    // A story with its picture on disk, follows both ways, a saved story, a draft, a block, a report.
    const uploads = path.join(t.config.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, PICTURE), 'jpeg bytes');
    const storyId = await storyBy(t, me, 'My story that goes with me');
    await t.app.db
      .insertInto('story_media')
      .values({
        story_id: storyId,
        position: 0,
        file_name: PICTURE,
        thumbnail_name: null,
        width: null,
        height: null,
      })
      .execute();
    const otherStory = await storyBy(t, other, 'A story that stays');
    await follow(t.app, me, other.id);
    await follow(t.app, other, me.id);
    await call(t.app, 'PUT', `/api/users/me/saved/${otherStory}`, me);
    await call(t.app, 'PUT', `/api/users/me/saved/${storyId}`, other);
    await call(t.app, 'PUT', '/api/drafts/compose', me, { title: 'Unsent' });
    await call(t.app, 'POST', `/api/users/${mod.id}/block`, me);
    await call(t.app, 'POST', '/api/reports', me, {
      targetType: 'story',
      targetId: otherStory,
      reason: 'spam',
    });
    // A moderator's deletion keeps the log: make the leaving member one and let them act.
    await t.app.db
      .updateTable('users')
      .set({ role: 'moderator' })
      .where('id', '=', me.id)
      .execute();
    await call(t.app, 'POST', `/api/moderation/stories/${otherStory}/label`, me, {
      label: 'verified',
    });
    expect((await notificationsOf(t.app, other)).length).toBeGreaterThan(0);

    const sent = await call(t.app, 'POST', '/api/users/me/delete-code', me);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(MODERATION_MESSAGES.deleteCodeSent);
    const mail = outbox(t.config).at(-1)!;
    expect(mail.to).toBe(EMAIL);
    expect(mail.subject).toBe('Your code to delete your Voices account');
    const code = latestCode(t.config, EMAIL);

    const refused = await call(t.app, 'DELETE', '/api/users/me', me, { otp: wrong(code) });
    expect([refused.statusCode, refused.json().message]).toEqual([400, AUTH_MESSAGES.otpInvalid]);
    expect((await call(t.app, 'GET', '/api/users/me', me)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', '/api/users/me', null, { otp: code })).statusCode).toBe(
      401,
    );

    const deleted = await call(t.app, 'DELETE', '/api/users/me', me, { otp: code });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(MODERATION_MESSAGES.accountDeleted);

    expect(existsSync(path.join(uploads, PICTURE))).toBe(false);
    expect((await call(t.app, 'GET', '/api/users/me', me)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/api/contributions/${storyId}`, null)).statusCode).toBe(404);
    const count = async (
      table: 'follows' | 'saved_stories' | 'drafts' | 'blocks' | 'reports' | 'sessions',
    ) => (await t.app.db.selectFrom(table).selectAll().execute()).length;
    expect(await count('follows')).toBe(0);
    expect(await count('saved_stories')).toBe(0);
    expect(await count('drafts')).toBe(0);
    expect(await count('blocks')).toBe(0);
    expect(await count('reports')).toBe(0);
    const notes = await t.app.db.selectFrom('notifications').selectAll().execute();
    expect(notes.filter((n) => n.actor_id === me.id || n.user_id === me.id)).toEqual([]);
    expect(await notificationsOf(t.app, other)).toEqual([]);
    const log = await t.app.db.selectFrom('moderation_log').selectAll().execute();
    expect(log.map((e) => [e.moderator_id, e.moderator_name, e.action])).toEqual([
      [null, 'Lea Ving', 'label'],
    ]);
    expect((await call(t.app, 'GET', `/api/contributions/${otherStory}`, null)).statusCode).toBe(
      200,
    );

    // Cannot sign in; the address registers again as a new account.
    const login = await post(t.app, '/api/send-login-otp', { email: EMAIL });
    expect([login.statusCode, login.json().message]).toEqual([404, AUTH_MESSAGES.noAccount]);
    t.clock.advance(60_000);
    const again = await register(t, EMAIL, 'Lea Again');
    expect(again.user.id).not.toBe(me.id);
  });
});
