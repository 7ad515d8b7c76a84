import type { FastifyInstance } from 'fastify';
import type { NewsListItem, SearchResponse } from '@voices/contracts';
import { buildTestApp, describeEachEngine } from '../../../testing';
import { createNewsSearchRepository } from '../../../repositories/news/search';
import { addFeedItem, addStory, addUser, minutesAgo } from '../../../testing/news-fixtures';

async function search(app: FastifyInstance, query: string): Promise<SearchResponse> {
  const res = await app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as SearchResponse;
}

const titles = (items: NewsListItem[]) => items.map((item) => item.title);

describeEachEngine('GET /api/search', (engine) => {
  it('ranks a title match above a description match above a content match', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Lata');
    // Newest first would give the opposite order, so the order below is the ranking's.
    await addFeedItem(app, {
      title: 'Headline in title: glaciers retreat',
      content: 'Nothing else.',
      publishedAt: minutesAgo(30),
    });
    await addStory(app, {
      authorId: author,
      title: 'A story about ice',
      summary: 'Why glaciers matter',
      content: 'Some words.',
      createdAt: minutesAgo(20),
    });
    await addFeedItem(app, {
      title: 'Mountain report',
      description: 'Weather in the hills',
      content: 'The glaciers, the glaciers and the glaciers again: glaciers everywhere.',
      publishedAt: minutesAgo(10),
    });
    await addFeedItem(app, { title: 'Unrelated', content: 'Rivers and lakes.' });

    const body = await search(app, 'q=Glaciers');
    expect(body.success).toBe(true);
    expect(body.query).toBe('Glaciers');
    expect(titles(body.results)).toEqual([
      'Headline in title: glaciers retreat',
      'A story about ice',
      'Mountain report',
    ]);
    expect(body.nextPage).toBeNull();
  });

  it('needs every word, matches word forms and the last word as a prefix', async () => {
    const app = await buildTestApp({ engine });
    await addFeedItem(app, { title: 'State elections announced', content: 'Voting in May.' });
    await addFeedItem(app, { title: 'Election results', content: 'Counting continues.' });
    await addFeedItem(app, { title: 'Football results', content: 'A draw.' });
    await addFeedItem(app, { title: 'बेंगलुरु में बारिश', content: 'शहर में भारी बारिश' });

    expect(titles((await search(app, 'q=election')).results).sort()).toEqual([
      'Election results',
      'State elections announced',
    ]);
    expect(titles((await search(app, 'q=election%20results')).results)).toEqual([
      'Election results',
    ]);
    expect(titles((await search(app, 'q=foot')).results)).toEqual(['Football results']);
    expect(titles((await search(app, 'q=बारिश')).results)).toEqual(['बेंगलुरु में बारिश']);
    // Query syntax is not the reader's to use.
    expect((await search(app, 'q=%22results%22%20AND%20(%3A*%5E')).results).toHaveLength(2);
    expect(await search(app, 'q=%20%20')).toEqual({
      success: true,
      query: '',
      results: [],
      nextPage: null,
    });
  });

  it('pages through the matches and filters by language', async () => {
    const app = await buildTestApp({ engine });
    for (let i = 0; i < 7; i += 1) {
      await addFeedItem(app, { title: `Budget news ${i}`, publishedAt: minutesAgo(i) });
    }
    await addFeedItem(app, { title: 'Budget in Hindi', language: 'hi' });
    const first = await search(app, 'q=budget&limit=3');
    expect(first.results).toHaveLength(3);
    expect(first.nextPage).toBe('2');
    const second = await search(app, 'q=budget&limit=3&page=2');
    const third = await search(app, 'q=budget&limit=3&page=3');
    expect(third.nextPage).toBeNull();
    const all = [...first.results, ...second.results, ...third.results].map((a) => a._id);
    expect(all).toHaveLength(8);
    expect(new Set(all).size).toBe(8);
    expect(titles((await search(app, 'q=budget&language=hi')).results)).toEqual([
      'Budget in Hindi',
    ]);
    const bad = await app.inject({ method: 'GET', url: '/api/search?q=x&page=0' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the index in step when stories and items change or go', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Omar');
    const storyId = await addStory(app, {
      authorId: author,
      title: 'Harvest festival',
      content: 'Songs and dances.',
    });
    const itemId = await addFeedItem(app, { title: 'Harvest prices' });
    expect((await search(app, 'q=harvest')).results).toHaveLength(2);

    await app.db
      .updateTable('stories')
      .set({ title: 'Spring fair' })
      .where('id', '=', storyId)
      .execute();
    await app.db
      .updateTable('news_items')
      .set({ content: 'Now about tomatoes' })
      .where('id', '=', itemId)
      .execute();
    // Written past the API: the anonymous answers it keeps are emptied by hand.
    app.feedPages.invalidate();
    expect(titles((await search(app, 'q=harvest')).results)).toEqual(['Harvest prices']);
    expect(titles((await search(app, 'q=spring')).results)).toEqual(['Spring fair']);
    expect(titles((await search(app, 'q=tomatoes')).results)).toEqual(['Harvest prices']);

    await app.db.deleteFrom('news_items').where('id', '=', itemId).execute();
    // Deleting the author removes the story by cascade; the index follows.
    await app.db.deleteFrom('users').where('id', '=', author).execute();
    app.feedPages.invalidate();
    expect((await search(app, 'q=harvest')).results).toEqual([]);
    expect((await search(app, 'q=spring')).results).toEqual([]);
    const left = await app.db.selectFrom('search_documents').selectAll().execute();
    expect(left).toEqual([]);
  });

  // PostgreSQL tests the newest documents first and reads the rest newest first or through its
  // index, from how many matched: 10,000 holds every item here; 4 takes further steps for the
  // English items and the index for the Hindi ones, the oldest (SQLite walks its index alone).
  it.each([10_000, 4])(
    'ranks the newest matches only, after the filters, and pages through them (probing %i)',
    async (probeRows) => {
      const app = await buildTestApp({ engine });
      const news = createNewsSearchRepository(app.db, app.dbEngine, { window: 30, probeRows });
      // 10 old items with the word in their title (the best scores), then 40 newer English ones
      // with it in the body only, and 3 Hindi ones with it in the body, the oldest of all.
      const rows = [];
      for (let i = 0; i < 3; i += 1) {
        rows.push({
          title: `Hindi item ${i}`,
          content: `A body that mentions the harbour ${i}.`,
          language: 'hi',
          publishedAt: minutesAgo(900 + i),
        });
      }
      for (let i = 0; i < 10; i += 1) {
        rows.push({
          title: `Harbour news ${i}`,
          content: 'Ships.',
          publishedAt: minutesAgo(800 + i),
        });
      }
      for (let i = 0; i < 40; i += 1) {
        rows.push({
          title: `Body item ${String(i).padStart(2, '0')}`,
          content: `Boats came into the harbour ${i}.`,
          publishedAt: minutesAgo(100 + i),
        });
      }
      // Stored oldest first, as a site fills up.
      rows.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
      for (const row of rows) await addFeedItem(app, row);
      const page = (offset: number, language?: string) =>
        news.search(['harbour'], { offset, limit: 10, ...(language ? { language } : {}) });

      // The window holds the 30 newest matches, all body matches, newest first on equal scores;
      // the older, better title matches are past it.
      const ranked = [...(await page(0)), ...(await page(10)), ...(await page(20))];
      expect(ranked.map((item) => item.title)).toEqual(
        Array.from({ length: 30 }, (_, i) => `Body item ${String(i).padStart(2, '0')}`),
      );
      expect(await page(30)).toEqual([]);
      // A filter applies before the window: the Hindi items are found however old they are.
      expect((await page(0, 'hi')).map((item) => item.title)).toEqual([
        'Hindi item 0',
        'Hindi item 1',
        'Hindi item 2',
      ]);
      // With every match inside the window, the title matches come first.
      const wide = createNewsSearchRepository(app.db, app.dbEngine);
      const best = await wide.search(['harbour'], { offset: 0, limit: 10 });
      expect(best.map((item) => item.title)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Harbour news ${i}`),
      );
    },
  );
});
