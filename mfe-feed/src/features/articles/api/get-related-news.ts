import { DISPLAY_LIMITS } from '@voices/contracts/constants';
import { api } from '@voices/platform';
import { pickList, searchParams } from '../../../lib/api-shapes';
import { articleCategory, articleId, relatedKeywords, type Article } from '../../../lib/article';
import { useRequest, type RequestState } from '../../../lib/use-request';

export interface RelatedNewsQuery {
  keywords: string;
  category?: string | null;
  language?: string | null;
  limit?: number;
  /** The item the list is for, left out of it. */
  exclude?: string | null;
}

/** GET /news/related: stories on the same subject, best first. */
export async function getRelatedNews(
  query: RelatedNewsQuery,
  signal?: AbortSignal,
): Promise<Article[]> {
  const body = await api
    .get('news/related', {
      searchParams: searchParams({
        keywords: query.keywords,
        category: query.category,
        language: query.language || 'en',
        limit: query.limit ?? DISPLAY_LIMITS.relatedOnCard,
        exclude: query.exclude,
      }),
      signal,
    })
    .json<unknown>();
  return pickList<Article>(body, ['results', 'data']);
}

/**
 * The related list of an article, asked only once `enabled` has been true (the first time a
 * card's list is opened) and never again for the same article; the article itself is left out.
 * A failure shows as an empty list, as the spec asks.
 */
export function useRelatedNews(
  article: Article,
  enabled: boolean,
  limit: number = DISPLAY_LIMITS.relatedOnCard,
): RequestState<Article[]> {
  const id = articleId(article);
  return useRequest(enabled ? `related:${id}:${limit}` : null, async (signal) => {
    try {
      const items = await getRelatedNews(
        {
          keywords: relatedKeywords(article),
          category: articleCategory(article),
          language: article.language,
          limit,
          exclude: id,
        },
        signal,
      );
      return items.filter((item) => articleId(item) !== id).slice(0, limit);
    } catch (error) {
      if (signal.aborted) throw error;
      return [];
    }
  });
}
