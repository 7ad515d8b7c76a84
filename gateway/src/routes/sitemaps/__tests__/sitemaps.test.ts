import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describeEachEngine } from '../../../testing';
import { buildStoryApp, publish, signIn } from '../../contributions/__tests__/story-helpers';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

describeEachEngine('sitemaps and robots.txt', (engine) => {
  it('indexes a sitemap of portals and one of stories, each URL with lastmod', async () => {
    const { app } = await buildStoryApp(engine);
    const ada = await signIn(app, 'Ada');
    const story = (await publish(app, ada)).json().data;
    await signIn(app, 'Bob, who never wrote');
    const headers = { host: 'voices.example.org' };

    const index = await app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemaps = [parse(index.body).sitemapindex.sitemap].flat().map((s) => s.loc);
    expect(sitemaps).toEqual([
      'http://voices.example.org/sitemaps/portals.xml',
      'http://voices.example.org/sitemaps/stories-1.xml',
    ]);

    const stories = parse(
      (await app.inject({ method: 'GET', url: '/sitemaps/stories-1.xml', headers })).body,
    );
    expect(stories.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(stories.urlset.url).toEqual({
      loc: `http://voices.example.org/contribute/news/${story.id}`,
      lastmod: story.updatedAt,
    });

    const portals = parse(
      (await app.inject({ method: 'GET', url: '/sitemaps/portals.xml', headers })).body,
    );
    expect(portals.urlset.url).toEqual({
      loc: `http://voices.example.org/portal/${ada.id}/modern-grid`,
      lastmod: story.updatedAt,
    });

    for (const url of ['/sitemaps/stories-2.xml', '/sitemaps/stories-0.xml', '/sitemaps/x.xml']) {
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
    }
  });

  it('robots.txt names the sitemap and keeps crawlers out of the API but not the share cards', async () => {
    const { app } = await buildStoryApp(engine);
    app.config.publicUrl = 'https://voices.example.org';
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /api/share/',
      'Disallow: /api/',
      '',
      'Sitemap: https://voices.example.org/sitemap.xml',
      '',
    ]);
  });
});
