import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DeleteStoryResponse, StoryList, StoryResponse } from '@voices/contracts';
import { STORY_LIST_HEADERS } from '@voices/contracts/constants';
import { api, queryKeys } from '@voices/platform';
import { uniqueItems } from './pages';
import { del, formData, get, post, put, searchParams, segment } from './request';
import type { CallOptions, Page } from './request';
import type { Story } from './types';

export interface ContributionsQuery {
  authorId?: string | null;
  /** One of the compose categories, any case. */
  category?: string | null;
  /** Stories per page: 50 by default, at most 100. */
  limit?: number;
}

/**
 * `GET /getContributions`: community stories, newest first, one page. The cursor of the next,
 * older page travels in the `x-next-cursor` header and is null on the last page.
 */
export async function getContributions(
  query: ContributionsQuery = {},
  cursor: string | null = null,
  { signal }: CallOptions = {},
): Promise<Page<Story>> {
  const response = await api.get('getContributions', {
    searchParams: searchParams({
      authorId: query.authorId,
      category: query.category,
      limit: query.limit,
      before: cursor,
    }),
    signal,
  });
  const items = await response.json<StoryList>();
  return { items, nextCursor: response.headers.get(STORY_LIST_HEADERS.nextCursor) || null };
}

/** `GET /contributions/{id}`: one story; 404 'News not found'. */
export async function getStory(id: string, { signal }: CallOptions = {}): Promise<Story> {
  const body = await get<StoryResponse>(`contributions/${segment(id)}`, { signal });
  return body.data;
}

export interface StoryFields {
  title: string;
  content: string;
  category: string;
  selectedTemplate: string;
  authorSectionPosition: string;
  showAdvertisement: boolean;
  categorySidebarPosition?: string;
  customHeading?: string;
  summary?: string;
}

export interface PublishStoryInput extends StoryFields {
  language: string;
  aiProcessed: boolean;
  media: readonly File[];
}

/**
 * `POST /contribute` (multipart). The key makes a retry or a second click publish once: the
 * same key answers the story already published.
 */
export async function publishStory(
  input: PublishStoryInput,
  idempotencyKey: string,
): Promise<StoryResponse> {
  const { media, showAdvertisement, aiProcessed, ...fields } = input;
  return post<StoryResponse>('contribute', {
    body: formData(
      {
        ...fields,
        showAdvertisement: String(showAdvertisement),
        aiProcessed: String(aiProcessed),
      },
      { media },
    ),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export interface EditStoryInput extends StoryFields {
  language?: string;
  /** File names (from the story's `media`) to remove. */
  removedMedia: readonly string[];
  /** Images to add. */
  media: readonly File[];
}

/** `PUT /edit/{id}` (multipart): only the author may. */
export async function editStory(id: string, input: EditStoryInput): Promise<StoryResponse> {
  const { media, removedMedia, showAdvertisement, ...fields } = input;
  return put<StoryResponse>(`edit/${segment(id)}`, {
    body: formData(
      {
        ...fields,
        showAdvertisement: String(showAdvertisement),
        removedMedia: JSON.stringify(removedMedia),
      },
      { media },
    ),
  });
}

/** `DELETE /delete/{id}`: only the author may; the server knows who asks from the session. */
export function deleteStory(id: string): Promise<DeleteStoryResponse> {
  return del<DeleteStoryResponse>(`delete/${segment(id)}`, { json: {} });
}

export const storyQueries = {
  list: (query: ContributionsQuery = {}) =>
    infiniteQueryOptions({
      queryKey: queryKeys.stories.list(query),
      queryFn: ({ pageParam, signal }) => getContributions(query, pageParam, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last: Page<Story>) => last.nextCursor,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: queryKeys.stories.detail(id),
      queryFn: ({ signal }) => getStory(id, { signal }),
    }),
  /** The newest stories only (the first page), for a column that shows a few. */
  latest: (query: ContributionsQuery = {}) =>
    queryOptions({
      queryKey: queryKeys.stories.latest(query),
      queryFn: async ({ signal }) => (await getContributions(query, null, { signal })).items,
    }),
};

/** Community stories page by page; a null query asks nothing. */
export function useContributions(query: ContributionsQuery | null) {
  return useInfiniteQuery({
    ...storyQueries.list(query ?? {}),
    enabled: query !== null,
    select: uniqueItems,
  });
}

export function useStory(id: string | null) {
  return useQuery({ ...storyQueries.detail(id ?? ''), enabled: Boolean(id) });
}

/** What a change to a story makes stale, in every section that shows it. */
function useStoryChanged() {
  const client = useQueryClient();
  return (story: { id: string; authorId?: string | null }) => {
    void client.invalidateQueries({ queryKey: queryKeys.stories.lists });
    void client.invalidateQueries({ queryKey: queryKeys.news.all });
    if (story.authorId) {
      void client.invalidateQueries({ queryKey: queryKeys.users.profile(story.authorId) });
    }
  };
}

export function usePublishStory() {
  const changed = useStoryChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PublishStoryInput; idempotencyKey: string }) =>
      publishStory(input, idempotencyKey),
    onSuccess: (answer) => {
      // An answer without the story says nothing was published; the form says so.
      const data = answer?.data;
      if (!data) return;
      client.setQueryData(queryKeys.stories.detail(data.id), data);
      changed(data);
    },
  });
}

export function useEditStory() {
  const changed = useStoryChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EditStoryInput }) => editStory(id, input),
    onSuccess: ({ data }) => {
      client.setQueryData(queryKeys.stories.detail(data.id), data);
      changed(data);
    },
  });
}

export function useDeleteStory() {
  const changed = useStoryChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; authorId?: string | null }) => deleteStory(id),
    onSuccess: (_answer, story) => {
      client.removeQueries({ queryKey: queryKeys.stories.detail(story.id) });
      changed(story);
    },
  });
}
