import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthorNewsParams,
  AuthorNewsQuery,
  AuthorNewsResponse,
  ErrorResponse,
  MODERATION_MESSAGES,
  NewsIdParams,
  NewsItemResponse,
  RelatedNewsQuery,
  RelatedNewsResponse,
  normalizeTemplateId,
  templateIdOrDefault,
  type NewsArticle,
} from '@voices/contracts';
import { normalizeCategory } from '../../lib/feeds/categories';
import { decodeCursor, encodeCursor } from '../../lib/feeds/cursor';
import { failWith } from '../../lib/feeds/fail-with';
import { searchTerms } from '../../lib/feeds/search-terms';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { BREAKING_TICKER_STORIES, BREAKING_TICKER_THEME, relatedScore } from '../../lib/ranking';
import { createNewsFeedRepository } from '../../repositories/news/feed-queries';
import { createNewsSearchRepository } from '../../repositories/news/search';
import { createStoriesRepository } from '../../repositories/stories-repository';
import { maySeeHidden, viewerOf } from '../../repositories/story-visibility';

/** Related lists are ranked from this many keyword matches (or newest items, without keywords). */
const RELATED_POOL = 100;

function newestFirst(a: NewsArticle, b: NewsArticle): number {
  return b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id);
}

/** Single items, an author's items, and related items. */
export const newsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const news = createNewsFeedRepository(fastify.db, fastify.dbEngine);
  const search = createNewsSearchRepository(fastify.db, fastify.dbEngine, {
    readers: fastify.sqliteReaders,
  });
  const stories = createStoriesRepository(fastify.db);
  const now = () => fastify.config.now?.() ?? new Date();

  /**
   * The page a related list is for, when `exclude` names a story: the theme it is drawn in
   * (`drawnIn` when the page names one, else the story's own) and, in broadsheet-classic, the
   * stories its breaking ticker runs.
   */
  async function pageOf(exclude: string | undefined, drawnIn: string | undefined) {
    const id = exclude?.trim().toLowerCase() ?? '';
    const story = isId(id) ? await stories.findRow(id) : undefined;
    if (!story) return { theme: null, ticker: new Set<string>() };
    const theme =
      (drawnIn?.trim() && normalizeTemplateId(drawnIn)) ||
      templateIdOrDefault(story.selected_template);
    const ticker =
      theme === BREAKING_TICKER_THEME
        ? await stories.newestIdsByAuthor(story.author_id, BREAKING_TICKER_STORIES, null)
        : [];
    return { theme, ticker: new Set(ticker) };
  }

  fastify.get(
    '/news/related',
    {
      preHandler: fastify.authenticateOptional,
      schema: {
        tags: ['news'],
        summary: 'Items related to some keywords',
        description:
          "Items matching any of the keywords (the first words of a title), best first by the score of spec 001 §4: recency 5·e^(−age/30 days) + 0.8 per media item (at most 4) + min(length/600, 2) + 1.5 in `category` + 0.5 in `language` (default en) + 1 in the breaking ticker when the story named by `exclude` is drawn in broadsheet-classic (its own theme, or `theme`) (the ticker runs that author's 8 newest stories). With `categoryOnly=true` only items of `category` are listed, newest first. Pass the item itself as `exclude`.",
        querystring: RelatedNewsQuery,
        response: { 200: RelatedNewsResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const {
        keywords = '',
        language = 'en',
        limit = 6,
        exclude,
        theme,
        categoryOnly,
      } = request.query;
      const rawCategory = request.query.category?.trim() || undefined;
      const category = rawCategory ? (normalizeCategory(rawCategory) ?? rawCategory) : undefined;
      const filterCategory = categoryOnly && category ? category : undefined;
      const terms = searchTerms(keywords, 8);
      const viewer = viewerOf(request.user);
      const candidates = await failWith(request.log, 'Failed to fetch related news', async () =>
        terms.length > 0
          ? search.matchingAny(terms, {
              ...(filterCategory ? { category: filterCategory } : {}),
              viewer,
              offset: 0,
              limit: RELATED_POOL,
            })
          : (
              await news.list(
                filterCategory ? { category: filterCategory, viewer } : { viewer },
                null,
                RELATED_POOL,
              )
            ).articles,
      );
      const pool = candidates.filter((item) => item.id !== exclude);
      if (filterCategory)
        return { success: true as const, results: pool.sort(newestFirst).slice(0, limit) };
      const page = await failWith(request.log, 'Failed to fetch related news', () =>
        pageOf(exclude, theme),
      );
      const context = {
        category: category ?? null,
        language: language.toLowerCase(),
        theme: page.theme,
        now: now(),
      };
      const ranked = pool
        .map((item) => ({
          item,
          score: relatedScore(
            {
              publishedAt: item.publishedAt,
              mediaCount: item.media.length,
              contentLength: item.content.length,
              category: item.category,
              language: item.language,
              inBreakingTicker: item.type === 'story' && page.ticker.has(item.id),
            },
            context,
          ),
        }))
        .sort((a, b) => b.score - a.score || newestFirst(a.item, b.item));
      return { success: true as const, results: ranked.slice(0, limit).map((r) => r.item) };
    },
  );

  fastify.get(
    '/news/author/:name',
    {
      preHandler: fastify.authenticateOptional,
      schema: {
        tags: ['news'],
        summary: "An author's items, newest first",
        description:
          'Stories of the user with this name (or id) and news-source items whose writer has this name, newest first; `page` is the previous `nextPage`.',
        params: AuthorNewsParams,
        querystring: AuthorNewsQuery,
        response: { 200: AuthorNewsResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const name = request.params.name.trim();
      if (!name) throw badRequest('Author name is required');
      const cursor = decodeCursor(request.query.page);
      const page = await failWith(request.log, 'Failed to fetch author news', () =>
        news.list(
          { author: name, viewer: viewerOf(request.user) },
          cursor,
          request.query.limit ?? 50,
        ),
      );
      return {
        success: true as const,
        results: page.articles,
        nextPage: page.next ? encodeCursor(page.next) : null,
      };
    },
  );

  fastify.get(
    '/news/:id',
    {
      preHandler: fastify.authenticateOptional,
      schema: {
        tags: ['news'],
        summary: 'One item: a story or a news-source item',
        description:
          'A story a moderator hid answers 410 to everyone but its author and moderators.',
        params: NewsIdParams,
        response: {
          200: NewsItemResponse,
          400: ErrorResponse,
          404: ErrorResponse,
          410: ErrorResponse,
        },
      },
    },
    async (request) => {
      const id = request.params.id.trim();
      if (!id) throw badRequest('News ID is required');
      const article = await failWith(request.log, 'Failed to fetch news article', () =>
        news.findById(id.toLowerCase()),
      );
      if (!article) throw notFound('News article not found');
      if (
        article.moderationStatus === 'hidden' &&
        !maySeeHidden(viewerOf(request.user), article.authorId ?? '')
      ) {
        throw new HttpError(410, MODERATION_MESSAGES.storyRemoved);
      }
      return { success: true as const, message: 'News fetched successfully', news: article };
    },
  );

  // The spec's client can call /news/ with an empty id.
  fastify.get('/news/', { schema: { hide: true, response: { 400: ErrorResponse } } }, async () => {
    throw badRequest('News ID is required');
  });
};
