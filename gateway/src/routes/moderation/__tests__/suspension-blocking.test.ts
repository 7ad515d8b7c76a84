import { MODERATION_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import { login } from '../../auth/__tests__/auth-helpers';
import { follow, notificationsOf } from '../../users/__tests__/social-helpers';
import {
  buildModerationApp,
  call,
  createModerator,
  createUser,
  report,
  storyBy,
} from './moderation-helpers';

describeEachEngine('suspension', (engine) => {
  it('ends the sessions; the member signs in and reads, but cannot publish, edit, follow or report', async () => {
    const t = await buildModerationApp(engine);
    const mod = await createModerator(t);
    const member = await createUser(t, 'Sam', { email: 'sam@example.com' });
    const other = await createUser(t, 'Other');
    const own = await storyBy(t, member, 'Sam writes');
    const theirs = await storyBy(t, other, 'Other writes');

    const self = await call(t.app, 'POST', `/api/moderation/users/${mod.id}/suspend`, mod, {
      reason: 'x',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MODERATION_MESSAGES.cannotModerateSelf);
    const noReason = await call(t.app, 'POST', `/api/moderation/users/${member.id}/suspend`, mod, {
      reason: '',
    });
    expect(noReason.json().message).toBe(MODERATION_MESSAGES.reasonRequired);

    const res = await call(t.app, 'POST', `/api/moderation/users/${member.id}/suspend`, mod, {
      reason: 'Repeated harassment',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MODERATION_MESSAGES.memberSuspended);
    expect((await call(t.app, 'GET', '/api/users/me', member)).statusCode).toBe(401);

    const token = await login(t, 'sam@example.com');
    const sam = { ...member, token };
    const me = await call(t.app, 'GET', '/api/users/me', sam);
    expect(me.json().user.suspension).toEqual({
      reason: 'Repeated harassment',
      at: expect.any(String),
    });
    expect((await call(t.app, 'GET', `/api/contributions/${theirs}`, sam)).statusCode).toBe(200);
    const refusals = [
      await call(t.app, 'POST', '/api/contribute', sam, {
        title: 'New',
        content: 'A new story',
        category: 'Politics',
      }),
      await call(t.app, 'PUT', `/api/edit/${own}`, sam, { title: 'Edited', content: 'Edited' }),
      await follow(t.app, sam, other.id),
      await report(t, sam, 'story', theirs),
    ];
    for (const refused of refusals) {
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        MODERATION_MESSAGES.suspended,
      ]);
    }
    const profile = await call(t.app, 'GET', `/api/user/${member.id}`, mod);
    expect(profile.json().user.suspended).toBe(true);
    const publicProfile = await call(t.app, 'GET', `/api/user/${member.id}`, other);
    expect(publicProfile.json().user).not.toHaveProperty('suspended');

    const back = await call(t.app, 'POST', `/api/moderation/users/${member.id}/reinstate`, mod);
    expect(back.json().message).toBe(MODERATION_MESSAGES.memberReinstated);
    expect((await follow(t.app, sam, other.id)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me', sam)).json().user.suspension).toBeNull();
  });
});

describeEachEngine('blocking', (engine) => {
  it('ends follows, refuses the follow back, hides stories and notifications from the blocker', async () => {
    const t = await buildModerationApp(engine);
    const blocker = await createUser(t, 'Bea');
    const pest = await createUser(t, 'Pest');
    const friend = await createUser(t, 'Friend');
    await follow(t.app, pest, blocker.id);
    await follow(t.app, blocker, pest.id);
    await follow(t.app, friend, blocker.id);
    const pestStory = await storyBy(t, pest, 'Pest story about gardens');
    const friendStory = await storyBy(t, friend, 'Friend story about gardens');
    expect((await notificationsOf(t.app, blocker)).length).toBe(2);

    expect(
      (await call(t.app, 'POST', `/api/users/${blocker.id}/block`, blocker)).json().message,
    ).toBe(MODERATION_MESSAGES.cannotBlockSelf);
    expect(
      (await call(t.app, 'POST', `/api/users/aaaaaaaaaaaaaaaaaaaaaaaa/block`, blocker)).statusCode,
    ).toBe(404);
    const blocked = await call(t.app, 'POST', `/api/users/${pest.id}/block`, blocker);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({
      success: true,
      message: MODERATION_MESSAGES.blocked,
      blocked: true,
    });
    expect((await call(t.app, 'POST', `/api/users/${pest.id}/block`, blocker)).statusCode).toBe(
      200,
    );

    const follows = await t.app.db.selectFrom('follows').selectAll().execute();
    expect(follows.map((f) => [f.follower_id, f.followee_id])).toEqual([[friend.id, blocker.id]]);
    const again = await follow(t.app, pest, blocker.id);
    expect([again.statusCode, again.json().message]).toEqual([
      403,
      MODERATION_MESSAGES.cannotFollow,
    ]);

    for (const url of [
      '/api/category/home',
      '/api/getContributions',
      '/api/search?q=gardens',
      '/api/news/related?keywords=gardens',
    ]) {
      const res = await call(t.app, 'GET', url, blocker);
      const body = res.json();
      const ids = (Array.isArray(body) ? body : body.results).map((a: { id: string }) => a.id);
      expect([url, ids.includes(friendStory), ids.includes(pestStory)]).toEqual([url, true, false]);
      const open = await call(t.app, 'GET', url, null);
      const openBody = open.json();
      const openIds = (Array.isArray(openBody) ? openBody : openBody.results).map(
        (a: { id: string }) => a.id,
      );
      expect([url, openIds.includes(pestStory)]).toEqual([url, true]);
    }

    const notes = await notificationsOf(t.app, blocker);
    expect(notes.map((n) => n.actorId ?? n.actor)).not.toContain(pest.id);
    expect(notes).toHaveLength(1);
    const unread = await call(t.app, 'GET', '/api/notifications/unread-count', blocker);
    expect(unread.json().unreadCount).toBe(1);

    const profile = await call(t.app, 'GET', `/api/user/${pest.id}`, blocker);
    expect(profile.json().user.blockedByMe).toBe(true);
    expect((await call(t.app, 'GET', `/api/user/${pest.id}`, null)).json().user).not.toHaveProperty(
      'blockedByMe',
    );
    const list = await call(t.app, 'GET', '/api/users/me/blocked', blocker);
    expect(list.json()).toEqual({
      success: true,
      users: [{ id: pest.id, name: 'Pest', photo: '', blockedAt: expect.any(String) }],
    });

    const unblocked = await call(t.app, 'DELETE', `/api/users/${pest.id}/block`, blocker);
    expect(unblocked.json()).toEqual({
      success: true,
      message: MODERATION_MESSAGES.unblocked,
      blocked: false,
    });
    expect((await follow(t.app, pest, blocker.id)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me/blocked', blocker)).json().users).toEqual([]);
  });
});
