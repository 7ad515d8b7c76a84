import { describeEachEngine } from '../../../testing';
import { follow } from '../../users/__tests__/social-helpers';
import { call, createUser, storyBy, buildModerationApp } from './moderation-helpers';

describeEachEngine('GET /api/users/me/export', (engine) => {
  it("downloads the member's data with absolute image URLs", async () => {
    const t = await buildModerationApp(engine);
    const me = await createUser(t, 'Exa Porter', { photo: 'me.jpg' });
    const friend = await createUser(t, 'Friend');
    const pest = await createUser(t, 'Pest');
    const storyId = await storyBy(t, me, 'My own story');
    await t.app.db
      .insertInto('story_media')
      .values({
        story_id: storyId,
        position: 0,
        file_name: 'picture.jpg',
        thumbnail_name: null,
        width: null,
        height: null,
      })
      .execute();
    const theirs = await storyBy(t, friend, 'Their story');
    await follow(t.app, me, friend.id);
    await follow(t.app, friend, me.id);
    await call(t.app, 'PUT', `/api/users/me/saved/${theirs}`, me);
    await call(t.app, 'PUT', `/api/users/me/favorites/${friend.id}`, me);
    await call(t.app, 'POST', `/api/users/${pest.id}/block`, me);
    await call(t.app, 'PUT', '/api/drafts/compose', me, { title: 'Half a thought' });

    expect((await call(t.app, 'GET', '/api/users/me/export', null)).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: { authorization: `Bearer ${me.token}`, host: 'voices.example' },
    });
    expect(res.statusCode).toBe(200);
    const day = t.clock().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="voices-export-${day}.json"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({
      format: 'voices-export/1',
      profile: {
        id: me.id,
        name: 'Exa Porter',
        email: me.email,
        photo: 'http://voices.example/uploads/me.jpg',
      },
      following: [{ id: friend.id, name: 'Friend' }],
      followers: [{ id: friend.id, name: 'Friend' }],
      blocked: [{ id: pest.id, name: 'Pest' }],
      emailPreferences: {},
    });
    expect(body.stories).toHaveLength(1);
    expect(body.stories[0]).toMatchObject({
      id: storyId,
      title: 'My own story',
      imageUrls: ['http://voices.example/uploads/picture.jpg'],
    });
    expect(body.saved).toEqual([
      {
        id: theirs,
        title: 'Their story',
        url: `http://voices.example/contribute/news/${theirs}`,
        savedAt: expect.any(String),
      },
    ]);
    expect(body.favorites).toEqual([
      { id: friend.id, name: 'Friend', addedAt: expect.any(String) },
    ]);
    expect(body.notifications.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(body.notifications)).toContain(friend.id);
    expect(body.drafts).toHaveLength(1);
  });
});
