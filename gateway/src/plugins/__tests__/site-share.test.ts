import type { FastifyInstance } from 'fastify';
import {
  describeEachEngine,
  FAKE_SHELL_HTML,
  withoutHints,
  writeFakeBuiltSite,
} from '../../testing';
import { addFeedItem } from '../../testing/news-fixtures';
import { buildStoryApp, publish, signIn } from '../../routes/contributions/__tests__/story-helpers';

const NASTY = `He said "Don't" & left </script><script>alert(1)</script> <b>now</b>`;

/** The value of each <meta> by its name or property, as a browser decodes attributes. */
function metaTags(html: string): Record<string, string> {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const found: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g,
  )) {
    found[key!] = decode(value!);
  }
  return found;
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

async function siteApp(
  engine: 'sqlite' | 'postgres',
  publicUrl?: string,
): Promise<FastifyInstance> {
  const { app } = await buildStoryApp(engine);
  if (publicUrl) app.config.publicUrl = publicUrl;
  writeFakeBuiltSite(app.config.siteDir);
  return app;
}

describeEachEngine('share cards in the served HTML', (engine) => {
  it('gives a story its title, description, canonical, Open Graph, Twitter and JSON-LD, escaped', async () => {
    const app = await siteApp(engine, 'https://voices.example.org');
    const ada = await signIn(app, 'Ada "Lovelace"');
    const story = (
      await publish(app, ada, {
        title: NASTY,
        content: 'Body text & more <i>markup</i>.',
        selectedTemplate: 'noir',
      })
    ).json().data;

    for (const url of [`/contribute/news/${story.id}?id=${story.id}`, `/news/${story.id}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const html = res.body;
      // Nothing the title holds became markup: the only scripts are the JSON-LD and the shell's.
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html).not.toContain('<b>now');
      expect(html).toContain(`<title>He said &quot;Don&#39;t&quot; &amp; left &lt;/script&gt;`);
      const canonical = `https://voices.example.org/contribute/news/${story.id}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      const meta = metaTags(html);
      expect(meta).toMatchObject({
        description: 'Body text & more <i>markup</i>.',
        'og:title': NASTY,
        'og:description': 'Body text & more <i>markup</i>.',
        'og:type': 'article',
        'og:url': canonical,
        'og:image:width': '1200',
        'og:image:height': '630',
        'article:published_time': story.createdAt,
        'article:author': `https://voices.example.org/profile/${ada.id}`,
        'twitter:card': 'summary_large_image',
        'twitter:title': NASTY,
      });
      expect(meta['og:image']).toMatch(
        new RegExp(
          `^https://voices\\.example\\.org/api/share/stories/${story.id}\\.png\\?v=[0-9a-f]{16}$`,
        ),
      );
      expect(meta['twitter:image']).toBe(meta['og:image']);
      // The shell's own description gives way to the story's.
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(jsonLd(html)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: NASTY,
        image: [meta['og:image']],
        datePublished: story.createdAt,
        author: [{ '@type': 'Person', name: 'Ada "Lovelace"' }],
      });

      // The image the card names is there.
      const image = await app.inject({ method: 'GET', url: new URL(meta['og:image']!).pathname });
      expect(image.statusCode).toBe(200);
    }
  });

  it('describes a news item at /news/{id}', async () => {
    const app = await siteApp(engine);
    const id = await addFeedItem(app, {
      title: 'Rain expected',
      description: 'Showers all week.',
      imageUrl: 'https://news.example.com/rain.jpg',
    });
    const res = await app.inject({
      method: 'GET',
      url: `/news/${id}`,
      headers: { host: 'v.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(metaTags(res.body)).toMatchObject({
      'og:title': 'Rain expected',
      'og:type': 'article',
      'og:url': `http://v.test/news/${id}`,
      'og:image': 'https://news.example.com/rain.jpg',
    });
    expect(jsonLd(res.body)).toMatchObject({ '@type': 'NewsArticle', headline: 'Rain expected' });
  });

  it('describes portals and profiles, with the author’s feed', async () => {
    const app = await siteApp(engine, 'https://voices.example.org');
    const ada = await signIn(app, 'Ada <Lovelace>');
    const feed = `<link rel="alternate" type="application/rss+xml" title="Ada &lt;Lovelace&gt; on Voices" href="https://voices.example.org/feeds/authors/${ada.id}.xml" />`;

    const portal = await app.inject({ method: 'GET', url: `/portal/${ada.id}/noir` });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('<title>Ada &lt;Lovelace&gt; · Noir Press | Voices</title>');
    expect(portal.body).toContain(feed);
    expect(metaTags(portal.body)).toMatchObject({
      'og:url': `https://voices.example.org/portal/${ada.id}/noir`,
      'og:type': 'profile',
      'og:image': `https://voices.example.org/uploads/${ada.id}.jpg`,
    });

    const profile = await app.inject({ method: 'GET', url: `/profile/${ada.id}` });
    expect(profile.statusCode).toBe(200);
    expect(metaTags(profile.body)['og:title']).toBe('Ada <Lovelace>');
  });

  it('offers the site’s feed on the front pages', async () => {
    const app = await siteApp(engine, 'https://voices.example.org');
    for (const url of ['/', '/home', '/home?tab=sports']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Voices: latest stories" href="https://voices.example.org/feeds/categories/home.xml" />',
      );
      expect(res.body).toContain('<title>Voices</title>');
    }
  });

  it('keeps the shell’s page with 404 for unknown or deleted stories, authors and themes', async () => {
    const app = await siteApp(engine);
    const ada = await signIn(app, 'Ada');
    const story = (await publish(app, ada)).json().data;
    await app.inject({ method: 'DELETE', url: `/api/delete/${story.id}`, headers: ada.auth });
    for (const url of [
      `/contribute/news/${story.id}`,
      `/news/${story.id}`,
      '/news/not-an-id',
      '/contribute/news/0123456789abcdef01234567',
      '/portal/0123456789abcdef01234567/noir',
      `/portal/${ada.id}/no-such-theme`,
      '/profile/0123456789abcdef01234567',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toBe(FAKE_SHELL_HTML);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const own = await app.inject({ method: 'GET', url: '/profile/me' });
    expect([own.statusCode, withoutHints(own.body)]).toEqual([200, FAKE_SHELL_HTML]);
  });

  it('takes the origin from a trusted proxy when PUBLIC_URL is unset', async () => {
    const app = await siteApp(engine);
    const ada = await signIn(app, 'Ada');
    const story = (await publish(app, ada)).json().data;
    const headers = {
      host: 'internal:8080',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'news.example',
    };
    const res = await app.inject({ method: 'GET', url: `/contribute/news/${story.id}`, headers });
    // TRUST_PROXY is off in tests: the forwarded headers are not believed.
    expect(metaTags(res.body)['og:url']).toBe(`http://internal:8080/contribute/news/${story.id}`);
  });
});
