import { api, isApiError } from '@voices/platform';
import { pickList, pickString, searchParams } from '../../../lib/api-shapes';
import { articleId, type Article } from '../../../lib/article';
import {
  usePagedList,
  useRequest,
  type PagedListState,
  type RequestState,
} from '../../../lib/use-request';

export interface ContributionsQuery {
  authorId?: string | null;
  category?: string | null;
  limit?: number;
  /** Only stories older than this cursor (the last story of the page before). */
  before?: string | null;
}

export interface ContributionsPage {
  items: Article[];
  /** The cursor of the next, older page, or null at the end. */
  before: string | null;
}

/**
 * GET /getContributions: community stories, newest first. A server without the endpoint yet
 * (404) has no stories to show.
 */
export async function getContributions(
  query: ContributionsQuery,
  signal?: AbortSignal,
): Promise<ContributionsPage> {
  let body: unknown;
  try {
    body = await api
      .get('getContributions', {
        searchParams: searchParams({
          authorId: query.authorId,
          category: query.category,
          limit: query.limit,
          before: query.before,
        }),
        signal,
      })
      .json<unknown>();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { items: [], before: null };
    throw error;
  }
  const items = pickList<Article>(body, ['data', 'results', 'contributions', 'news']);
  const next = pickString(body, 'nextBefore') ?? pickString(body, 'nextPage');
  const full = query.limit !== undefined && items.length >= query.limit;
  const last = items[items.length - 1];
  return { items, before: next ?? (full && last ? articleId(last) : null) };
}

export function useContributions(
  query: ContributionsQuery | null,
): RequestState<ContributionsPage> {
  const key = query
    ? JSON.stringify([
        query.authorId ?? '',
        query.category ?? '',
        query.limit ?? 0,
        query.before ?? '',
      ])
    : null;
  return useRequest(key, (signal) => getContributions(query as ContributionsQuery, signal));
}

/** Community stories page by page (the `before` cursor), for lists with 'Show More'. */
export function useContributionPages(
  query: Omit<ContributionsQuery, 'before'> | null,
): PagedListState<Article> {
  const key = query
    ? JSON.stringify([query.authorId ?? '', query.category ?? '', query.limit ?? 0])
    : null;
  return usePagedList(
    key,
    async (cursor, signal) => {
      const page = await getContributions({ ...query, before: cursor }, signal);
      return { items: page.items, nextPage: page.before };
    },
    articleId,
  );
}
