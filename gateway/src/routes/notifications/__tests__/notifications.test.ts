import {
  AUTH_MESSAGES,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  USER_MESSAGES,
} from '@voices/contracts';
import { newId } from '../../../lib/ids';
import { describeEachEngine } from '../../../testing';
import { addStory } from '../../../testing/news-fixtures';
import type { AuthTestApp } from '../../auth/__tests__/auth-helpers';
import {
  buildAuthApp,
  call,
  createUser,
  follow,
  notificationsOf,
  type TestUser,
} from '../../users/__tests__/social-helpers';

/** `count` notifications for `user`, one second apart, oldest first; answers their ids. */
async function seed(t: AuthTestApp, user: TestUser, count: number, read = 0): Promise<string[]> {
  const ids: string[] = [];
  const rows = [];
  for (let i = 0; i < count; i++) {
    t.clock.advance(1000);
    const id = newId(t.clock());
    ids.push(id);
    rows.push({
      id,
      user_id: user.id,
      type: 'follow',
      message: `Note ${i}`,
      read,
      actor_id: null,
      news_id: null,
      created_at: t.clock().toISOString(),
    });
  }
  for (let i = 0; i < rows.length; i += 50) {
    await t.app.db
      .insertInto('notifications')
      .values(rows.slice(i, i + 50))
      .execute();
  }
  return ids;
}

describeEachEngine('notifications', (engine) => {
  it("lists the bearer's own, newest first, as an array with cursor and unread headers", async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const ids = await seed(t, asha, 120);
    await seed(t, ben, 3);

    let res = await call(t.app, 'GET', '/api/notifications', asha);
    expect(res.statusCode).toBe(200);
    let page = res.json();
    expect(Array.isArray(page)).toBe(true);
    expect(page).toHaveLength(NOTIFICATIONS_PAGE_DEFAULT);
    expect(page[0]).toEqual({
      _id: ids[119],
      userId: asha.id,
      type: 'follow',
      message: 'Note 119',
      read: false,
      createdAt: expect.any(String),
      actor: null,
      author: null,
      newsId: null,
    });
    expect(res.headers['x-unread-count']).toBe('120');
    expect(res.headers['x-next-cursor']).toBe(ids[70]);
    expect(res.headers['cache-control']).toBe('private, no-store');

    res = await call(t.app, 'GET', `/api/notifications?before=${ids[70]}&limit=30`, asha);
    page = res.json();
    expect(page.map((n: { _id: string }) => n._id)).toEqual(ids.slice(40, 70).reverse());
    expect(res.headers['x-next-cursor']).toBe(ids[40]);

    // The limit stops at 100; the last page has no cursor.
    res = await call(t.app, 'GET', '/api/notifications?limit=500', asha);
    expect(res.json()).toHaveLength(NOTIFICATIONS_PAGE_MAX);
    res = await call(t.app, 'GET', `/api/notifications?before=${ids[5]}`, asha);
    expect(res.json().map((n: { message: string }) => n.message)).toEqual([
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
      'Note 0',
    ]);
    expect(res.headers['x-next-cursor']).toBeUndefined();

    // A deleted notification still works as a cursor.
    await call(t.app, 'DELETE', `/api/notifications/${ids[5]}`, asha);
    res = await call(t.app, 'GET', `/api/notifications?before=${ids[5]}&limit=2`, asha);
    expect(res.json().map((n: { message: string }) => n.message)).toEqual(['Note 4', 'Note 3']);

    res = await call(t.app, 'GET', '/api/notifications?before=nope', asha);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      NOTIFICATION_MESSAGES.invalidCursor,
    ]);

    const bens = await notificationsOf(t.app, ben);
    expect(bens.map((n) => n.message)).toEqual(['Note 2', 'Note 1', 'Note 0']);

    res = await call(t.app, 'GET', '/api/notifications');
    expect([res.statusCode, res.json().message]).toEqual([401, AUTH_MESSAGES.loginRequired]);
  });

  it('answers GET /notifications/{userId} for the bearer only', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    await follow(t.app, ben, asha.id);

    let res = await call(t.app, 'GET', `/api/notifications/${asha.id}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((n: { message: string }) => n.message)).toEqual([
      'Ben Okafor started following you',
    ]);
    expect(res.headers['x-unread-count']).toBe('1');

    res = await call(t.app, 'GET', `/api/notifications/${asha.id}`, ben);
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { success: false, message: NOTIFICATION_MESSAGES.ownOnly },
    ]);
    res = await call(t.app, 'GET', '/api/notifications/not-an-id', ben);
    expect([res.statusCode, res.json().message]).toEqual([400, USER_MESSAGES.invalidId]);
    res = await call(t.app, 'GET', `/api/notifications/${asha.id}`);
    expect(res.statusCode).toBe(401);
  });

  it("marks read and deletes the bearer's own, and nobody else's", async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const [a1, a2, a3] = (await seed(t, asha, 3)) as [string, string, string];
    const [b1, b2] = (await seed(t, ben, 2)) as [string, string];
    const notFound = { success: false, message: NOTIFICATION_MESSAGES.notFound };

    // Ben cannot touch Asha's, whichever way he tries.
    for (const [method, url] of [
      ['PUT', `/api/notifications/${a1}/marks-read`],
      ['DELETE', `/api/notifications/${a1}`],
      ['PUT', `/api/notifications/${newId()}/marks-read`],
      ['DELETE', `/api/notifications/${newId()}`],
      ['PUT', '/api/notifications/junk/marks-read'],
      ['DELETE', '/api/notifications/junk'],
    ] as const) {
      const res = await call(t.app, method, url, ben);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, notFound]);
    }
    expect(await notificationsOf(t.app, asha)).toHaveLength(3);
    expect((await notificationsOf(t.app, asha)).every((n) => n.read === false)).toBe(true);

    let res = await call(t.app, 'PUT', `/api/notifications/${a2}/marks-read`, asha);
    expect(res.json()).toEqual({
      success: true,
      message: NOTIFICATION_MESSAGES.markedRead,
      count: 1,
      unreadCount: 2,
    });
    // Marking again is fine.
    res = await call(t.app, 'PUT', `/api/notifications/${a2}/marks-read`, asha);
    expect(res.json().unreadCount).toBe(2);
    expect((await notificationsOf(t.app, asha)).map((n) => [n._id, n.read])).toEqual([
      [a3, false],
      [a2, true],
      [a1, false],
    ]);

    // "Mark all" and "clear all" are routes of their own, not ids, and reach the bearer's only.
    res = await call(t.app, 'PUT', '/api/notifications/mark-all-read', ben);
    expect(res.json()).toEqual({
      success: true,
      message: NOTIFICATION_MESSAGES.allMarkedRead,
      count: 2,
      unreadCount: 0,
    });
    expect((await notificationsOf(t.app, asha)).filter((n) => !n.read)).toHaveLength(2);

    res = await call(t.app, 'DELETE', `/api/notifications/${a3}`, asha);
    expect(res.json()).toEqual({
      success: true,
      message: NOTIFICATION_MESSAGES.deleted,
      count: 1,
      unreadCount: 1,
    });
    res = await call(t.app, 'DELETE', `/api/notifications/${a3}`, asha);
    expect([res.statusCode, res.json()]).toEqual([404, notFound]);

    res = await call(t.app, 'DELETE', '/api/notifications/clear-all', ben);
    expect(res.json()).toEqual({
      success: true,
      message: NOTIFICATION_MESSAGES.cleared,
      count: 2,
      unreadCount: 0,
    });
    expect(await notificationsOf(t.app, ben)).toEqual([]);
    expect((await notificationsOf(t.app, asha)).map((n) => n._id)).toEqual([a2, a1]);
    res = await call(t.app, 'PUT', `/api/notifications/${b1}/marks-read`, ben);
    expect(res.statusCode).toBe(404);
    void b2;

    res = await call(t.app, 'GET', '/api/notifications/unread-count', asha);
    expect(res.json()).toEqual({ success: true, unreadCount: 1 });
    for (const [method, url] of [
      ['PUT', '/api/notifications/mark-all-read'],
      ['DELETE', '/api/notifications/clear-all'],
      ['DELETE', `/api/notifications/${a1}`],
    ] as const) {
      expect((await call(t.app, method, url)).statusCode).toBe(401);
    }
  });

  it('tells every follower when an author publishes, once, with the story filled in', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', {
      photo: '0123456789abcdef0123456789abcdef.png',
    });
    const followers = await Promise.all(['Ben', 'Cleo', 'Dev'].map((name) => createUser(t, name)));
    const stranger = await createUser(t, 'Stranger');
    for (const f of followers) await follow(t.app, f, asha.id);
    const content = 'Rain fell on the river all night. '.repeat(60);
    const storyId = await addStory(t.app, {
      authorId: asha.id,
      title: 'Floods in the valley',
      content,
      media: ['aaaa.jpg', 'bbbb.jpg'],
    });

    await t.app.domainEvents.emit('story:published', {
      storyId,
      authorId: asha.id,
      title: 'Floods in the valley',
    });
    // An event delivered twice makes no second notification.
    await t.app.domainEvents.emit('story:published', {
      storyId,
      authorId: asha.id,
      title: 'Floods in the valley',
    });

    const rows = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('type', '=', 'news_contribution')
      .execute();
    expect(rows.map((r) => r.user_id).sort()).toEqual(followers.map((f) => f.id).sort());
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    for (const row of rows) expect(row.id).toMatch(/^[0-9a-f]{24}$/);

    for (const f of followers) {
      const [note] = await notificationsOf(t.app, f);
      expect(note).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        userId: f.id,
        type: 'news_contribution',
        message: 'Asha Rao published "Floods in the valley"',
        read: false,
        createdAt: t.clock().toISOString(),
        actor: {
          _id: asha.id,
          name: 'Asha Rao',
          photo: '/uploads/0123456789abcdef0123456789abcdef.png',
        },
        author: { name: 'Asha Rao', photo: '/uploads/0123456789abcdef0123456789abcdef.png' },
        newsId: {
          _id: storyId,
          title: 'Floods in the valley',
          content: expect.stringMatching(/^Rain fell on the river all night\. Rain/),
          media: ['aaaa.jpg', 'bbbb.jpg'],
          createdAt: expect.any(String),
        },
      });
      expect((note!.newsId as { content: string }).content.length).toBeLessThanOrEqual(1000);
    }
    expect(await notificationsOf(t.app, stranger)).toEqual([]);
    expect((await notificationsOf(t.app, asha)).map((n) => n.type)).toEqual([
      'follow',
      'follow',
      'follow',
    ]);

    // Deleting the story takes its notifications with it.
    await t.app.db.deleteFrom('stories').where('id', '=', storyId).execute();
    expect(await notificationsOf(t.app, followers[0]!)).toHaveLength(0);
  });
});
