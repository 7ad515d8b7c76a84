import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NewsListResponse, SearchResponse } from '@voices/contracts';
import { describeEachEngine } from '../../../testing';
import { createNewsIngestRepository } from '../../../repositories/news/ingest';
import { addFeedItem, minutesAgo } from '../../../testing/news-fixtures';
import {
  buildModerationApp,
  call,
  createModerator,
  createUser,
  storyBy,
} from '../../moderation/__tests__/moderation-helpers';

const WORDS = 'monsoon election market cricket harvest railway bridge summit council village'.split(
  ' ',
);
const longText = (words: number, seed: number) =>
  Array.from({ length: words }, (_, i) => WORDS[(i * 7 + seed) % WORDS.length]).join(' ');

describeEachEngine('the feed page cache', (engine) => {
  async function scene() {
    const t = await buildModerationApp(engine);
    const author = await createUser(t, 'Hana Writer');
    const now = Date.now();
    for (let i = 0; i < 3; i += 1) {
      await addFeedItem(t.app, { title: `Feed ${i}`, publishedAt: minutesAgo(10 + i, now) });
    }
    const story = await storyBy(t, author, 'Glacier melt measured', {
      createdAt: minutesAgo(5, now),
    });
    return { t, author, story };
  }

  const get = (t: Awaited<ReturnType<typeof scene>>['t'], headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/category/home', headers });

  it('keeps an anonymous first page, answers 304 to its ETag and says how it may be cached', async () => {
    const { t } = await scene();
    const before = t.app.feedPages.stats();
    const first = await get(t);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const vary = String(first.headers.vary).toLowerCase();
    for (const field of ['accept-encoding', 'authorization']) {
      expect(vary).toContain(field);
    }
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await get(t);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    const after = t.app.feedPages.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);

    const notModified = await get(t, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect((await get(t, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('sends the same page as brotli, gzip or plain, each with its own tag', async () => {
    const { t } = await scene();
    const plain = await get(t, { 'accept-encoding': 'identity' });
    const br = await get(t, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(t, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const page = JSON.parse(plain.body) as NewsListResponse;
    expect(page.results.map((item) => item.title)).toEqual([
      'Glacier melt measured',
      'Feed 0',
      'Feed 1',
      'Feed 2',
    ]);
  });

  it('answers every reading language with the same page (its message is not a spec message)', async () => {
    const { t } = await scene();
    const en = await get(t);
    const hi = await get(t, { 'accept-language': 'hi' });
    expect(hi.json().message).toBe('News fetched successfully');
    expect(hi.headers.etag).toBe(en.headers.etag);
    expect(String(hi.headers.vary).toLowerCase()).not.toContain('accept-language');
  });

  it('is emptied by a write: a deleted story is gone from the next anonymous page', async () => {
    const { t, author, story } = await scene();
    const ids = async () => (await get(t)).json().results.map((item: { id: string }) => item.id);
    expect(await ids()).toContain(story);
    expect(await ids()).toContain(story); // from the cache
    const res = await call(t.app, 'DELETE', `/api/delete/${story}`, author);
    expect(res.statusCode).toBe(200);
    expect(await ids()).not.toContain(story);
  });

  it('is emptied when a poll stores news items', async () => {
    const { t } = await scene();
    const first = await get(t);
    const invalidations = t.app.feedPages.stats().invalidations;
    // The poller's own write path (its repository tells the cache after the commit).
    const ingest = createNewsIngestRepository(t.app.db, {
      onStored: () => t.app.feedPages.invalidate(),
    });
    await ingest.upsertFeedItems([]);
    expect(t.app.feedPages.stats().invalidations).toBe(invalidations);
    const fresh = new Date().toISOString();
    await ingest.upsertFeedItems([
      {
        id: 'f'.repeat(24),
        link: 'https://news.example.com/polled',
        title: 'Just polled',
        description: '',
        content: '',
        image_url: null,
        source_name: 'Example News',
        source_icon: null,
        source_url: null,
        creator: null,
        category: 'world',
        subcategory: null,
        language: 'en',
        country: null,
        state: null,
        feed_url: 'https://news.example.com/rss',
        published_at: fresh,
        fetched_at: fresh,
      },
    ]);
    const second = await get(t);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.json().results[0].title).toBe('Just polled');
  });

  it('is never used for members: a hidden story stays its author’s, uncached', async () => {
    const { t, author, story } = await scene();
    const mod = await createModerator(t);
    expect(
      (await call(t.app, 'POST', `/api/moderation/stories/${story}/hide`, mod, { reason: 'Spam' }))
        .statusCode,
    ).toBe(200);
    const anonymous = await get(t);
    expect(anonymous.json().results.map((i: { id: string }) => i.id)).not.toContain(story);
    const hits = t.app.feedPages.stats().hits;
    const own = await call(t.app, 'GET', '/api/category/home', author);
    expect(own.statusCode).toBe(200);
    expect(own.json().results.map((i: { id: string }) => i.id)).toContain(story);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    expect(t.app.feedPages.stats().hits).toBe(hits);
    // And the anonymous page is still the one without it.
    expect((await get(t)).json().results.map((i: { id: string }) => i.id)).not.toContain(story);
  });

  it('keeps anonymous searches too: 304s, emptied by a write, never for members', async () => {
    const { t, author, story } = await scene();
    const search = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/search?q=glacier', headers });
    const ids = (res: { json: () => unknown }) =>
      (res.json() as SearchResponse).results.map((item) => item.id);
    const first = await search();
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual([story]);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const etag = String(first.headers.etag);
    const hits = t.app.feedPages.stats().hits;
    expect((await search()).body).toBe(first.body);
    expect(t.app.feedPages.stats().hits).toBe(hits + 1);
    expect((await search({ 'if-none-match': etag })).statusCode).toBe(304);

    // A member's search is read each time and kept by nobody.
    const own = await call(t.app, 'GET', '/api/search?q=glacier', author);
    expect(ids(own)).toEqual([story]);
    expect(own.headers.etag).toBeUndefined();
    expect(own.headers['cache-control']).toBe('private, no-store');

    expect((await call(t.app, 'DELETE', `/api/delete/${story}`, author)).statusCode).toBe(200);
    const after = await search();
    expect(ids(after)).toEqual([]);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('serves a cached page only to a request the route would accept as it is', async () => {
    const { t } = await scene();
    const url = (query: string) => `/api/category/${query}`;
    const ask = (query: string) => t.app.inject({ method: 'GET', url: url(query) });
    const en = await ask('home?language=en');
    expect(en.statusCode).toBe(200);
    const local = await ask('local?state=Kerala');
    expect(local.statusCode).toBe(200);
    const hits = t.app.feedPages.stats().hits;
    // The same page under another spelling of the same filters: from the cache.
    expect((await ask('home?language=EN')).headers.etag).toBe(en.headers.etag);
    expect((await ask('HOME?language=en&limit=20')).headers.etag).toBe(en.headers.etag);
    expect(t.app.feedPages.stats().hits).toBe(hits + 2);
    // What the route refuses is still refused, whatever the cache holds.
    expect((await ask('local?state=Kera%01la')).statusCode).toBe(400);
    expect((await ask('home?language=en&limit=0')).statusCode).toBe(400);
    expect((await ask('home?language=en&limit=1000')).statusCode).toBe(400);
    expect((await ask('home?language=e%01')).statusCode).toBe(400);
    // A query the fast path does not read goes the usual way, to the same page.
    expect((await ask('home?language=en&utm_source=x')).headers.etag).toBe(en.headers.etag);
  });

  it('leaves later pages uncached', async () => {
    const { t } = await scene();
    const first = await t.app.inject({ method: 'GET', url: '/api/category/home?limit=2' });
    const cursor = first.json().nextPage as string;
    expect(cursor).toBeTruthy();
    const stats = t.app.feedPages.stats();
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/category/home?limit=2&page=${encodeURIComponent(cursor)}`,
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBeUndefined();
    expect(second.json().results.map((i: { title: string }) => i.title)).toEqual([
      'Feed 1',
      'Feed 2',
    ]);
    expect(t.app.feedPages.stats().misses).toBe(stats.misses);
  });

  it('lists cards, not texts: no content, a description cut at 300 characters, ≤ 1 KB an item', async () => {
    const { t, author } = await scene();
    const now = Date.now();
    for (let i = 0; i < 20; i += 1) {
      await addFeedItem(t.app, {
        title: `Monsoon report ${i}`,
        description: longText(120, i),
        content: longText(1500, i),
        imageUrl: `https://img.example.com/${i}.jpg`,
        creator: 'Jane Doe',
        publishedAt: minutesAgo(i, now),
      });
    }
    await storyBy(t, author, 'Monsoon story without a summary', { createdAt: minutesAgo(0, now) });
    for (const url of ['/api/category/home', '/api/search?q=monsoon']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json() as NewsListResponse | SearchResponse;
      expect(body.results.length).toBe(20);
      for (const item of body.results) {
        expect(item).not.toHaveProperty('content');
        expect(item.description.length).toBeLessThanOrEqual(300);
      }
      const cut = body.results.find((item) => item.title === 'Monsoon report 3')!;
      expect(cut.description).toMatch(/[a-z]…$/);
      const words = cut.description.slice(0, -1).split(' ');
      expect(words.every((word) => WORDS.includes(word))).toBe(true);
      expect(longText(120, 3).startsWith(cut.description.slice(0, -1))).toBe(true);
      const sizes = body.results.map((item) => Buffer.byteLength(JSON.stringify(item)));
      const average = sizes.reduce((a, b) => a + b, 0) / sizes.length;
      expect(average).toBeLessThanOrEqual(1024);
    }
    // The whole text is one call away.
    const items = (await get(t)).json().results as { id: string; title: string }[];
    const report = items.find((item) => item.title === 'Monsoon report 0')!;
    const full = await t.app.inject({ method: 'GET', url: `/api/news/${report.id}` });
    expect(full.json().news.content.length).toBeGreaterThan(300);
  });
});
