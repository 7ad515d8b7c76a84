import { api } from '@voices/platform';
import { pickList, pickString, searchParams } from '../../../lib/api-shapes';
import { articleId, type Article } from '../../../lib/article';
import { usePagedList, type PageResult, type PagedListState } from '../../../lib/use-request';

export const SEARCH_PAGE_SIZE = 12;

/** GET /search?q=: stories and source items whose words match, best first. */
export async function searchNews(
  q: string,
  language: string,
  page: string | null,
  signal?: AbortSignal,
): Promise<PageResult<Article>> {
  const body = await api
    .get('search', {
      searchParams: searchParams({ q, language, page, limit: SEARCH_PAGE_SIZE }),
      signal,
    })
    .json<unknown>();
  return {
    items: pickList<Article>(body, ['results', 'data']),
    nextPage: pickString(body, 'nextPage'),
  };
}

export function useSearchNews(q: string, language: string): PagedListState<Article> {
  const query = q.trim();
  return usePagedList(
    query ? `search:${language}:${query}` : null,
    (cursor, signal) => searchNews(query, language, cursor, signal),
    articleId,
  );
}
