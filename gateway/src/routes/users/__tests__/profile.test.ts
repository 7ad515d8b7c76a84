import { PROFILE_STORIES_LIMIT, USER_MESSAGES, USERS_BY_IDS_MAX } from '@voices/contracts';
import { newId } from '../../../lib/ids';
import { describeEachEngine } from '../../../testing';
import { addStory } from '../../../testing/news-fixtures';
import { buildAuthApp, call, createUser, follow } from './social-helpers';

const minutesBefore = (date: Date, minutes: number) =>
  new Date(date.getTime() - minutes * 60_000).toISOString();

describeEachEngine('GET /api/user/{id}', (engine) => {
  it('answers the public profile and the latest stories, newest first', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', {
      email: 'asha@example.com',
      photo: '0123456789abcdef0123456789abcdef.png',
    });
    const ben = await createUser(t, 'Ben Okafor');
    await follow(t.app, ben, asha.id);
    for (let i = 0; i < PROFILE_STORIES_LIMIT + 2; i++) {
      await addStory(t.app, {
        authorId: asha.id,
        title: `Story ${i}`,
        createdAt: minutesBefore(t.clock(), 100 - i),
        media: i === PROFILE_STORIES_LIMIT + 1 ? ['aaaa.jpg', 'bbbb.mp4'] : [],
      });
    }
    await addStory(t.app, { authorId: ben.id, title: "Ben's story" });

    const res = await call(t.app, 'GET', `/api/user/${asha.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.user).toEqual({
      _id: asha.id,
      id: asha.id,
      name: 'Asha Rao',
      bio: '',
      photo: '/uploads/0123456789abcdef0123456789abcdef.png',
      followers: [ben.id],
      following: [],
      followersCount: 1,
      followingCount: 0,
      articlesCount: PROFILE_STORIES_LIMIT + 2,
      preferredTemplate: null,
      createdAt: t.clock().toISOString(),
    });
    expect(body.news).toHaveLength(PROFILE_STORIES_LIMIT);
    expect(body.news.map((n: { title: string }) => n.title)).toEqual(
      Array.from(
        { length: PROFILE_STORIES_LIMIT },
        (_, i) => `Story ${PROFILE_STORIES_LIMIT + 1 - i}`,
      ),
    );
    expect(body.news[0]).toMatchObject({
      type: 'story',
      authorId: asha.id,
      author: 'Asha Rao',
      media: ['aaaa.jpg', 'bbbb.mp4'],
      image_url: '/uploads/aaaa.jpg',
    });
  });

  it('shows the e-mail to the user themself only', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', { email: 'asha@example.com' });
    const ben = await createUser(t, 'Ben Okafor');

    const own = await call(t.app, 'GET', `/api/user/${asha.id}`, asha);
    expect(own.json().user.email).toBe('asha@example.com');
    for (const viewer of [ben, null, { token: 'not-a-session' }]) {
      const res = await call(t.app, 'GET', `/api/user/${asha.id}`, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).not.toHaveProperty('email');
      expect(res.body).not.toContain('asha@example.com');
    }
    // Any case of the id finds the user.
    const upper = await call(t.app, 'GET', `/api/user/${asha.id.toUpperCase()}`);
    expect(upper.json().user.id).toBe(asha.id);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const t = await buildAuthApp(engine);
    for (const id of [
      'me',
      '665f1c2a9b3e4d5f6a7b8c9',
      '665f1c2a9b3e4d5f6a7b8c9dz',
      'x'.repeat(60),
    ]) {
      const res = await call(t.app, 'GET', `/api/user/${id}`);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { success: false, message: USER_MESSAGES.invalidId },
      ]);
    }
    const res = await call(t.app, 'GET', `/api/user/${newId()}`);
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { success: false, message: USER_MESSAGES.notFound },
    ]);
  });
});

describeEachEngine('POST /api/users/by-ids', (engine) => {
  it('answers the users asked for, in order, without e-mails, skipping what is not a user', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    await follow(t.app, ben, asha.id);

    const res = await call(t.app, 'POST', '/api/users/by-ids', null, {
      ids: [ben.id, 'junk', 42, newId(), asha.id.toUpperCase(), ben.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      users: [
        {
          _id: ben.id,
          id: ben.id,
          name: 'Ben Okafor',
          bio: '',
          photo: '',
          followersCount: 0,
          followingCount: 1,
          createdAt: t.clock().toISOString(),
        },
        {
          _id: asha.id,
          id: asha.id,
          name: 'Asha Rao',
          bio: '',
          photo: '',
          followersCount: 1,
          followingCount: 0,
          createdAt: t.clock().toISOString(),
        },
      ],
    });
    expect(res.body).not.toContain('@example.com');

    const none = await call(t.app, 'POST', '/api/users/by-ids', null, { ids: [] });
    expect(none.json()).toEqual({ success: true, users: [] });
  });

  it(`wants an array of at most ${USERS_BY_IDS_MAX} ids`, async () => {
    const t = await buildAuthApp(engine);
    const refusals: [unknown, string][] = [
      [{ ids: 'abc' }, USER_MESSAGES.idsNotArray],
      [{ ids: { 0: newId() } }, USER_MESSAGES.idsNotArray],
      [{}, USER_MESSAGES.idsNotArray],
      [[newId()], USER_MESSAGES.idsNotArray],
      [
        { ids: Array.from({ length: USERS_BY_IDS_MAX + 1 }, () => newId()) },
        USER_MESSAGES.tooManyIds,
      ],
    ];
    for (const [payload, message] of refusals) {
      const res = await call(t.app, 'POST', '/api/users/by-ids', null, payload);
      expect([res.statusCode, res.json()]).toEqual([400, { success: false, message }]);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/users/by-ids' });
    expect(empty.json()).toEqual({ success: false, message: USER_MESSAGES.idsNotArray });

    const hundred = Array.from({ length: USERS_BY_IDS_MAX }, () => newId());
    const ok = await call(t.app, 'POST', '/api/users/by-ids', null, { ids: hundred });
    expect(ok.statusCode).toBe(200);
  });
});

describeEachEngine('GET /api/users/suggestions', (engine) => {
  it('suggests people not yet followed, latest publishers first, with 2 stories each', async () => {
    const t = await buildAuthApp(engine);
    const me = await createUser(t, 'Me Myself');
    const followed = await createUser(t, 'Already Followed');
    const quiet = await createUser(t, 'Quiet Reader', {
      createdAt: new Date(t.clock().getTime() - 60_000),
    });
    const [early, late, middle] = [
      await createUser(t, 'Early Writer'),
      await createUser(t, 'Late Writer'),
      await createUser(t, 'Middle Writer'),
    ];
    await follow(t.app, me, followed.id);
    await addStory(t.app, {
      authorId: me.id,
      title: 'My own',
      createdAt: minutesBefore(t.clock(), 1),
    });
    await addStory(t.app, {
      authorId: followed.id,
      title: 'Followed',
      createdAt: minutesBefore(t.clock(), 2),
    });
    for (const [author, minutes] of [
      [early, 50],
      [early, 40],
      [late, 5],
      [late, 6],
      [late, 7],
      [middle, 20],
    ] as const) {
      await addStory(t.app, {
        authorId: author.id,
        title: `${author.name} at ${minutes}`,
        createdAt: minutesBefore(t.clock(), minutes),
      });
    }

    const res = await call(t.app, 'GET', '/api/users/suggestions', me);
    expect(res.statusCode).toBe(200);
    const { users } = res.json() as {
      users: { user: { id: string; name: string }; news: { title: string }[] }[];
    };
    expect(users.map((s) => s.user.name)).toEqual([
      'Late Writer',
      'Middle Writer',
      'Early Writer',
      'Quiet Reader',
    ]);
    expect(users.map((s) => s.news.map((n) => n.title))).toEqual([
      ['Late Writer at 5', 'Late Writer at 6'],
      ['Middle Writer at 20'],
      ['Early Writer at 40', 'Early Writer at 50'],
      [],
    ]);
    expect(res.body).not.toContain('@example.com');
    expect(users.some((s) => s.user.id === quiet.id)).toBe(true);

    const two = await call(t.app, 'GET', '/api/users/suggestions?limit=2', me);
    expect(two.json().users.map((s: { user: { name: string } }) => s.user.name)).toEqual([
      'Late Writer',
      'Middle Writer',
    ]);

    const anonymous = await call(t.app, 'GET', '/api/users/suggestions');
    expect(anonymous.statusCode).toBe(401);
  });
});
