import type { UseInfiniteQueryResult } from '@tanstack/react-query';

/** Lists of spec 001 §4: loading, error, loaded, and loading-more while Show More asks. */
export type ListStatus = 'idle' | 'loading' | 'error' | 'loaded' | 'loading-more';

export interface PagedList<T> {
  status: ListStatus;
  /** Every item loaded so far, each once. */
  items: T[];
  /** Whether the server has a next page. */
  hasMore: boolean;
  /** Why the first page failed. */
  error: unknown;
  /** Why the last Show More failed (the items already shown stay). */
  moreError: unknown;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A paged query (`useInfiniteQuery` with its pages flattened into items) seen as the states a
 * list shows. A list already shown stays while it is read again in the background (after a
 * live update), and stays if that read fails.
 */
export function pagedList<T>(query: UseInfiniteQueryResult<T[], Error>): PagedList<T> {
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const retry = () => void query.refetch();
  const base = { loadMore, retry, error: undefined, moreError: undefined };

  if (query.data === undefined) {
    if (query.isError && !query.isFetching) {
      return { ...base, status: 'error', items: [], hasMore: false, error: query.error };
    }
    const idle = query.isPending && query.fetchStatus === 'idle';
    return { ...base, status: idle ? 'idle' : 'loading', items: [], hasMore: false };
  }
  return {
    ...base,
    status: query.isFetchingNextPage ? 'loading-more' : 'loaded',
    items: query.data,
    hasMore: query.hasNextPage,
    moreError: query.isFetchNextPageError && !query.isFetching ? query.error : undefined,
  };
}
