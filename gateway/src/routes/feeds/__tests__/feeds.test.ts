import { statSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describeEachEngine } from '../../../testing';
import { addFeedItem, minutesAgo } from '../../../testing/news-fixtures';
import { buildStoryApp, png, publish, signIn } from '../../contributions/__tests__/story-helpers';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

interface RssItemXml {
  title: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  description: string;
  pubDate: string;
  enclosure?: { '@url': string; '@length': string; '@type': string };
}

/** The document parsed, after checking it is well-formed RSS 2.0 with the required elements. */
function parseRss(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml);
  expect(doc.rss['@version']).toBe('2.0');
  const channel = doc.rss.channel;
  for (const field of ['title', 'link', 'description', 'lastBuildDate']) {
    expect(channel[field]).toEqual(expect.any(String));
  }
  expect(channel['atom:link']).toMatchObject({ '@rel': 'self', '@type': 'application/rss+xml' });
  const items: RssItemXml[] = channel.item === undefined ? [] : [channel.item].flat();
  for (const item of items) {
    expect(item.title).toEqual(expect.any(String));
    expect(item.pubDate).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(item.guid['@isPermaLink']).toBe('false');
  }
  return { channel, items };
}

describeEachEngine('RSS feeds', (engine) => {
  it("carries an author's stories, escaped, with the lead picture as an enclosure", async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada <Byron> & "Co"');
    const title = 'Tom & Jerry say "hi" <script>alert(1)</script>';
    const story = (await publish(app, ada, { title }, [{ bytes: await png(400, 300) }])).json()
      .data;
    await publish(app, ada, { title: 'Second story' });

    const res = await app.inject({
      method: 'GET',
      url: `/feeds/authors/${ada.id}.xml`,
      headers: { host: 'voices.example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body).not.toContain('<script>');
    const { channel, items } = parseRss(res.body);
    expect(channel.title).toBe('Ada <Byron> & "Co" on Voices');
    expect(channel['atom:link']['@href']).toBe(
      `http://voices.example.org/feeds/authors/${ada.id}.xml`,
    );
    expect(items.map((item) => item.title)).toEqual(['Second story', title]);
    const item = items[1]!;
    expect(item.link).toBe(`http://voices.example.org/contribute/news/${story.id}`);
    expect(item.guid['#text']).toBe(`voices:story:${story.id}`);
    const file = story.media[0] as string;
    expect(item.enclosure).toEqual({
      '@url': `http://voices.example.org/uploads/${file}`,
      '@length': String(statSync(path.join(app.config.dataDir, 'uploads', file)).size),
      '@type': 'image/png',
    });
  });

  it('answers conditional requests with 304', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada');
    await publish(app, ada);
    const url = `/feeds/authors/${ada.id}.xml`;
    const first = await app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"rss-/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const byTag = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(byTag.statusCode).toBe(304);
    const byDate = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-modified-since': lastModified },
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"rss-old"', 'if-modified-since': lastModified },
    });
    expect(stale.statusCode).toBe(200);

    await publish(app, ada, { title: 'Newer' });
    const changed = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
  });

  it('carries a category, stories and news items together, newest 50, by language', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada');
    const story = (await publish(app, ada, { category: 'Sports', title: 'Cup final' })).json().data;
    await publish(app, ada, { category: 'Sports', title: 'मैच का दिन', language: 'hi' });
    const itemId = await addFeedItem(app, {
      title: 'League <b>table</b>',
      category: 'sports',
      publishedAt: minutesAgo(5),
    });
    for (let i = 0; i < 55; i += 1) {
      await addFeedItem(app, {
        title: `Old ${i}`,
        category: 'sports',
        publishedAt: minutesAgo(60 + i),
      });
    }

    const res = await app.inject({
      method: 'GET',
      url: '/feeds/categories/sports.xml?language=en',
    });
    expect(res.statusCode).toBe(200);
    const { channel, items } = parseRss(res.body);
    expect(channel.language).toBe('en');
    expect(items).toHaveLength(50);
    expect(items.slice(0, 2).map((item) => item.guid['#text'])).toEqual([
      `voices:story:${story.id}`,
      `voices:news:${itemId}`,
    ]);
    expect(items[1]!.title).toBe('League <b>table</b>');
    expect(items[1]!.link).toMatch(new RegExp(`/news/${itemId}$`));

    const french = parseRss(
      (await app.inject({ method: 'GET', url: '/feeds/categories/Sports.xml?language=hi' })).body,
    );
    expect(french.items.map((item) => item.title)).toEqual(['मैच का दिन']);
  });

  it('answers 404 for unknown authors and categories', async () => {
    const { app } = await buildStoryApp(engine);
    for (const url of [
      '/feeds/authors/0123456789abcdef01234567.xml',
      '/feeds/authors/nobody.xml',
      '/feeds/categories/astrology.xml',
      '/feeds/categories/sports.json',
      '/feeds/unknown',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const bad = await app.inject({
      method: 'GET',
      url: '/feeds/categories/home.xml?language=%3Cx%3E',
    });
    expect(bad.statusCode).toBe(400);
  });
});
