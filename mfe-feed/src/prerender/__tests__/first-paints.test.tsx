/**
 * @jest-environment node
 */
// Drawn as the gateway draws it: in Node.js, with no browser around, the API answered by the
// `fetch` it gives.
import { answerFirstPaintCalls } from '@voices/platform/testing';
import { modules, renderFirstPaint, startFirstPaints } from '../first-paints';

const now = new Date().toISOString();
/** An item of a list as the API answers it. */
const story = (n: number, extra: Record<string, unknown> = {}) => {
  const id = `64f0000000000000000000${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    type: 'news',
    title: `Story number ${n}`,
    description: `What happened in story ${n}.`,
    category: 'local',
    subcategory: null,
    language: 'en',
    image_url: null,
    media: [],
    pubDate: now,
    publishedAt: now,
    createdAt: now,
    link: `https://news.example.com/${n}`,
    source_name: 'Example News',
    source_icon: null,
    source_url: 'https://news.example.com',
    creator: null,
    ...extra,
  };
};

const api = answerFirstPaintCalls(startFirstPaints);

describe('the feed’s pages drawn on the server', () => {
  it('draws the front page with its stories and the answers it was drawn with', async () => {
    api.answers = {
      '/api/category/home?language=en&limit=20': {
        results: [
          story(1, {
            image_url: 'https://img.example.com/lead.jpg',
            title: 'Bridge <vote> tonight',
          }),
          ...Array.from({ length: 14 }, (_, i) => story(i + 2)),
        ],
        nextPage: 'older',
      },
      '/api/category-counts?language=en': { counts: { local: 2 } },
    };
    expect(modules).toEqual(['home-page']);
    const page = await renderFirstPaint('home-page', '/home');
    expect(page).not.toBeNull();
    const { markup, data } = page!;
    expect(markup).toMatch(/^<div class="vx-feed-page vx-container">/);
    expect(markup).toContain('>Front Page</h1>');
    // The lead story with its picture, its text as text.
    expect(markup).toContain('Bridge &lt;vote&gt; tonight');
    expect(markup).toContain('https://img.example.com/lead.jpg');
    // Every part of the front page: the numbered stories, Latest News, Recommended.
    expect(markup).toContain('Story number 2');
    expect(markup).toContain('>Latest News</h2>');
    expect(markup).toContain('>Recommended</h2>');
    expect(markup).toContain('Story number 15');
    // Markup alone: the gateway adds the answers to the page itself.
    expect(markup).not.toMatch(/<\/?(script|style|link|meta)\b/i);
    // The answers, by the keys the page's cache asks them by.
    const keys = data.map((entry) => JSON.stringify(entry.key));
    expect(keys).toContain(
      JSON.stringify(['news', 'category', { category: 'home', language: 'en', limit: 20 }]),
    );
    const front = data.find((entry) => JSON.stringify(entry.key).includes('"home"'));
    expect(front?.at).toBeGreaterThan(Date.now() - 60_000);
    expect(api.calls).toContain('/api/category/home?language=en&limit=20');
  });

  it('leaves what failed to the browser, drawn loading as the browser first draws it', async () => {
    api.answers = {
      '/api/category/home?language=en&limit=20': { results: [story(1)], nextPage: null },
    };
    const page = await renderFirstPaint('home-page', '/home');
    const keys = page!.data.map((entry) => JSON.stringify(entry.key));
    // The topic counts (answered 404 here) are not carried, and their panel is not drawn empty.
    expect(keys.some((key) => key.includes('counts'))).toBe(false);
    expect(page!.markup).toContain('Story number 1');
    // Each call is made once, however many times the page is drawn.
    expect(api.calls.filter((call) => call.startsWith('/api/category-counts'))).toHaveLength(1);
  });

  it('refuses a page a part of which fails to draw', async () => {
    api.answers = {
      '/api/category/home?language=en&limit=20': {
        results: [{ ...story(1), media: undefined }],
        nextPage: null,
      },
    };
    await expect(renderFirstPaint('home-page', '/home')).rejects.toThrow(
      'A part of home-page failed to draw',
    );
  });

  it('draws only the pages it has', async () => {
    expect(await renderFirstPaint('author-page', '/user/x')).toBeNull();
  });
});
