import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryCountsQuery,
  CategoryCountsResponse,
  CategoryParams,
  CategoryQuery,
  ErrorResponse,
  NewsListResponse,
} from '@voices/contracts';
import { isSubcategoryOf, normalizeCategory } from '../../lib/feeds/categories';
import { decodeCursor, encodeCursor } from '../../lib/feeds/cursor';
import { failWith } from '../../lib/feeds/fail-with';
import { badRequest, notFound } from '../../lib/http-errors';
import { TtlCache } from '../../lib/ttl-cache';
import { pageAliases } from '../../mappers/aliases';
import { createNewsFeedRepository } from '../../repositories/news/feed-queries';
import { viewerOf } from '../../repositories/story-visibility';

/** Counts move slowly and are asked for on every home page; a short cache spares the database. */
const COUNTS_CACHE_MS = 30_000;

/** The home feed's tabs: community stories and news-source items together, newest first. */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const news = createNewsFeedRepository(fastify.db, fastify.dbEngine);
  const countsCache = new TtlCache<Record<string, number>>(COUNTS_CACHE_MS, 500);

  fastify.get(
    '/category/:category',
    {
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
    async (request) => {
      const category = normalizeCategory(request.params.category);
      if (!category) throw notFound('Category not found');
      const { language, state, subcategory: rawSub, page, limit = 20 } = request.query;
      const subcategory = rawSub?.trim().toLowerCase() || undefined;
      if (subcategory && !isSubcategoryOf(category, subcategory)) {
        throw badRequest(`Unknown subcategory "${subcategory}" for ${category}`);
      }
      const cursor = decodeCursor(page);
      const result = await failWith(request.log, 'Failed to fetch news', () =>
        news.list(
          {
            category,
            ...(language ? { language: language.toLowerCase() } : {}),
            ...(state?.trim() ? { state: state.trim() } : {}),
            ...(subcategory ? { subcategory } : {}),
            viewer: viewerOf(request.user),
          },
          cursor,
          limit,
        ),
      );
      return {
        success: true as const,
        message: 'News fetched successfully',
        ...pageAliases(result.articles),
        nextPage: result.next ? encodeCursor(result.next) : null,
      };
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
