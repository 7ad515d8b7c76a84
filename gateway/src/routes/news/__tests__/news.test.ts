import type { FastifyInstance } from 'fastify';
import type { NewsArticle } from '@voices/contracts';
import { relatedScore } from '../../../lib/ranking';
import { buildTestApp, describeEachEngine } from '../../../testing';
import { addFeedItem, addStory, addUser, minutesAgo } from '../../../testing/news-fixtures';

const DAY = 24 * 60;

async function related(app: FastifyInstance, query: string): Promise<NewsArticle[]> {
  const res = await app.inject({ method: 'GET', url: `/api/news/related?${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.results as NewsArticle[];
}

describeEachEngine('GET /api/news/:id', (engine) => {
  it('answers a story or a feed item by id', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Dev');
    const storyId = await addStory(app, { authorId: author, title: 'Our story', media: ['a.jpg'] });
    const itemId = await addFeedItem(app, { title: 'A feed item', content: 'Body text' });

    const story = await app.inject({ method: 'GET', url: `/api/news/${storyId}` });
    expect(story.statusCode).toBe(200);
    expect(story.json()).toMatchObject({
      success: true,
      message: 'News fetched successfully',
      news: { _id: storyId, type: 'story', title: 'Our story', author: 'Dev', media: ['a.jpg'] },
    });
    const item = await app.inject({ method: 'GET', url: `/api/news/${itemId.toUpperCase()}` });
    expect(item.json().news).toMatchObject({ _id: itemId, type: 'feed', content: 'Body text' });
  });

  it("answers 'News article not found' and 'News ID is required'", async () => {
    const app = await buildTestApp({ engine });
    const missing = await app.inject({ method: 'GET', url: '/api/news/0123456789abcdef01234567' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'News article not found' });
    const odd = await app.inject({ method: 'GET', url: '/api/news/not-an-id' });
    expect(odd.statusCode).toBe(404);
    const empty = await app.inject({ method: 'GET', url: '/api/news/' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, message: 'News ID is required' });
    const blank = await app.inject({ method: 'GET', url: '/api/news/%20' });
    expect(blank.json()).toEqual({ success: false, message: 'News ID is required' });
  });
});

describeEachEngine('GET /api/news/author/:name', (engine) => {
  it("lists an author's stories and the feed items they wrote, newest first", async () => {
    const app = await buildTestApp({ engine });
    const priya = await addUser(app, 'Priya Nair');
    const other = await addUser(app, 'Somebody Else');
    await addStory(app, { authorId: priya, title: 'Second', createdAt: minutesAgo(2) });
    await addStory(app, { authorId: priya, title: 'First', createdAt: minutesAgo(5) });
    await addStory(app, { authorId: other, title: 'Not hers' });
    await addFeedItem(app, {
      title: 'Her column',
      creator: 'Priya Nair',
      publishedAt: minutesAgo(3),
    });
    await addFeedItem(app, { title: 'Not her column', creator: 'Priya' });

    const res = await app.inject({ method: 'GET', url: '/api/news/author/priya%20nair' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.results.map((a: NewsArticle) => a.title)).toEqual([
      'Second',
      'Her column',
      'First',
    ]);
    expect(body.nextPage).toBeNull();

    const byId = await app.inject({ method: 'GET', url: `/api/news/author/${priya}?limit=1` });
    expect(byId.json().results.map((a: NewsArticle) => a.title)).toEqual(['Second']);
    const next = await app.inject({
      method: 'GET',
      url: `/api/news/author/${priya}?limit=1&page=${byId.json().nextPage}`,
    });
    expect(next.json().results.map((a: NewsArticle) => a.title)).toEqual(['First']);

    const nobody = await app.inject({ method: 'GET', url: '/api/news/author/Nobody' });
    expect(nobody.json()).toEqual({ success: true, results: [], nextPage: null });
  });
});

describeEachEngine('GET /api/news/related', (engine) => {
  it('ranks keyword matches by the score: recency, media, length, category, language', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Ana');
    const now = Date.now();
    // All mention the monsoon; they differ in what the score weighs.
    const fresh = await addFeedItem(app, {
      title: 'Monsoon arrives early',
      category: 'world',
      publishedAt: minutesAgo(60, now),
    });
    const old = await addFeedItem(app, {
      title: 'Monsoon last year',
      category: 'world',
      publishedAt: minutesAgo(60 * DAY, now),
    });
    const rich = await addStory(app, {
      authorId: author,
      title: 'Monsoon photo essay',
      content: 'x'.repeat(1500),
      category: 'World',
      createdAt: minutesAgo(10 * DAY, now),
      media: ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg'],
    });
    const otherLanguage = await addFeedItem(app, {
      title: 'Monsoon news in Hindi',
      category: 'health',
      language: 'hi',
      publishedAt: minutesAgo(30, now),
    });
    await addFeedItem(app, { title: 'Cricket scores', category: 'world' });

    const results = await related(app, 'keywords=The%20monsoon%20arrives&category=world&limit=6');
    const ids = results.map((a) => a._id);
    expect(ids).toHaveLength(4);

    // The endpoint's order is the pure score's order.
    const expected = [...results]
      .map((a) => ({
        id: a._id,
        score: relatedScore(
          {
            publishedAt: a.pubDate,
            mediaCount: a.media.length,
            contentLength: a.content.length,
            category: a.category,
            language: a.language,
          },
          { category: 'world', language: 'en', now },
        ),
      }))
      .sort((a, b) => b.score - a.score)
      .map((s) => s.id);
    expect(ids).toEqual(expected);
    // recency 5·e^(−10/30) + 4 media · 0.8 + 2 + 1.5 + 0.5 beats a fresh item (≈ 5 + 1.5 + 0.5).
    expect(ids).toEqual([rich, fresh, otherLanguage, old]);

    // limit, exclude, and the language default.
    expect(
      (await related(app, `keywords=monsoon&category=world&limit=2&exclude=${rich}`)).map(
        (a) => a._id,
      ),
    ).toEqual([fresh, otherLanguage]);
    // Without a category the same-category bonus goes; in Hindi the Hindi item gains.
    const hindi = await related(app, 'keywords=monsoon&language=hi');
    expect(hindi[0]!._id).toBe(rich);
    expect(hindi.map((a) => a._id).indexOf(otherLanguage)).toBeLessThan(
      hindi.map((a) => a._id).indexOf(fresh),
    );
  });

  it("adds 1 for the breaking ticker of a broadsheet-classic story's page, in no other theme", async () => {
    const app = await buildTestApp({ engine });
    const ana = await addUser(app, 'Ana');
    const ben = await addUser(app, 'Ben');
    const now = Date.now();
    const story = (authorId: string, title: string, days: number, media: string[] = []) =>
      addStory(app, {
        authorId,
        title,
        content: 'x'.repeat(60),
        category: 'World',
        createdAt: minutesAgo(days * DAY, now),
        media,
      });
    // The page: Ana's newest story. Its ticker runs Ana's 8 newest stories.
    const page = await addStory(app, {
      authorId: ana,
      title: 'Harbour festival opens',
      category: 'World',
      selectedTemplate: 'broadsheet-classic',
      createdAt: minutesAgo(1, now),
    });
    // In the ticker (Ana's 2nd newest): 0.8 below Ben's story without the bonus.
    const inTicker = await story(ana, 'Harbour cleanup drive', 1);
    const above = await story(ben, 'Harbour lights return', 1, ['1.jpg']);
    for (let i = 0; i < 6; i += 1) await story(ana, `Ana's column ${i}`, 2 + i / 10);
    // Ana's 9th newest: out of the ticker, so it stays below Ben's story (by about 0.45).
    const outOfTicker = await story(ana, 'Harbour history', 10, ['1.jpg', '2.jpg']);
    const ids = async (query: string) =>
      (await related(app, `keywords=harbour&category=world&${query}`)).map((a) => a._id);

    expect(await ids(`exclude=${page}`)).toEqual([inTicker, above, outOfTicker]);
    // Without the theme the bonus goes: no page named, or the page drawn in another theme.
    expect((await ids('')).filter((id) => id !== page)).toEqual([above, outOfTicker, inTicker]);
    for (const theme of ['noir', 'modern-grid', 'newspaper-classic']) {
      await app.db
        .updateTable('stories')
        .set({ selected_template: theme })
        .where('id', '=', page)
        .execute();
      expect(await ids(`exclude=${page}`)).toEqual([above, outOfTicker, inTicker]);
    }
    // A portal that draws the story in broadsheet-classic gives the bonus; one that draws a
    // broadsheet story in another theme does not; an unknown theme counts as the story's own.
    expect(await ids(`exclude=${page}&theme=broadsheet-classic`)).toEqual([
      inTicker,
      above,
      outOfTicker,
    ]);
    await app.db
      .updateTable('stories')
      .set({ selected_template: 'broadsheet-classic' })
      .where('id', '=', page)
      .execute();
    expect(await ids(`exclude=${page}&theme=noir`)).toEqual([above, outOfTicker, inTicker]);
    expect(await ids(`exclude=${page}&theme=no-such-paper`)).toEqual([
      inTicker,
      above,
      outOfTicker,
    ]);
  });

  it('filters to the category and lists newest first with categoryOnly', async () => {
    const app = await buildTestApp({ engine });
    const author = await addUser(app, 'Ben');
    const now = Date.now();
    const a = await addFeedItem(app, {
      title: 'Election today',
      category: 'world',
      publishedAt: minutesAgo(5, now),
    });
    const b = await addStory(app, {
      authorId: author,
      title: 'Election explained',
      category: 'World',
      createdAt: minutesAgo(50, now),
      media: ['1.jpg', '2.jpg', '3.jpg'],
      content: 'y'.repeat(2000),
    });
    await addFeedItem(app, {
      title: 'Election in sport body',
      category: 'sports',
      publishedAt: minutesAgo(1, now),
    });
    const results = await related(app, 'keywords=election&category=World&categoryOnly=true');
    expect(results.map((r) => r._id)).toEqual([a, b]);
  });

  it('falls back to the newest items when there are no keywords', async () => {
    const app = await buildTestApp({ engine });
    await addFeedItem(app, { title: 'One', publishedAt: minutesAgo(3) });
    await addFeedItem(app, { title: 'Two', publishedAt: minutesAgo(2) });
    const results = await related(app, 'keywords=the%20a&limit=3');
    expect(results.map((r) => r.title)).toEqual(['Two', 'One']);
    expect(await related(app, 'keywords=zzzunknownword')).toEqual([]);
  });
});
