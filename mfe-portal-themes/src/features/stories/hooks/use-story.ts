import {
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { isApiError, queryKeys, type Page, type Story } from '@voices/platform';
import { storyQueries } from '@voices/platform/api';

/** No such story or user (or an id the server cannot read). */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** The story with this id in a list already in the cache, and when that list was read. */
function fromLists(client: QueryClient, id: string): { story: Story; at: number } | undefined {
  const lists = client.getQueryCache().findAll({ queryKey: queryKeys.stories.lists });
  for (const query of lists) {
    const data = query.state.data as InfiniteData<Page<Story>> | undefined;
    for (const page of data?.pages ?? []) {
      const story = page.items.find((item) => item.id === id);
      if (story) return { story, at: query.state.dataUpdatedAt };
    }
  }
  return undefined;
}

/**
 * One story (`GET /contributions/{id}`); a null id asks nothing. A story already in a loaded
 * list (the author's others on the same page) opens at once from it, without a request while
 * that list is fresh.
 */
export function useStory(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    ...storyQueries.detail(id ?? ''),
    enabled: Boolean(id),
    initialData: () => (id ? fromLists(client, id)?.story : undefined),
    initialDataUpdatedAt: () => (id ? fromLists(client, id)?.at : undefined),
  });
}
