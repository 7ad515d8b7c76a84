import type { FastifyInstance } from 'fastify';
import type { NewsListItem, NewsListResponse } from '@voices/contracts';
import { buildTestApp, describeEachEngine } from '../../../testing';
import { addFeedItem, addStory, addUser, minutesAgo } from '../../../testing/news-fixtures';

async function page(
  app: FastifyInstance,
  category: string,
  query: Record<string, string | number | undefined> = {},
): Promise<NewsListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const res = await app.inject({ method: 'GET', url: `/api/category/${category}?${params}` });
  expect(res.statusCode).toBe(200);
  return res.json() as NewsListResponse;
}

const titles = (items: NewsListItem[]) => items.map((item) => item.title);

describeEachEngine('GET /api/category/:category', (engine) => {
  it('lists stories and feed items together, newest first, in the Article shape', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Asha Rao');
    const now = Date.now();
    await addFeedItem(app, { title: 'Feed three minutes', publishedAt: minutesAgo(3, now) });
    await addStory(app, {
      authorId: author,
      title: 'Story one minute',
      summary: 'A short summary',
      category: 'Sports',
      createdAt: minutesAgo(1, now),
      media: ['clip.mp4', 'photo.jpg', 'second.png'],
    });
    await addFeedItem(app, {
      title: 'Feed two minutes',
      publishedAt: minutesAgo(2, now),
      imageUrl: 'https://img.example.com/a.jpg',
      creator: 'Jane Doe',
    });

    const body = await page(app, 'home');
    expect(titles(body.results)).toEqual([
      'Story one minute',
      'Feed two minutes',
      'Feed three minutes',
    ]);
    expect(body.data).toEqual(body.results);
    expect(body).toMatchObject({
      success: true,
      message: 'News fetched successfully',
      nextPage: null,
    });

    const [story, feed] = body.results;
    expect(story).toMatchObject({
      type: 'story',
      title: 'Story one minute',
      description: 'A short summary',
      category: 'Sports',
      language: 'en',
      authorId: author,
      author: 'Asha Rao',
      creator: 'Asha Rao',
      authorPhoto: `${author}.jpg`,
      media: ['clip.mp4', 'photo.jpg', 'second.png'],
      image_url: '/uploads/photo.jpg',
      link: null,
      source_name: null,
    });
    expect(story!._id).toBe(story!.id);
    expect(story!.submittedAt).toBe(story!.pubDate);
    expect(feed).toMatchObject({
      type: 'feed',
      title: 'Feed two minutes',
      category: 'world',
      image_url: 'https://img.example.com/a.jpg',
      media: ['https://img.example.com/a.jpg'],
      source_name: 'Example News',
      source_icon: 'https://news.example.com/favicon.ico',
      creator: 'Jane Doe',
      authorId: null,
      author: null,
    });
    expect(feed!.link).toMatch(/^https:\/\/news\.example\.com\//);
  });

  it('pages with a cursor that neither repeats nor skips while newer items arrive', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Ravi');
    const now = Date.now();
    const expected: string[] = [];
    // 23 items over 12 distinct instants, so many share a publication time across both tables.
    for (let i = 0; i < 23; i += 1) {
      const at = minutesAgo(10 + Math.floor(i / 2), now);
      const title = `Item ${String(i).padStart(2, '0')}`;
      if (i % 3 === 0) await addStory(app, { authorId: author, title, createdAt: at });
      else await addFeedItem(app, { title, publishedAt: at });
      expected.push(title);
    }

    const seen: string[] = [];
    let cursor: string | undefined;
    let round = 0;
    for (;;) {
      const body = await page(app, 'home', { limit: 5, page: cursor });
      seen.push(...titles(body.results));
      // Newer items arrive between page fetches; they belong before page one, not in later pages.
      await addFeedItem(app, { title: `Newer ${round}`, publishedAt: new Date().toISOString() });
      await addStory(app, { authorId: author, title: `Newer story ${round}` });
      round += 1;
      if (!body.nextPage) break;
      cursor = body.nextPage;
    }
    expect(round).toBe(5);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    // Newest first: ties in time keep a stable order, and nothing older was skipped.
    expect([...seen].sort()).toEqual([...expected].sort());
    expect(seen.filter((t) => t.startsWith('Newer'))).toEqual([]);

    const fresh = await page(app, 'home', { limit: 50 });
    expect(fresh.results).toHaveLength(33);
    expect(titles(fresh.results).slice(10)).toEqual(seen);
  });

  it('orders ties in publication time by id, the same way on every page', async () => {
    const app = await buildTestApp({ engine });
    const at = minutesAgo(5);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1)
      ids.push(await addFeedItem(app, { title: `Tie ${i}`, publishedAt: at }));
    const first = await page(app, 'world', { limit: 4 });
    const second = await page(app, 'world', { limit: 4, page: first.nextPage! });
    expect([...first.results, ...second.results].map((a) => a._id)).toEqual(
      [...ids].sort().reverse(),
    );
    expect(second.nextPage).toBeNull();
  });

  it('pages a tab through stories filed under either spelling of its category', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Kiran');
    const now = Date.now();
    // Newest first: filed as the compose form names it, as the tab does, and feed items, mixed.
    const expected: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      const title = `Sports ${i}`;
      const createdAt = minutesAgo(i + 1, now);
      if (i % 3 === 0)
        await addStory(app, { authorId: author, title, category: 'Sports', createdAt });
      else if (i % 3 === 1)
        await addStory(app, { authorId: author, title, category: 'sports', createdAt });
      else await addFeedItem(app, { title, category: 'sports', publishedAt: createdAt });
      expected.push(title);
    }
    await addStory(app, { authorId: author, title: 'Not sports', category: 'Politics' });

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const body = await page(app, 'sports', { limit: 2, page: cursor });
      seen.push(...titles(body.results));
      cursor = body.nextPage ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it('filters a tab by category, sub-filter and language', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Meera');
    await addFeedItem(app, {
      title: 'Kohli hits a century',
      category: 'sports',
      subcategory: 'cricket',
    });
    await addFeedItem(app, { title: 'Wimbledon final', category: 'sports', subcategory: 'tennis' });
    await addFeedItem(app, {
      title: 'क्रिकेट समाचार',
      category: 'sports',
      subcategory: 'cricket',
      language: 'hi',
    });
    await addFeedItem(app, { title: 'Markets rally', category: 'business' });
    await addStory(app, {
      authorId: author,
      title: 'Local cricket club wins the IPL trophy',
      category: 'Sports',
    });
    await addStory(app, { authorId: author, title: 'Village tennis day', category: 'Sports' });
    await addStory(app, { authorId: author, title: 'Budget debate', category: 'Politics' });

    expect(titles((await page(app, 'sports')).results).sort()).toEqual(
      [
        'Kohli hits a century',
        'Wimbledon final',
        'क्रिकेट समाचार',
        'Local cricket club wins the IPL trophy',
        'Village tennis day',
      ].sort(),
    );
    expect(titles((await page(app, 'sports', { subcategory: 'cricket' })).results).sort()).toEqual(
      ['Kohli hits a century', 'क्रिकेट समाचार', 'Local cricket club wins the IPL trophy'].sort(),
    );
    expect(
      titles((await page(app, 'sports', { subcategory: 'cricket', language: 'hi' })).results),
    ).toEqual(['क्रिकेट समाचार']);
    expect(
      titles((await page(app, 'SPORTS', { subcategory: 'Tennis', language: 'en' })).results).sort(),
    ).toEqual(['Village tennis day', 'Wimbledon final']);
    // Stories filed under other categories appear on home and under their topic.
    expect(titles((await page(app, 'politics')).results)).toEqual(['Budget debate']);
    expect((await page(app, 'home')).results).toHaveLength(7);
    expect(titles((await page(app, 'home', { language: 'hi' })).results)).toEqual(['क्रिकेट समाचार']);
    expect((await page(app, 'india')).results).toEqual([]);
  });

  it('matches sub-filter keywords in stories as whole words, never stems or parts of words', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Dev');
    const story = (title: string, category: string, summary: string | null = null) =>
      addStory(app, { authorId: author, title, category, summary });
    // The full-text index stems "innings" to "in": none of these is about cricket.
    await story('Rain in Mumbai delays the marathon', 'Sports');
    await story('A ninth-inning comeback in Boston', 'Sports');
    await story('Tennessee Titans sign a quarterback', 'Sports');
    await story('Rowwena Iyer wins the badminton open', 'Sports');
    await story('Kerala win by an innings', 'Sports');
    await story('Galle, day two', 'Sports', 'Rain stops the Test\nmatch early');
    await story('TENNIS: Sinner reaches the final', 'Sports');
    await story('Tickets on sale tonight', 'Sports', 'The card is on wwe.com.');
    await story('Smackdown comes to Mumbai', 'Sports');
    // A keyword of another tab, and keywords of this tab in another category.
    await story('Innings and wickets: a cricket novel', 'Entertainment');
    await story('Rain in Pune: the AI weather desk says more', 'Technology');
    await story('Said the chairman, maintain the course', 'Technology');
    await story('Hippos at the zoo draw a crowd', 'Business');
    await story('Broadband prices rise again', 'Entertainment');

    const sub = async (category: string, subcategory: string) =>
      titles((await page(app, category, { subcategory })).results).sort();
    expect(await sub('sports', 'cricket')).toEqual(
      ['Galle, day two', 'Kerala win by an innings'].sort(),
    );
    expect(await sub('sports', 'tennis')).toEqual(['TENNIS: Sinner reaches the final']);
    expect(await sub('sports', 'badminton')).toEqual(['Rowwena Iyer wins the badminton open']);
    expect(await sub('sports', 'wwe')).toEqual(
      ['Smackdown comes to Mumbai', 'Tickets on sale tonight'].sort(),
    );
    expect(await sub('technology', 'ai')).toEqual(['Rain in Pune: the AI weather desk says more']);
    expect(await sub('business', 'stock-market')).toEqual([]);
    expect(await sub('entertainment', 'music')).toEqual([]);
    expect(await sub('entertainment', 'movies')).toEqual([]);
  });

  it('lists local news by state', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Kiran');
    await addFeedItem(app, {
      title: 'Bengaluru metro extended',
      category: 'local',
      state: 'Karnataka',
    });
    await addFeedItem(app, { title: 'Chennai rains', category: 'local', state: 'Tamil Nadu' });
    await addStory(app, {
      authorId: author,
      title: 'Our lake is clean again',
      content: 'Volunteers in Mysuru, Karnataka cleaned the lake.',
      category: 'Local',
    });
    await addStory(app, {
      authorId: author,
      title: 'Madurai temple festival',
      content: 'In Tamil Nadu.',
      category: 'Local',
    });

    expect(titles((await page(app, 'local', { state: 'karnataka' })).results).sort()).toEqual([
      'Bengaluru metro extended',
      'Our lake is clean again',
    ]);
    expect(titles((await page(app, 'local', { state: 'Tamil Nadu' })).results).sort()).toEqual([
      'Chennai rains',
      'Madurai temple festival',
    ]);
    expect((await page(app, 'local')).results).toHaveLength(4);
    expect((await page(app, 'local', { state: 'Goa' })).results).toEqual([]);
  });

  it('refuses an unknown category, sub-filter or cursor', async () => {
    const app = await buildTestApp({ engine });
    const unknown = await app.inject({ method: 'GET', url: '/api/category/gossip' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Category not found' });
    const sub = await app.inject({ method: 'GET', url: '/api/category/sports?subcategory=chess' });
    expect(sub.statusCode).toBe(400);
    expect(sub.json().message).toBe('Unknown subcategory "chess" for sports');
    const cursor = await app.inject({ method: 'GET', url: '/api/category/home?page=bm9wZQ' });
    expect(cursor.statusCode).toBe(400);
    const limit = await app.inject({ method: 'GET', url: '/api/category/home?limit=51' });
    expect(limit.statusCode).toBe(400);
  });

  it("answers 'Failed to fetch news' when the database fails", async () => {
    const app = await buildTestApp({ engine });
    await app.ready();
    await app.db.destroy();
    const res = await app.inject({ method: 'GET', url: '/api/category/home' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Failed to fetch news' });
  });
});

describeEachEngine('GET /api/category-counts', (engine) => {
  it('counts the items of every tab and topic from the data', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Nila');
    await addFeedItem(app, { title: 'a', category: 'sports' });
    await addFeedItem(app, { title: 'b', category: 'sports', language: 'hi' });
    await addFeedItem(app, { title: 'c', category: 'local', state: 'Kerala' });
    await addFeedItem(app, { title: 'd', category: 'home' });
    await addStory(app, { authorId: author, title: 'e', category: 'Sports' });
    await addStory(app, { authorId: author, title: 'f', category: 'Politics' });
    await addStory(app, { authorId: author, title: 'g', category: 'Science' });

    const res = await app.inject({ method: 'GET', url: '/api/category-counts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      counts: {
        home: 7,
        local: 1,
        india: 0,
        world: 0,
        sports: 3,
        business: 0,
        technology: 0,
        entertainment: 0,
        health: 0,
        politics: 1,
        science: 1,
      },
    });
    const hindi = await app.inject({ method: 'GET', url: '/api/category-counts?language=hi' });
    expect(hindi.json().counts).toMatchObject({ home: 1, sports: 1, world: 0 });
    expect(hindi.json().counts.politics).toBeUndefined();
    const kerala = await app.inject({ method: 'GET', url: '/api/category-counts?state=Kerala' });
    expect(kerala.json().counts.local).toBe(1);
    const goa = await app.inject({ method: 'GET', url: '/api/category-counts?state=Goa' });
    expect(goa.json().counts.local).toBe(0);
  });
});
