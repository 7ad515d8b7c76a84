import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, SearchQuery, SearchResponse } from '@voices/contracts';
import { sendPage } from '../../lib/feed-page-cache';
import { failWith } from '../../lib/feeds/fail-with';
import { searchTerms } from '../../lib/feeds/search-terms';
import { listItem } from '../../mappers/news-article';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../plugins/feed-cache';
import { createNewsSearchRepository, SEARCH_WINDOW } from '../../repositories/news/search';
import { viewerOf } from '../../repositories/story-visibility';

/** Full-text search over stories and news-source items. */
export const searchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const news = createNewsSearchRepository(fastify.db, fastify.dbEngine, {
    readers: fastify.sqliteReaders,
  });

  fastify.get(
    '/search',
    {
      preHandler: fastify.authenticateOptional,
      schema: {
        tags: ['news'],
        summary: 'Items whose title, description or content hold every word of q',
        description: `Ranked by the database's full-text index (a match in the title above one in the description above one in the body; the last word also matches as a prefix), then newest first; the newest ${SEARCH_WINDOW.toLocaleString('en')} matches are ranked, so a search answers as many results at most. \`page\` counts from 1; \`nextPage\` is the next page's number or null. Anonymous answers may be cached for a few seconds (\`s-maxage\`, \`ETag\`).`,
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const query = request.query.q.trim();
      const page = Number(request.query.page ?? '1');
      const limit = request.query.limit ?? 20;
      const terms = searchTerms(query, 8);
      if (terms.length === 0) {
        return { success: true as const, query, results: [], nextPage: null };
      }
      const language = request.query.language?.toLowerCase();
      const load = async () => {
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
      };
      // Members see their own hidden stories and not the authors they blocked: read each time.
      if (request.headers.authorization) return load();
      // Anonymous: the same bytes for everyone who asks this, kept with the feed's pages (and
      // emptied with them when an item arrives, changes or goes), so a search many readers make
      // at once (a word in the news) is read once.
      const key = `search|${query}|${language ?? ''}|${page}|${limit}`;
      // Most searches are not asked for again: compressed quickly.
      const cached = await fastify.feedPages.get(
        key,
        async () => reply.serialize(await load()) as string,
        'quick',
      );
      return sendPage(request, reply, cached, {
        cacheControl: PUBLIC_PAGE_CACHE_CONTROL,
        varyLanguage: false,
      });
    },
  );
};
