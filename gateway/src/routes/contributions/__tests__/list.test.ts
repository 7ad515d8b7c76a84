import { STORY_MESSAGES } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import { buildStoryApp, publish, signIn } from './story-helpers';

describeEachEngine('GET /api/getContributions and /api/contributions/{id}', (engine) => {
  async function seed() {
    const t = await buildStoryApp(engine);
    const ada = await signIn(t.app, 'Ada Reporter');
    const bob = await signIn(t.app, 'Bob Writer');
    const plan: [typeof ada, string][] = [
      [ada, 'Sports'],
      [bob, 'Politics'],
      [ada, 'Politics'],
      [bob, 'Sports'],
      [ada, 'Sports'],
      [ada, 'Health'],
    ];
    const ids: string[] = [];
    for (const [index, [author, category]] of plan.entries()) {
      const res = await publish(t.app, author, { title: `Story ${index}`, category });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
      t.clock.advance(10_000);
    }
    return { ...t, ada, bob, ids };
  }

  const get = (app: Awaited<ReturnType<typeof seed>>['app'], query = '') =>
    app.inject({ method: 'GET', url: `/api/getContributions${query}` });
  const titles = (res: { json(): { title: string }[] }) => res.json().map((s) => s.title);

  it('lists stories newest first as a plain list, page by page with `before`', async () => {
    const { app, ids } = await seed();
    const all = await get(app);
    expect(all.statusCode).toBe(200);
    expect(Array.isArray(all.json())).toBe(true);
    expect(all.json().map((s: { id: string }) => s.id)).toEqual([...ids].reverse());

    expect(all.headers['x-next-cursor']).toBeUndefined();

    const first = await get(app, '?limit=2');
    expect(titles(first)).toEqual(['Story 5', 'Story 4']);
    expect(first.headers['x-next-cursor']).toBe(ids[4]);
    const second = await get(app, `?limit=2&before=${ids[4]}`);
    expect(titles(second)).toEqual(['Story 3', 'Story 2']);
    expect(second.headers['x-next-cursor']).toBe(ids[2]);
    const last = await get(app, `?limit=2&before=${ids[2]}`);
    expect(titles(last)).toEqual(['Story 1', 'Story 0']);
    expect(last.headers['x-next-cursor']).toBeUndefined();
    expect((await get(app, `?limit=2&before=${ids[0]}`)).json()).toEqual([]);
  });

  it('filters by author and category (any case), and pages within the filter', async () => {
    const { app, ada, bob, ids } = await seed();
    expect(titles(await get(app, `?authorId=${bob.id}`))).toEqual(['Story 3', 'Story 1']);
    expect(titles(await get(app, '?category=sports'))).toEqual(['Story 4', 'Story 3', 'Story 0']);
    expect(titles(await get(app, `?authorId=${ada.id}&category=SPORTS&limit=1`))).toEqual([
      'Story 4',
    ]);
    expect(titles(await get(app, `?authorId=${ada.id}&category=Sports&before=${ids[4]}`))).toEqual([
      'Story 0',
    ]);
    // Filters nothing can match list nothing.
    expect((await get(app, '?category=Gossip')).json()).toEqual([]);
    expect((await get(app, '?authorId=nobody')).json()).toEqual([]);
    expect((await get(app, '?authorId=0123456789abcdef01234567')).json()).toEqual([]);
  });

  it('still pages past a story deleted since', async () => {
    const { app, ada, ids } = await seed();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/delete/${ids[4]}`,
      headers: ada.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(titles(await get(app, `?limit=2&before=${ids[4]}`))).toEqual(['Story 3', 'Story 2']);
  });

  it('bounds limit at 100 and checks the cursor', async () => {
    const { app } = await seed();
    expect((await get(app, '?limit=100')).statusCode).toBe(200);
    expect((await get(app, '?limit=101')).statusCode).toBe(400);
    expect((await get(app, '?limit=0')).statusCode).toBe(400);
    const bad = await get(app, '?before=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: STORY_MESSAGES.invalidCursor });
  });

  it('defaults to 50 stories', async () => {
    const { app, clock } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada Reporter');
    for (let i = 0; i < 52; i++) {
      await app.db
        .insertInto('stories')
        .values({
          id: `${(0x60000000 + i).toString(16)}0000000000000000`,
          author_id: ada.id,
          title: `Story ${i}`,
          content: 'C',
          category: 'Other',
          created_at: new Date(clock().getTime() + i * 1000).toISOString(),
          updated_at: clock().toISOString(),
        })
        .execute();
    }
    const res = await get(app);
    expect(res.json()).toHaveLength(50);
    expect(res.json()[0].title).toBe('Story 51');
  });

  it('answers one story by id, or 404 News not found', async () => {
    const { app, ids } = await seed();
    const one = await app.inject({ method: 'GET', url: `/api/contributions/${ids[1]}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ success: true, data: { id: ids[1], title: 'Story 1' } });
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      const res = await app.inject({ method: 'GET', url: `/api/contributions/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'News not found' });
    }
  });
});
