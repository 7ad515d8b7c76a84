import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { NewsArticle, NewsListItem } from '@voices/contracts';
import type { NewsFeedConfig } from '../../lib/feeds/feed-config';
import { createFeedPoller } from '../../services/news-ingest/poller';
import { createNewsFeedsRepository } from '../../repositories/news-feeds-repository';
import { createNewsIngestRepository } from '../../repositories/news/ingest';
import { buildTestApp, describeEachEngine } from '../../testing';
import { startLoopbackServer, type LoopbackServer } from '../../testing/loopback-server';

const RSS = (items: string, extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Sports &amp; More Daily</title>
    <link>https://sports.example.com/</link>
    <description>All the sport</description>
    <image><url>https://sports.example.com/logo.png</url><title>Sports</title><link>https://sports.example.com/</link></image>
    ${extra}
    ${items}
  </channel>
</rss>`;

const RSS_ITEMS = `
    <item>
      <title>Kohli scores a century &amp; India win</title>
      <link>https://sports.example.com/cricket/1</link>
      <description><![CDATA[<p>A <b>great</b> innings at the stadium.</p><script>alert(1)</script>]]></description>
      <content:encoded><![CDATA[<p>First paragraph.</p><p>Second&nbsp;paragraph with <a href="x">a link</a>.</p>]]></content:encoded>
      <pubDate>Tue, 10 Jun 2025 14:00:00 +0530</pubDate>
      <dc:creator>Sam Reporter</dc:creator>
      <media:content url="https://img.example.com/kohli-small.jpg" medium="image" width="300"/>
      <media:content url="https://img.example.com/kohli-large.jpg" medium="image" width="1200"/>
    </item>
    <item>
      <title>Tennis: a new champion</title>
      <link>https://sports.example.com/tennis/2</link>
      <description>Plain summary &lt;i&gt;escaped&lt;/i&gt;</description>
      <pubDate>Tue, 10 Jun 2025 09:00:00 GMT</pubDate>
      <author>desk@example.com (The Desk)</author>
      <enclosure url="https://img.example.com/tennis.png" type="image/png" length="1000"/>
    </item>
    <item>
      <title>Badminton open</title>
      <guid>https://sports.example.com/badminton/3</guid>
      <description><![CDATA[<img src="/images/shuttle.jpg" alt=""> Shuttlers meet]]></description>
      <pubDate>Mon, 09 Jun 2025 10:00:00 IST</pubDate>
    </item>
    <item>
      <title>No link at all</title>
      <description>Skipped</description>
    </item>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <title type="text">Tech Wire</title>
  <link rel="self" href="https://tech.example.com/feed.atom"/>
  <link rel="alternate" href="https://tech.example.com/"/>
  <icon>/favicon.png</icon>
  <updated>2025-06-10T10:00:00Z</updated>
  <entry>
    <title type="html">New &lt;em&gt;AI&lt;/em&gt; model released</title>
    <link rel="alternate" href="/posts/ai-model"/>
    <id>tag:tech.example.com,2025:1</id>
    <published>2025-06-10T08:00:00Z</published>
    <updated>2025-06-10T09:00:00Z</updated>
    <author><name>Ada Writer</name></author>
    <summary type="html">&lt;p&gt;A model that writes &amp;amp; reads.&lt;/p&gt;</summary>
    <content type="html">&lt;p&gt;Full text.&lt;/p&gt;&lt;img src="https://img.example.com/ai.webp"&gt;</content>
  </entry>
  <entry>
    <title>Phone review</title>
    <link href="https://tech.example.com/posts/phone"/>
    <id>tag:tech.example.com,2025:2</id>
    <updated>2025-06-09T08:00:00Z</updated>
    <media:thumbnail url="https://img.example.com/phone.jpg"/>
    <summary>The smartphone of the year.</summary>
  </entry>
</feed>`;

interface FeedRoute {
  body: string;
  status?: number;
  type?: string;
  etag?: string;
  lastModified?: string;
}

/** A loopback server publishing the given feeds; each can be changed while a test runs. */
async function feedServer(routes: Record<string, FeedRoute>): Promise<LoopbackServer> {
  return startLoopbackServer((request: IncomingMessage, response: ServerResponse) => {
    const route = routes[request.url ?? ''];
    if (!route) {
      response.writeHead(404).end('not found');
      return;
    }
    if (
      (route.etag && request.headers['if-none-match'] === route.etag) ||
      (!route.etag &&
        route.lastModified &&
        request.headers['if-modified-since'] === route.lastModified)
    ) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(route.status ?? 200, {
      'content-type': route.type ?? 'application/rss+xml; charset=utf-8',
      ...(route.etag ? { etag: route.etag } : {}),
      ...(route.lastModified ? { 'last-modified': route.lastModified } : {}),
    });
    response.end(route.body);
  });
}

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function appWithFeeds(
  engine: 'sqlite' | 'postgres',
  feeds: NewsFeedConfig[],
  clock: { now: number },
  extra: Record<string, unknown> = {},
): Promise<FastifyInstance> {
  return buildTestApp({
    engine,
    config: { newsFeeds: feeds, newsPollSeconds: 900, now: () => new Date(clock.now), ...extra },
  });
}

/** A tab's items in its order, each in full (a list carries no text, `GET /news/{id}` does). */
async function list(app: FastifyInstance, category: string): Promise<NewsArticle[]> {
  const res = await app.inject({ method: 'GET', url: `/api/category/${category}?limit=50` });
  expect(res.statusCode).toBe(200);
  const items = res.json().results as NewsListItem[];
  return Promise.all(
    items.map(async (item) => {
      const full = await app.inject({ method: 'GET', url: `/api/news/${item.id}` });
      expect(full.statusCode).toBe(200);
      return full.json().news as NewsArticle;
    }),
  );
}

describeEachEngine('news sources', (engine) => {
  it('ingests RSS 2.0 and Atom feeds with images, sources and plain text, then asks conditionally', async () => {
    const routes: Record<string, FeedRoute> = {
      '/sports.xml': { body: RSS(RSS_ITEMS), etag: '"v1"' },
      '/tech.atom': {
        body: ATOM,
        type: 'application/atom+xml',
        lastModified: 'Tue, 10 Jun 2025 10:00:00 GMT',
      },
    };
    const server = await feedServer(routes);
    servers.push(server);
    const clock = { now: Date.parse('2025-06-11T00:00:00Z') };
    const app = await appWithFeeds(
      engine,
      [
        { url: `${server.origin}/sports.xml`, category: 'sports', language: 'en', country: 'IN' },
        { url: `${server.origin}/tech.atom`, category: 'technology', language: 'en', name: 'TW' },
      ],
      clock,
    );

    const first = await app.newsSources.pollDue();
    expect(first.map((r) => [r.status, r.added]).sort()).toEqual([
      ['updated', 2],
      ['updated', 3],
    ]);
    expect(server.requests.every((r) => /Voices/.test(String(r.headers['user-agent'])))).toBe(true);

    const sports = await list(app, 'sports');
    expect(sports.map((a) => a.title)).toEqual([
      'Tennis: a new champion',
      'Kohli scores a century & India win',
      'Badminton open',
    ]);
    const [tennis, kohli, badminton] = sports;
    expect(kohli).toMatchObject({
      type: 'feed',
      link: 'https://sports.example.com/cricket/1',
      description: 'A great innings at the stadium.',
      content: 'First paragraph.\n\nSecond paragraph with a link.',
      image_url: 'https://img.example.com/kohli-large.jpg',
      source_name: 'Sports & More Daily',
      source_icon: 'https://sports.example.com/logo.png',
      source_url: 'https://sports.example.com/',
      creator: 'Sam Reporter',
      category: 'sports',
      subcategory: 'cricket',
      language: 'en',
      country: 'IN',
      pubDate: '2025-06-10T08:30:00.000Z',
    });
    expect(tennis).toMatchObject({
      description: 'Plain summary escaped',
      content: 'Plain summary escaped',
      image_url: 'https://img.example.com/tennis.png',
      creator: 'The Desk',
      subcategory: 'tennis',
    });
    expect(badminton).toMatchObject({
      link: 'https://sports.example.com/badminton/3',
      image_url: 'https://sports.example.com/images/shuttle.jpg',
      pubDate: '2025-06-09T04:30:00.000Z',
      subcategory: 'badminton',
    });

    const tech = await list(app, 'technology');
    expect(tech.map((a) => a.title)).toEqual(['New AI model released', 'Phone review']);
    expect(tech[0]).toMatchObject({
      link: 'https://tech.example.com/posts/ai-model',
      description: 'A model that writes & reads.',
      content: 'Full text.',
      image_url: 'https://img.example.com/ai.webp',
      source_name: 'TW',
      source_icon: `${server.origin}/favicon.png`,
      creator: 'Ada Writer',
      subcategory: 'ai',
      pubDate: '2025-06-10T08:00:00.000Z',
    });
    expect(tech[1]).toMatchObject({
      image_url: 'https://img.example.com/phone.jpg',
      subcategory: 'mobile',
      pubDate: '2025-06-09T08:00:00.000Z',
    });

    // Not due yet: nothing is fetched.
    const requestsBefore = server.requests.length;
    clock.now += 10 * 60_000;
    expect(await app.newsSources.pollDue()).toEqual([]);
    expect(server.requests).toHaveLength(requestsBefore);

    // Due again: conditional requests, answered 304.
    clock.now += 6 * 60_000;
    const second = await app.newsSources.pollDue();
    expect(second.map((r) => r.status)).toEqual(['not-modified', 'not-modified']);
    const conditional = server.requests.slice(requestsBefore);
    const sportsRequest = conditional.find((r) => r.url === '/sports.xml')!;
    const techRequest = conditional.find((r) => r.url === '/tech.atom')!;
    expect(sportsRequest.headers['if-none-match']).toBe('"v1"');
    expect(techRequest.headers['if-modified-since']).toBe('Tue, 10 Jun 2025 10:00:00 GMT');

    // A changed feed: a known link is updated in place, a new one added, none twice.
    routes['/sports.xml'] = {
      etag: '"v2"',
      body: RSS(
        RSS_ITEMS.replace('Tennis: a new champion', 'Tennis: the champion speaks') +
          `<item><title>Fresh item</title><link>https://sports.example.com/4</link><pubDate>Tue, 10 Jun 2025 20:00:00 GMT</pubDate></item>`,
      ),
    };
    clock.now += 16 * 60_000;
    const third = await app.newsSources.pollDue();
    const sportsResult = third.find((r) => r.url.endsWith('/sports.xml'))!;
    expect(sportsResult).toMatchObject({ status: 'updated', added: 1, updated: 1 });
    const after = await list(app, 'sports');
    expect(after.map((a) => a.title)).toEqual([
      'Fresh item',
      'Tennis: the champion speaks',
      'Kohli scores a century & India win',
      'Badminton open',
    ]);
    expect(after[1]!._id).toBe(tennis!._id);
    expect(after[1]!.pubDate).toBe(tennis!.pubDate);
  });

  it('backs off a broken feed while the others keep ingesting', async () => {
    let goodItems = `<item><title>Good one</title><link>https://good.example.com/1</link></item>`;
    const routes: Record<string, FeedRoute> = {
      '/good.xml': { body: RSS(goodItems) },
      '/error.xml': { body: 'oops', status: 500, type: 'text/plain' },
      '/invalid.xml': { body: '<rss><channel><item><title>Broken</channel>' },
      '/html.xml': {
        body: '<!doctype html><html><body>Not a feed</body></html>',
        type: 'text/html',
      },
    };
    const server = await feedServer(routes);
    servers.push(server);
    const clock = { now: Date.parse('2025-06-11T00:00:00Z') };
    const feed = (path: string): NewsFeedConfig => ({
      url: `${server.origin}${path}`,
      category: 'world',
      language: 'en',
    });
    const app = await appWithFeeds(
      engine,
      [feed('/error.xml'), feed('/invalid.xml'), feed('/good.xml'), feed('/html.xml')],
      clock,
    );
    const hits = (path: string) => server.requests.filter((r) => r.url === path).length;
    const state = (path: string) =>
      app.db
        .selectFrom('news_feeds')
        .selectAll()
        .where('url', '=', `${server.origin}${path}`)
        .executeTakeFirstOrThrow();

    const first = await app.newsSources.pollDue();
    expect(first.filter((r) => r.status === 'failed')).toHaveLength(3);
    expect(first.find((r) => r.url.endsWith('/error.xml'))!.error).toMatch(/500/);
    expect(first.find((r) => r.url.endsWith('/invalid.xml'))!.error).toMatch(/XML/);
    expect(first.find((r) => r.url.endsWith('/html.xml'))!.error).toMatch(/XML|RSS/);
    expect((await list(app, 'world')).map((a) => a.title)).toEqual(['Good one']);
    expect(await state('/error.xml')).toMatchObject({
      failures: 1,
      next_attempt_at: new Date(clock.now + 60_000).toISOString(),
    });

    // Within the first back-off nothing is retried.
    clock.now += 30_000;
    await app.newsSources.pollDue();
    expect(hits('/error.xml')).toBe(1);

    // After it, the broken feeds are tried again, and wait twice as long next time.
    clock.now += 31_000;
    await app.newsSources.pollDue();
    expect(hits('/error.xml')).toBe(2);
    expect(hits('/invalid.xml')).toBe(2);
    expect(hits('/good.xml')).toBe(1);
    expect(await state('/error.xml')).toMatchObject({
      failures: 2,
      next_attempt_at: new Date(clock.now + 120_000).toISOString(),
    });
    expect((await state('/error.xml')).last_error).toMatch(/500/);

    // The good feed is polled on its own schedule and keeps ingesting.
    goodItems += `<item><title>Good two</title><link>https://good.example.com/2</link></item>`;
    routes['/good.xml'] = { body: RSS(goodItems) };
    clock.now += 15 * 60_000;
    await app.newsSources.pollDue();
    expect((await list(app, 'world')).map((a) => a.title).sort()).toEqual(['Good one', 'Good two']);

    // A feed that recovers is back on the normal schedule.
    routes['/error.xml'] = {
      body: RSS(`<item><title>Back</title><link>https://e.example.com/1</link></item>`),
    };
    clock.now += 10 * 60_000;
    await app.newsSources.pollDue();
    expect(await state('/error.xml')).toMatchObject({
      failures: 0,
      last_error: null,
      next_attempt_at: new Date(clock.now + 900_000).toISOString(),
    });
  });

  it('takes at most 50 items from one feed in one poll, the newest', async () => {
    const items = Array.from(
      { length: 60 },
      (_, i) =>
        `<item><title>Item ${i}</title><link>https://many.example.com/${i}</link><pubDate>${new Date(Date.UTC(2025, 5, 1, 0, i)).toUTCString()}</pubDate></item>`,
    ).join('');
    const server = await feedServer({ '/many.xml': { body: RSS(items) } });
    servers.push(server);
    const clock = { now: Date.parse('2025-06-11T00:00:00Z') };
    const app = await appWithFeeds(
      engine,
      [{ url: `${server.origin}/many.xml`, category: 'world', language: 'en' }],
      clock,
    );
    const [result] = await app.newsSources.pollDue();
    expect(result).toMatchObject({ status: 'updated', added: 50 });
    const stored = await app.db.selectFrom('news_items').select('title').execute();
    expect(stored).toHaveLength(50);
    expect(stored.map((r) => r.title)).not.toContain('Item 9');
    expect(stored.map((r) => r.title)).toContain('Item 59');
  });

  it('gives up on a feed that does not answer in time', async () => {
    const server = await startLoopbackServer(() => {
      // Never answers.
    });
    servers.push(server);
    const app = await buildTestApp({ engine });
    const log = app.log;
    const poller = createFeedPoller({
      feeds: [{ url: `${server.origin}/slow.xml`, category: 'world', language: 'en' }],
      pollSeconds: 900,
      feedsRepository: createNewsFeedsRepository(app.db),
      newsRepository: createNewsIngestRepository(app.db),
      log,
      fetchTimeoutMs: 200,
    });
    const started = Date.now();
    const [result] = await poller.pollDue();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ status: 'failed' });
    expect(result!.error).toMatch(/200 ms/);
  });

  it('polls on its own from start-up when asked to, and stops with the app', async () => {
    const server = await feedServer({
      '/auto.xml': {
        body: RSS(`<item><title>Auto</title><link>https://auto.example.com/1</link></item>`),
      },
    });
    servers.push(server);
    const app = await buildTestApp({
      engine,
      config: {
        newsFeeds: [{ url: `${server.origin}/auto.xml`, category: 'world', language: 'en' }],
        newsPolling: true,
      },
    });
    await app.ready();
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const rows = await app.db.selectFrom('news_items').select('title').execute();
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await list(app, 'world')).map((a) => a.title)).toEqual(['Auto']);
    await app.close();
    const requests = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(requests);
  });

  it('never follows a feed redirect into the internal network, and publishes nothing from it', async () => {
    const secretItem = `<item><title>INTERNAL-SECRET-DATA</title><link>https://intranet.example/1</link><pubDate>Tue, 10 Jun 2025 09:00:00 GMT</pubDate></item>`;
    const secret = await feedServer({ '/internal-secret': { body: RSS(secretItem) } });
    servers.push(secret);
    const port = new URL(secret.origin).port;
    const hostile = await startLoopbackServer((request, response) => {
      const targets: Record<string, string> = {
        '/to-loopback': `${secret.origin}/internal-secret`,
        '/to-localhost': `http://localhost:${port}/internal-secret`,
        '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
        '/moved': '/sports.xml',
      };
      const target = targets[request.url ?? ''];
      if (target) response.writeHead(302, { location: target }).end();
      else response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS(RSS_ITEMS));
    });
    servers.push(hostile);
    const clock = { now: Date.parse('2025-06-11T00:00:00Z') };
    const feed = (path: string): NewsFeedConfig => ({
      url: `${hostile.origin}${path}`,
      category: 'world',
      language: 'en',
    });
    const app = await appWithFeeds(
      engine,
      [feed('/to-loopback'), feed('/to-localhost'), feed('/to-metadata'), feed('/moved')],
      clock,
    );

    const results = await app.newsSources.pollDue();
    const byUrl = new Map(results.map((r) => [new URL(r.url).pathname, r]));
    for (const path of ['/to-loopback', '/to-localhost', '/to-metadata']) {
      expect(byUrl.get(path)).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/not a public address/),
      });
    }
    // A redirect within the configured feed's own origin is followed.
    expect(byUrl.get('/moved')).toMatchObject({ status: 'updated', added: 3 });
    expect(secret.requests).toHaveLength(0);
    const world = await list(app, 'world');
    expect(world.map((a) => a.title)).not.toContain('INTERNAL-SECRET-DATA');
    expect(world).toHaveLength(3);
  });
});
