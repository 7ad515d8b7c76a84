import { AUTH_MESSAGES, FOLLOWS_PER_DAY, followMessages, USER_MESSAGES } from '@voices/contracts';
import { DAY, HOUR } from '../../../lib/clock';
import { newId } from '../../../lib/ids';
import { describeEachEngine } from '../../../testing';
import { followLimitKey } from '..';
import {
  buildAuthApp,
  call,
  createUser,
  follow,
  notificationsOf,
  unfollow,
} from './social-helpers';

describeEachEngine('follow and unfollow', (engine) => {
  it('follows, answers the counts of the user followed, and tells them once', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const cleo = await createUser(t, 'Cleo Park');

    let res = await follow(t.app, asha, ben.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: followMessages.followed('Ben Okafor'),
      following: true,
      followersCount: 1,
      followingCount: 0,
    });
    t.clock.advance(1000);
    await follow(t.app, ben, cleo.id);
    t.clock.advance(1000);
    await follow(t.app, cleo, ben.id);

    // A repeat changes nothing and notifies nobody.
    res = await follow(t.app, asha, ben.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: followMessages.alreadyFollowing('Ben Okafor'),
      following: true,
      followersCount: 2,
      followingCount: 1,
    });

    const notes = await notificationsOf(t.app, ben);
    expect(notes.map((n) => n.message)).toEqual([
      'Cleo Park started following you',
      'Asha Rao started following you',
    ]);
    expect(notes[1]).toMatchObject({
      type: 'follow',
      read: false,
      userId: ben.id,
      actor: { _id: asha.id, name: 'Asha Rao', photo: '' },
      author: { name: 'Asha Rao', photo: '' },
      newsId: null,
    });
    expect(await notificationsOf(t.app, asha)).toEqual([]);

    const profile = await call(t.app, 'GET', `/api/user/${ben.id}`);
    expect(profile.json().user).toMatchObject({
      followers: [asha.id, cleo.id],
      following: [cleo.id],
      followersCount: 2,
      followingCount: 1,
    });
  });

  it('unfollows idempotently, with an unfollow notification only when something changed', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');

    let res = await unfollow(t.app, asha, ben.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: followMessages.notFollowing('Ben Okafor'),
      following: false,
      followersCount: 0,
      followingCount: 0,
    });
    expect(await notificationsOf(t.app, ben)).toEqual([]);

    await follow(t.app, asha, ben.id);
    t.clock.advance(1000);
    res = await unfollow(t.app, asha, ben.id);
    expect(res.json()).toEqual({
      success: true,
      message: followMessages.unfollowed('Ben Okafor'),
      following: false,
      followersCount: 0,
      followingCount: 0,
    });
    res = await unfollow(t.app, asha, ben.id);
    expect(res.json().message).toBe(followMessages.notFollowing('Ben Okafor'));

    const notes = await notificationsOf(t.app, ben);
    expect(notes.map((n) => [n.type, n.message])).toEqual([
      ['unfollow', 'Asha Rao stopped following you'],
      ['follow', 'Asha Rao started following you'],
    ]);
    const me = await call(t.app, 'GET', '/api/users/me', asha);
    expect(me.json().user.following).toEqual([]);
  });

  it('refuses yourself, malformed and unknown ids, and anonymous callers', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');

    for (const [res, status, message] of [
      [await follow(t.app, asha, asha.id), 400, USER_MESSAGES.cannotFollowSelf],
      [await follow(t.app, asha, asha.id.toUpperCase()), 400, USER_MESSAGES.cannotFollowSelf],
      [await unfollow(t.app, asha, asha.id), 400, USER_MESSAGES.cannotUnfollowSelf],
      [await follow(t.app, asha, 'not-an-id'), 400, USER_MESSAGES.invalidId],
      [await unfollow(t.app, asha, '665f1c2a9b3e4d5f6a7b8c9'), 400, USER_MESSAGES.invalidId],
      [await follow(t.app, asha, newId()), 404, USER_MESSAGES.notFound],
      [await unfollow(t.app, asha, newId()), 404, USER_MESSAGES.notFound],
      [await call(t.app, 'POST', `/api/user/${asha.id}/follow`), 401, AUTH_MESSAGES.loginRequired],
    ] as const) {
      expect([res.statusCode, res.json()]).toEqual([status, { success: false, message }]);
    }
    const rows = await t.app.db.selectFrom('follows').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it(`allows ${FOLLOWS_PER_DAY} new follows a day, counted in the database`, async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const others = await Promise.all(
      ['Ben', 'Cleo', 'Dev', 'Eli'].map((name) => createUser(t, name)),
    );
    const [ben, cleo, dev, eli] = others as [
      (typeof others)[0],
      (typeof others)[0],
      (typeof others)[0],
      (typeof others)[0],
    ];

    // Two follows today, then the count is moved to two short of the cap, as 498 more would.
    expect((await follow(t.app, asha, ben.id)).statusCode).toBe(200);
    t.clock.advance(HOUR);
    expect((await follow(t.app, asha, cleo.id)).statusCode).toBe(200);
    await t.app.db
      .updateTable('auth_limits')
      .set({ failures: FOLLOWS_PER_DAY - 1 })
      .where('key', '=', followLimitKey(asha.id))
      .execute();

    expect((await follow(t.app, asha, dev.id)).statusCode).toBe(200);
    // Repeats and unfollows do not count.
    expect((await follow(t.app, asha, dev.id)).statusCode).toBe(200);
    expect((await unfollow(t.app, asha, dev.id)).statusCode).toBe(200);

    let res = await follow(t.app, asha, eli.id);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: followMessages.dailyCap('23 hours'),
    });
    expect(res.headers['retry-after']).toBe(String(23 * 3600));
    expect(await notificationsOf(t.app, eli)).toEqual([]);

    // Another user has a day of their own.
    expect((await follow(t.app, ben, eli.id)).statusCode).toBe(200);

    // The window opened with the first follow; a day later it starts again.
    t.clock.advance(DAY - HOUR);
    res = await follow(t.app, asha, eli.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().followersCount).toBe(2);
  });
});
