import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CategoryCountsQuery,
  CategoryCountsResponse,
  CategoryParams,
  CategoryQuery,
  ErrorResponse,
  NEWS_PAGE_LIMITS,
  NewsListResponse,
} from '@voices/contracts';
import { isSubcategoryOf, normalizeCategory } from '../../lib/feeds/categories';
import { decodeCursor, encodeCursor } from '../../lib/feeds/cursor';
import { failWith } from '../../lib/feeds/fail-with';
import { sendPage, type CachedPage } from '../../lib/feed-page-cache';
import { badRequest, notFound } from '../../lib/http-errors';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages';
import { sayMessage, specMessage } from '../../lib/i18n/messages';
import { TtlCache } from '../../lib/ttl-cache';
import { pageAliases } from '../../mappers/aliases';
import { listItem } from '../../mappers/news-article';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../plugins/feed-cache';
import { createNewsFeedRepository } from '../../repositories/news/feed-queries';
import { viewerOf } from '../../repositories/story-visibility';

/** Counts move slowly and are asked for on every home page; a short cache spares the database. */
const COUNTS_CACHE_MS = 30_000;

const FEED_MESSAGE = 'News fetched successfully';

/** The page's message when it is one of the spec's (then it is said in the reader's language). */
const FEED_MESSAGE_FOUND = specMessage(FEED_MESSAGE);

/** What changes a first page's bytes: the filters, the page size, the message's language. */
function pageKey(parts: {
  category: string;
  language: string | undefined;
  state: string | undefined;
  subcategory: string | undefined;
  limit: number;
  messageLanguage: string;
}): string {
  const { category, language, state, subcategory, limit, messageLanguage } = parts;
  return `${category}|${language ?? ''}|${state?.toLowerCase() ?? ''}|${subcategory ?? ''}|${limit}|${messageLanguage}`;
}

/** A cached page in the encoding the request takes, or 304 when the client holds it. */
function sendFeedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  return sendPage(request, reply, page, {
    cacheControl: PUBLIC_PAGE_CACHE_CONTROL,
    varyLanguage: FEED_MESSAGE_FOUND !== null,
  });
}

const QUERY_NAMES = new Set(['language', 'state', 'subcategory', 'limit']);
const LIMIT = /^[1-9][0-9]{0,2}$/;

/** The home feed's tabs: community stories and news-source items together, newest first. */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const news = createNewsFeedRepository(fastify.db, fastify.dbEngine);
  const countsCache = new TtlCache<Record<string, number>>(COUNTS_CACHE_MS, 500);

  /**
   * A page already in the cache goes out before validation and the other hooks run: only for a
   * request without a bearer or a cursor whose query names nothing but the filters, each
   * already in its canonical form (no spaces around, in range), so that it can only find a page
   * that the route stored for a request it validated. Anything else goes the usual way.
   */
  function fromCache(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    if (request.headers.authorization) return done();
    const query = request.query as Record<string, unknown>;
    for (const name in query) {
      const value = query[name];
      if (!QUERY_NAMES.has(name) || typeof value !== 'string') return done();
      if (value.length > 100 || value.trim() !== value || value === '') return done();
    }
    const raw = (request.params as { category?: string }).category ?? '';
    const category = raw.length <= 40 ? normalizeCategory(raw) : null;
    if (!category) return done();
    const limitText = query.limit as string | undefined;
    if (limitText !== undefined && !LIMIT.test(limitText)) return done();
    const limit = limitText === undefined ? 20 : Number(limitText);
    if (limit > NEWS_PAGE_LIMITS.categoryMax) return done();
    const state = category === 'local' ? (query.state as string | undefined) : undefined;
    const page = fastify.feedPages.peek(
      pageKey({
        category,
        language: (query.language as string | undefined)?.toLowerCase(),
        state,
        subcategory: (query.subcategory as string | undefined)?.toLowerCase(),
        limit,
        messageLanguage: FEED_MESSAGE_FOUND ? request.language : DEFAULT_LANGUAGE,
      }),
    );
    if (!page) return done();
    // As authenticateOptional would have: the answer varies with Authorization (auth plugin).
    request.bearerUse = 'optional';
    // Answered here: the request goes no further (`done` is not called).
    sendFeedPage(request, reply, page);
  }

  fastify.get(
    '/category/:category',
    {
      onRequest: fromCache,
      preHandler: fastify.authenticateOptional,
      schema: {
        tags: ['news'],
        summary: 'One page of a tab (home, local, india, world, sports, …) or topic',
        description:
          'Stories and news-source items together, newest first. `page` is the `nextPage` of the previous answer (an opaque cursor), so pages neither repeat nor skip items while new ones arrive. The local tab filters by `state`.',
        params: CategoryParams,
        querystring: CategoryQuery,
        response: { 200: NewsListResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const category = normalizeCategory(request.params.category);
      if (!category) throw notFound('Category not found');
      const { language: rawLanguage, state: rawState, subcategory: rawSub, page } = request.query;
      const limit = request.query.limit ?? 20;
      const subcategory = rawSub?.trim().toLowerCase() || undefined;
      if (subcategory && !isSubcategoryOf(category, subcategory)) {
        throw badRequest(`Unknown subcategory "${subcategory}" for ${category}`);
      }
      const language = rawLanguage?.toLowerCase();
      const state = category === 'local' ? rawState?.trim() || undefined : undefined;
      const cursor = decodeCursor(page);
      const load = async () => {
        const result = await failWith(request.log, 'Failed to fetch news', () =>
          news.list(
            {
              category,
              ...(language ? { language } : {}),
              ...(state ? { state } : {}),
              ...(subcategory ? { subcategory } : {}),
              viewer: viewerOf(request.user),
            },
            cursor,
            limit,
          ),
        );
        return {
          success: true as const,
          message: FEED_MESSAGE,
          ...pageAliases(result.articles.map(listItem)),
          nextPage: result.next ? encodeCursor(result.next) : null,
        };
      };

      // Later pages and members' pages (hidden stories of their own, authors they blocked,
      // everything for moderators) are read each time; a bearer that turns out invalid reads
      // as anonymous but is not worth a cache entry either.
      if (cursor || request.headers.authorization) return load();

      // An anonymous first page: the same bytes for everyone who asks in this language.
      const found = FEED_MESSAGE_FOUND;
      const messageLanguage = found ? request.language : DEFAULT_LANGUAGE;
      const key = pageKey({ category, language, state, subcategory, limit, messageLanguage });
      const cached = await fastify.feedPages.get(key, async () => {
        const body = await load();
        const message =
          found && messageLanguage !== DEFAULT_LANGUAGE
            ? sayMessage(found, messageLanguage)
            : body.message;
        return reply.serialize({ ...body, message }) as string;
      });
      // Bytes ready to go: past the route's serialiser, which only knows the page as an object.
      return sendFeedPage(request, reply as unknown as FastifyReply, cached);
    },
  );

  fastify.get(
    '/category-counts',
    {
      schema: {
        tags: ['news'],
        summary: 'How many items each tab and topic holds',
        description:
          'Keys are the nine tabs (home counts everything) and the topics stories are filed under (politics, science, …). With `state`, local counts that state only.',
        querystring: CategoryCountsQuery,
        response: { 200: CategoryCountsResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const language = request.query.language?.toLowerCase();
      const state = request.query.state?.trim() || undefined;
      const counts = await failWith(request.log, 'Failed to count news', () =>
        countsCache.getOrLoad(`${language ?? ''}|${state?.toLowerCase() ?? ''}`, () =>
          news.counts({ ...(language ? { language } : {}), ...(state ? { state } : {}) }),
        ),
      );
      return { success: true as const, counts };
    },
  );
};
