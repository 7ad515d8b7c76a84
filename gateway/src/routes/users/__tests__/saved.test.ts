import { SAVED_MESSAGES, SAVED_STORIES_MAX } from '@voices/contracts';
import { newId } from '../../../lib/ids';
import { createSavedRepository } from '../../../repositories/saved-repository';
import { describeEachEngine } from '../../../testing';
import { addFeedItem, addStory } from '../../../testing/news-fixtures';
import { buildAuthApp, call, createUser } from './social-helpers';

type Saved = { id: string; savedAt: string; article: { id: string; title: string } };
type Favorite = { id: string; name: string; addedAt: string };

const savedIds = (body: { items: Saved[] }) => body.items.map((item) => item.id);
const favoriteIds = (body: { authors: Favorite[] }) => body.authors.map((a) => a.id);

describeEachEngine('saved stories', (engine) => {
  it('saves idempotently, lists newest first with the article, and removes', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const first = await addStory(t.app, { authorId: ben.id, title: 'Bridge reopens' });
    const item = await addFeedItem(t.app, { title: 'Storm warning' });

    let res = await call(t.app, 'PUT', `/api/users/me/saved/${first}`, asha);
    expect(res.statusCode).toBe(200);
    const savedAt = (res.json() as { items: Saved[] }).items[0]!.savedAt;
    t.clock.advance(1000);
    res = await call(t.app, 'PUT', `/api/users/me/saved/${item}`, asha);
    t.clock.advance(1000);
    // Again: nothing changes, not even the date.
    res = await call(t.app, 'PUT', `/api/users/me/saved/${first.toUpperCase()}`, asha);
    expect(res.statusCode).toBe(200);

    res = await call(t.app, 'GET', '/api/users/me/saved', asha);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: true; items: Saved[] };
    expect(savedIds(body)).toEqual([item, first]);
    expect(body.items[1]!.savedAt).toBe(savedAt);
    expect(body.items[1]!.article).toMatchObject({
      id: first,
      title: 'Bridge reopens',
      type: 'story',
    });
    expect(body.items[0]!.article).toMatchObject({ id: item, type: 'feed' });

    // Another member's list is their own.
    res = await call(t.app, 'GET', '/api/users/me/saved', ben);
    expect(savedIds(res.json())).toEqual([]);

    res = await call(t.app, 'DELETE', `/api/users/me/saved/${item}`, asha);
    expect(res.statusCode).toBe(200);
    expect(savedIds(res.json())).toEqual([first]);
    res = await call(t.app, 'DELETE', `/api/users/me/saved/${item}`, asha);
    expect(savedIds(res.json())).toEqual([first]);

    await call(t.app, 'PUT', `/api/users/me/saved/${first}`, ben);
    res = await call(t.app, 'DELETE', '/api/users/me/saved', asha);
    expect(res.statusCode).toBe(200);
    expect(savedIds(res.json())).toEqual([]);
    expect(savedIds((await call(t.app, 'GET', '/api/users/me/saved', ben)).json())).toEqual([
      first,
    ]);
  });

  it('asks for a bearer, a well-formed id and a story that exists', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const story = await addStory(t.app, { authorId: asha.id, title: 'Mine' });

    for (const [method, url] of [
      ['GET', '/api/users/me/saved'],
      ['PUT', `/api/users/me/saved/${story}`],
      ['DELETE', `/api/users/me/saved/${story}`],
      ['DELETE', '/api/users/me/saved'],
      ['POST', '/api/users/me/saved/merge'],
    ] as const) {
      const res = await call(
        t.app,
        method,
        url,
        null,
        method === 'POST' ? { items: [] } : undefined,
      );
      expect(res.statusCode).toBe(401);
    }
    let res = await call(t.app, 'PUT', '/api/users/me/saved/not-an-id', asha);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: SAVED_MESSAGES.invalidStoryId });
    res = await call(t.app, 'PUT', `/api/users/me/saved/${newId()}`, asha);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: SAVED_MESSAGES.storyNotFound });
    res = await call(t.app, 'POST', '/api/users/me/saved/merge', asha, { items: 'nope' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a save past the cap with a clear message', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const story = await addStory(t.app, { authorId: asha.id, title: 'One more' });
    const other = await addStory(t.app, { authorId: asha.id, title: 'Kept' });
    await call(t.app, 'PUT', `/api/users/me/saved/${other}`, asha);
    // Filling the list row by row through the API would take minutes; the cap counts rows.
    const at = new Date(0).toISOString();
    const filler = Array.from({ length: SAVED_STORIES_MAX - 1 }, () => newId());
    for (let i = 0; i < filler.length; i += 200) {
      await t.app.db
        .insertInto('stories')
        .values(
          filler.slice(i, i + 200).map((id) => ({
            id,
            author_id: asha.id,
            title: 't',
            content: 'c',
            category: 'Politics',
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      await createSavedRepository(t.app.db).save(
        asha.id,
        filler.slice(i, i + 200).map((id) => ({ id, kind: 'story' as const, savedAt: at })),
      );
    }
    let res = await call(t.app, 'PUT', `/api/users/me/saved/${story}`, asha);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: SAVED_MESSAGES.savedFull });
    // What is already saved can still be saved again.
    res = await call(t.app, 'PUT', `/api/users/me/saved/${other}`, asha);
    expect(res.statusCode).toBe(200);
    res = await call(t.app, 'POST', '/api/users/me/saved/merge', asha, { items: [{ id: story }] });
    expect(res.statusCode).toBe(200);
    expect(savedIds(res.json())).not.toContain(story);
  });

  it('drops a deleted story from every saved list', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const gone = await addStory(t.app, { authorId: asha.id, title: 'Soon gone' });
    const kept = await addStory(t.app, { authorId: asha.id, title: 'Kept' });
    for (const who of [asha, ben]) {
      await call(t.app, 'PUT', `/api/users/me/saved/${gone}`, who);
      await call(t.app, 'PUT', `/api/users/me/saved/${kept}`, who);
    }
    const res = await call(t.app, 'DELETE', `/api/delete/${gone}`, asha);
    expect(res.statusCode).toBe(200);
    for (const who of [asha, ben]) {
      expect(savedIds((await call(t.app, 'GET', '/api/users/me/saved', who)).json())).toEqual([
        kept,
      ]);
    }
    const rows = await t.app.db.selectFrom('saved_stories').select('item_id').execute();
    expect(rows.map((row) => row.item_id)).toEqual([kept, kept]);
  });

  it("merges the browser's list at sign-in: unknown ids skipped, dates kept", async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const [a, b, c] = [
      await addStory(t.app, { authorId: asha.id, title: 'A' }),
      await addStory(t.app, { authorId: asha.id, title: 'B' }),
      await addStory(t.app, { authorId: asha.id, title: 'C' }),
    ];
    t.clock.advance(60_000);
    await call(t.app, 'PUT', `/api/users/me/saved/${a}`, asha);
    const old = new Date(t.clock().getTime() - 30_000).toISOString();
    const res = await call(t.app, 'POST', '/api/users/me/saved/merge', asha, {
      items: [
        { id: b, savedAt: old },
        { id: a, savedAt: old },
        { id: c, savedAt: '2999-01-01T00:00:00.000Z' },
        { id: newId() },
        { id: 'junk' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Saved[] };
    // c counts as now, a keeps its own date, b keeps the browser's.
    expect(savedIds(body)).toEqual([c, a, b]);
    expect(body.items[2]!.savedAt).toBe(old);
  });
});

describeEachEngine('favourite authors', (engine) => {
  it('adds idempotently, lists in the order added, removes and merges', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const cleo = await createUser(t, 'Cleo Park', { photo: 'cleo.jpg' });
    const dan = await createUser(t, 'Dan Wu');

    let res = await call(t.app, 'PUT', `/api/users/me/favorites/${ben.id}`, asha);
    expect(res.statusCode).toBe(200);
    t.clock.advance(1000);
    await call(t.app, 'PUT', `/api/users/me/favorites/${cleo.id}`, asha);
    await call(t.app, 'PUT', `/api/users/me/favorites/${ben.id}`, asha);
    res = await call(t.app, 'GET', '/api/users/me/favorites', asha);
    const body = res.json() as { authors: Favorite[] };
    expect(favoriteIds(body)).toEqual([ben.id, cleo.id]);
    expect(body.authors[1]).toMatchObject({
      _id: cleo.id,
      name: 'Cleo Park',
      photo: '/uploads/cleo.jpg',
    });

    res = await call(t.app, 'PUT', `/api/users/me/favorites/${newId()}`, asha);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: SAVED_MESSAGES.authorNotFound });
    res = await call(t.app, 'PUT', '/api/users/me/favorites/x', asha);
    expect(res.statusCode).toBe(400);
    res = await call(t.app, 'GET', '/api/users/me/favorites', null);
    expect(res.statusCode).toBe(401);

    res = await call(t.app, 'DELETE', `/api/users/me/favorites/${ben.id}`, asha);
    expect(favoriteIds(res.json())).toEqual([cleo.id]);

    t.clock.advance(1000);
    res = await call(t.app, 'POST', '/api/users/me/favorites/merge', asha, {
      ids: [dan.id, newId(), cleo.id, ben.id, 'junk'],
    });
    expect(res.statusCode).toBe(200);
    expect(favoriteIds(res.json())).toEqual([cleo.id, dan.id, ben.id]);
  });

  it('drops an author whose account is deleted', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    await call(t.app, 'PUT', `/api/users/me/favorites/${ben.id}`, asha);
    await t.app.db.deleteFrom('users').where('id', '=', ben.id).execute();
    const res = await call(t.app, 'GET', '/api/users/me/favorites', asha);
    expect(favoriteIds(res.json())).toEqual([]);
    expect(await t.app.db.selectFrom('favorite_authors').selectAll().execute()).toEqual([]);
  });
});
