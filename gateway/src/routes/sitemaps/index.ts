import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DEFAULT_TEMPLATE_ID, ErrorResponse, normalizeTemplateId } from '@voices/contracts';
import { notFound } from '../../lib/http-errors';
import { escapeXml } from '../../lib/text/markup';
import { publicOrigin } from '../../lib/share/public-origin';
import { createSyndicationRepository } from '../../repositories/syndication-repository';
import { sitePaths } from '../../services/share/page-heads';

/** The most URLs one sitemap may list (sitemaps.org). */
export const SITEMAP_URLS = 50_000;
const SITEMAP_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

function urlset(urls: { loc: string; lastmod: string }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (url) =>
        `  <url><loc>${escapeXml(url.loc)}</loc><lastmod>${escapeXml(url.lastmod)}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * For search engines: /sitemap.xml is always an index, of /sitemaps/portals.xml (each author's
 * portal) and /sitemaps/stories-{n}.xml (every story, 50,000 a file, oldest first); robots.txt
 * names it and keeps crawlers out of the API, share cards excepted.
 */
export const sitemapsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const syndication = createSyndicationRepository(fastify.db);

  fastify.get(
    '/sitemap.xml',
    { schema: { tags: ['feeds'], summary: 'The sitemap index' } },
    async (request, reply) => {
      const origin = publicOrigin(request);
      const pages = Math.max(1, Math.ceil((await syndication.storyCount()) / SITEMAP_URLS));
      const sitemaps = [`${origin}/sitemaps/portals.xml`];
      for (let n = 1; n <= pages; n += 1) sitemaps.push(`${origin}/sitemaps/stories-${n}.xml`);
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...sitemaps.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
        '</sitemapindex>',
        '',
      ].join('\n');
      return reply.header('cache-control', SITEMAP_CACHE).type(XML).send(xml);
    },
  );

  fastify.get(
    '/sitemaps/:file',
    {
      schema: {
        tags: ['feeds'],
        summary: 'One sitemap: portals.xml or stories-{n}.xml',
        params: Type.Object({ file: Type.String({ maxLength: 40 }) }),
        response: { 200: Type.String({ description: 'application/xml' }), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(request);
      const { file } = request.params;
      let xml: string;
      if (file === 'portals.xml') {
        const portals = await syndication.portals();
        xml = urlset(
          portals.map((portal) => ({
            loc: `${origin}${sitePaths.portal(
              portal.author_id,
              normalizeTemplateId(portal.preferred_template) ?? DEFAULT_TEMPLATE_ID,
            )}`,
            lastmod: portal.updated_at,
          })),
        );
      } else {
        const match = /^stories-([1-9]\d{0,5})\.xml$/.exec(file);
        if (!match) throw notFound('Sitemap not found');
        const n = Number(match[1]);
        const stamps = await syndication.storyPage((n - 1) * SITEMAP_URLS, SITEMAP_URLS);
        if (stamps.length === 0 && n > 1) throw notFound('Sitemap not found');
        xml = urlset(
          stamps.map((s) => ({ loc: `${origin}${sitePaths.story(s.id)}`, lastmod: s.updated_at })),
        );
      }
      return reply.header('cache-control', SITEMAP_CACHE).type(XML).send(xml);
    },
  );

  fastify.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(request);
    const text = [
      'User-agent: *',
      // Chat and social previews fetch the share cards; the rest of the API is not for crawlers.
      'Allow: /api/share/',
      'Disallow: /api/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply
      .header('cache-control', SITEMAP_CACHE)
      .type('text/plain; charset=utf-8')
      .send(text);
  });
};
