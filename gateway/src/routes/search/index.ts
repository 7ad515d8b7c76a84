import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, SearchQuery, SearchResponse } from '@voices/contracts';
import { failWith } from '../../lib/feeds/fail-with';
import { searchTerms } from '../../lib/feeds/search-terms';
import { listItem } from '../../mappers/news-article';
import { createNewsSearchRepository } from '../../repositories/news/search';
import { viewerOf } from '../../repositories/story-visibility';

/** Full-text search over stories and news-source items. */
export const searchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const news = createNewsSearchRepository(fastify.db, fastify.dbEngine);

  fastify.get(
    '/search',
    {
      preHandler: fastify.authenticateOptional,
      schema: {
        tags: ['news'],
        summary: 'Items whose title, description or content hold every word of q',
        description:
          "Ranked by the database's full-text index (a match in the title above one in the description above one in the body; the last word also matches as a prefix), then newest first. `page` counts from 1; `nextPage` is the next page's number or null.",
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const query = request.query.q.trim();
      const page = Number(request.query.page ?? '1');
      const limit = request.query.limit ?? 20;
      const terms = searchTerms(query, 8);
      if (terms.length === 0) {
        return { success: true as const, query, results: [], nextPage: null };
      }
      const language = request.query.language?.toLowerCase();
      const found = await failWith(request.log, 'Failed to search news', () =>
        news.search(terms, {
          ...(language ? { language } : {}),
          viewer: viewerOf(request.user),
          offset: (page - 1) * limit,
          limit: limit + 1,
        }),
      );
      return {
        success: true as const,
        query,
        results: found.slice(0, limit).map(listItem),
        nextPage: found.length > limit ? String(page + 1) : null,
      };
    },
  );
};
