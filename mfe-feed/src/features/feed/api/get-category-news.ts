import { api } from '@voices/platform';
import { pickList, pickString, searchParams } from '../../../lib/api-shapes';
import { articleId, type Article } from '../../../lib/article';
import { usePagedList, type PageResult, type PagedListState } from '../../../lib/use-request';

export interface CategoryNewsQuery {
  /** One of the nine tabs: home, local, india, world, sports, … */
  category: string;
  language: string;
  subcategory?: string | null;
  /** The reader's state, for the local tab. */
  state?: string | null;
  limit?: number;
}

/** GET /category/{category}: one page, newest first; `page` is the previous page's nextPage. */
export async function getCategoryNews(
  query: CategoryNewsQuery,
  page: string | null,
  signal?: AbortSignal,
): Promise<PageResult<Article>> {
  const body = await api
    .get(`category/${encodeURIComponent(query.category)}`, {
      searchParams: searchParams({
        language: query.language,
        state: query.state,
        subcategory: query.subcategory,
        limit: query.limit,
        page,
      }),
      signal,
    })
    .json<unknown>();
  return {
    items: pickList<Article>(body, ['results', 'data']),
    nextPage: pickString(body, 'nextPage'),
  };
}

/** The news of a tab, page by page; a null query (say, local before the state is known) asks nothing. */
export function useCategoryNews(query: CategoryNewsQuery | null): PagedListState<Article> {
  const key = query
    ? JSON.stringify([
        query.category,
        query.language,
        query.subcategory ?? '',
        query.state ?? '',
        query.limit ?? 0,
      ])
    : null;
  return usePagedList(
    key,
    (cursor, signal) => getCategoryNews(query as CategoryNewsQuery, cursor, signal),
    articleId,
  );
}
