import type { FastifyInstance } from 'fastify';
import type { NewsListItem, SearchResponse } from '@voices/contracts';
import { buildTestApp, describeEachEngine } from '../../../testing';
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
    expect(titles((await search(app, 'q=harvest')).results)).toEqual(['Harvest prices']);
    expect(titles((await search(app, 'q=spring')).results)).toEqual(['Spring fair']);
    expect(titles((await search(app, 'q=tomatoes')).results)).toEqual(['Harvest prices']);

    await app.db.deleteFrom('news_items').where('id', '=', itemId).execute();
    // Deleting the author removes the story by cascade; the index follows.
    await app.db.deleteFrom('users').where('id', '=', author).execute();
    expect((await search(app, 'q=harvest')).results).toEqual([]);
    expect((await search(app, 'q=spring')).results).toEqual([]);
    const left = await app.db.selectFrom('search_documents').selectAll().execute();
    expect(left).toEqual([]);
  });

  it('ranks from the index first and stays exact when a filter leaves the best matches out', async () => {
    const app = await buildTestApp({ engine });
    const rows = [];
    // 230 English items with the word in their title (the best scores), and 3 Hindi ones with it
    // only in their body, newer, and 2 English ones in the description only.
    for (let i = 0; i < 230; i += 1) {
      rows.push({
        title: `Harbour news ${String(i).padStart(3, '0')}`,
        content: 'Ships.',
        publishedAt: minutesAgo(500 + i),
      });
    }
    for (let i = 0; i < 3; i += 1) {
      rows.push({
        title: `Hindi item ${i}`,
        content: `A long body that mentions the harbour once among many other words ${i}.`,
        language: 'hi',
        publishedAt: minutesAgo(10 + i),
      });
    }
    rows.push({ title: 'Description one', description: 'The harbour', publishedAt: minutesAgo(1) });
    rows.push({ title: 'Description two', description: 'The harbour', publishedAt: minutesAgo(2) });
    for (const row of rows) await addFeedItem(app, row);

    // More matches than the index ranks alone, no filter to speak of: the first page of titles,
    // ties newest first; the next pages follow on, and the last one ends with the weaker matches.
    const first = await search(app, 'q=harbour&limit=20');
    expect(titles(first.results)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Harbour news ${String(i).padStart(3, '0')}`),
    );
    expect(first.nextPage).toBe('2');
    const last = await search(app, 'q=harbour&limit=20&page=12');
    expect(titles(last.results).slice(-5)).toEqual([
      'Description one',
      'Description two',
      'Hindi item 0',
      'Hindi item 1',
      'Hindi item 2',
    ]);
    expect(last.nextPage).toBeNull();

    // A language the best few hundred matches do not have: the whole ranking is read instead.
    const hindi = await search(app, 'q=harbour&language=hi');
    expect(titles(hindi.results)).toEqual(['Hindi item 0', 'Hindi item 1', 'Hindi item 2']);
  });
});
