import { useMemo } from 'react';
import { STORY_LIMITS } from '@voices/contracts/constants';
import { errorMessage, type Story } from '@voices/platform';
import { useContributions } from '@voices/platform/api';
import { t } from '../../../i18n';
import { newestFirst, storyId } from '../../../lib/story';

export interface AuthorStories {
  /** Every story loaded so far, newest first, each once. */
  stories: Story[];
  /** How many stories the author's list itself answered (the pinned story aside). */
  listed: number;
  /** The first page is on its way. */
  loading: boolean;
  /** The first page could not be loaded. */
  error: unknown;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  loadMore: () => void;
}

/**
 * An author's stories, a page of 100 first and older pages on request (the `x-next-cursor` of
 * `GET /getContributions`), so no reader downloads every story an author ever wrote at once.
 * `pinned` (the story being read) is always among them. A null author asks nothing.
 */
export function useAuthorStories(authorId: string | null, pinned: Story | null): AuthorStories {
  const query = useContributions(authorId ? { authorId, limit: STORY_LIMITS.listMax } : null);
  const { data, isPending, isError, error, hasNextPage, isFetchingNextPage } = query;

  const stories = useMemo(() => {
    const seen = new Set<string>();
    const all: Story[] = [];
    for (const story of [...(pinned ? [pinned] : []), ...(data ?? [])]) {
      const id = storyId(story);
      if (!id || seen.has(id)) continue;
      seen.add(id);
      all.push(story);
    }
    return newestFirst(all);
  }, [pinned, data]);

  return {
    stories,
    listed: data?.length ?? 0,
    loading: authorId !== null && isPending,
    error: isError && data === undefined ? error : null,
    retry: () => void query.refetch(),
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    moreError: query.isFetchNextPageError ? errorMessage(error, t('stories.moreFailed')) : null,
    loadMore: () => {
      if (!isFetchingNextPage && hasNextPage) void query.fetchNextPage();
    },
  };
}
