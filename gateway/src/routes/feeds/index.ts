import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponse, type NewsArticle } from '@voices/contracts';
import { isNotModified } from '../../lib/conditional-get';
import { normalizeCategory } from '../../lib/feeds/categories';
import { badRequest, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { SITE_NAME } from '../../lib/share/page-head';
import { publicOrigin } from '../../lib/share/public-origin';
import { imageType, renderRss, type RssItem } from '../../lib/share/rss';
import { singleLine, truncateText } from '../../lib/text/html-text';
import { createNewsFeedRepository } from '../../repositories/news/feed-queries';
import { createStoriesRepository } from '../../repositories/stories-repository';
import { createSyndicationRepository } from '../../repositories/syndication-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { sitePaths } from '../../services/share/page-heads';

/** The newest items a feed carries. */
export const FEED_ITEMS = 50;
const FEED_CACHE = 'public, max-age=300';
const DESCRIPTION_CHARS = 500;
const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

const RssDocument = Type.String({ description: 'application/rss+xml' });
const FeedFile = Type.Object({ file: Type.String({ maxLength: 80 }) });

/** `x.xml` → `x`; anything else names no feed. */
function feedName(file: string): string {
  if (!file.endsWith('.xml')) throw notFound('Feed not found');
  return file.slice(0, -'.xml'.length);
}

/** RSS 2.0 feeds of an author's stories and of a tab or topic, for feed readers. */
export const feedsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const stories = createStoriesRepository(fastify.db);
  const users = createUsersRepository(fastify.db);
  const news = createNewsFeedRepository(fastify.db, fastify.dbEngine);
  const syndication = createSyndicationRepository(fastify.db);

  /** The article's lead picture as an enclosure, when it is a file stored here. */
  async function enclosure(article: NewsArticle, origin: string): Promise<RssItem['enclosure']> {
    if (article.type !== 'story') return null;
    const name = article.media.find((file) => imageType(file));
    if (!name) return null;
    try {
      const length = await fastify.uploads.size(name);
      if (length === null) return null;
      return {
        url: `${origin}/uploads/${encodeURIComponent(path.basename(name))}`,
        length,
        type: imageType(name)!,
      };
    } catch {
      return null;
    }
  }

  async function items(articles: NewsArticle[], origin: string): Promise<RssItem[]> {
    return Promise.all(
      articles.map(async (article) => ({
        title: article.title,
        link: `${origin}${article.type === 'story' ? sitePaths.story(article.id) : sitePaths.feedItem(article.id)}`,
        guid: `voices:${article.type === 'story' ? 'story' : 'news'}:${article.id}`,
        description: truncateText(
          singleLine(article.description || article.content || ''),
          DESCRIPTION_CHARS,
        ),
        published: article.publishedAt ?? article.createdAt ?? new Date(0).toISOString(),
        author: article.author ?? article.creator ?? article.source_name,
        category: article.category,
        enclosure: await enclosure(article, origin),
      })),
    );
  }

  /** When the feed last changed: its newest item's publication or any story's last edit. */
  async function lastChange(articles: NewsArticle[], fallback: string): Promise<string> {
    const updates = await syndication.storyUpdates(
      articles.filter((a) => a.type === 'story').map((a) => a.id),
    );
    const stamps = articles.map((a) => a.publishedAt ?? '').concat([...updates.values()]);
    return stamps.filter(Boolean).sort().at(-1) ?? fallback;
  }

  function send(request: FastifyRequest, reply: FastifyReply, xml: string, lastBuild: string) {
    const etag = `"rss-${createHash('sha256').update(xml).digest('base64url').slice(0, 22)}"`;
    const modified = new Date(lastBuild);
    reply
      .header('etag', etag)
      .header('last-modified', modified.toUTCString())
      .header('cache-control', FEED_CACHE);
    if (isNotModified(request, etag, modified)) return reply.code(304).send(null);
    return reply.type('application/rss+xml; charset=utf-8').send(xml);
  }

  fastify.get(
    '/feeds/authors/:file',
    {
      schema: {
        tags: ['feeds'],
        summary: "An author's stories as RSS 2.0: /feeds/authors/{authorId}.xml",
        params: FeedFile,
        response: { 200: RssDocument, 304: Type.Null(), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const authorId = feedName(request.params.file).toLowerCase();
      const author = isId(authorId) ? await users.findById(authorId) : undefined;
      if (!author) throw notFound('Author not found');
      const origin = publicOrigin(request);
      const list = await stories.list({ authorId, limit: FEED_ITEMS, viewer: null });
      const lastBuild = await lastChange(list, author.updated_at);
      const xml = renderRss({
        title: `${author.name} on ${SITE_NAME}`,
        link: `${origin}${sitePaths.profile(author.id)}`,
        description: singleLine(author.bio) || `Stories by ${author.name} on ${SITE_NAME}.`,
        self: `${origin}${sitePaths.authorFeed(author.id)}`,
        lastBuild,
        items: await items(list, origin),
      });
      return send(request, reply, xml, lastBuild);
    },
  );

  fastify.get(
    '/feeds/categories/:file',
    {
      schema: {
        tags: ['feeds'],
        summary: 'A tab or topic as RSS 2.0: /feeds/categories/{category}.xml',
        description: '`home` carries everything; `?language=` keeps one content language.',
        params: FeedFile,
        querystring: Type.Object({ language: Type.Optional(Type.String({ maxLength: 16 })) }),
        response: { 200: RssDocument, 304: Type.Null(), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const category = normalizeCategory(feedName(request.params.file));
      if (!category) throw notFound('Category not found');
      const language = request.query.language?.trim().toLowerCase() || undefined;
      if (language && !LANGUAGE.test(language)) throw badRequest('Unknown language');
      const origin = publicOrigin(request);
      const page = await news.list(
        { category, ...(language ? { language } : {}) },
        null,
        FEED_ITEMS,
      );
      const lastBuild = await lastChange(
        page.articles,
        // An empty feed changes when something is published; until then, this hour.
        new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString(),
      );
      const label = category[0]!.toUpperCase() + category.slice(1);
      const query = language ? `?language=${encodeURIComponent(language)}` : '';
      const xml = renderRss({
        title: category === 'home' ? `${SITE_NAME}: latest stories` : `${SITE_NAME}: ${label}`,
        link: `${origin}${category === 'home' ? '/home' : `/home?tab=${encodeURIComponent(category)}`}`,
        description:
          category === 'home'
            ? `The newest stories and news on ${SITE_NAME}.`
            : `The newest ${label.toLowerCase()} stories and news on ${SITE_NAME}.`,
        self: `${origin}${sitePaths.categoryFeed(category)}${query}`,
        ...(language ? { language } : {}),
        lastBuild,
        items: await items(page.articles, origin),
      });
      return send(request, reply, xml, lastBuild);
    },
  );
};
