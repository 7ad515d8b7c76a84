import { useQueries, useQuery } from '@tanstack/react-query';
import { DISPLAY_LIMITS, isObjectId, type Story } from '@voices/platform';
import { storyQueries } from '@voices/platform/api';
import { articleTime } from '../../../lib/article';

// Enough followed authors to fill four slots without a request per follow.
const MAX_AUTHORS = 12;

export interface LatestStories {
  /** 'following' when the stories come from followed people, else 'everyone'. */
  from: 'following' | 'everyone';
  items: Story[];
}

export interface LatestStoriesState {
  status: 'loading' | 'error' | 'success';
  data: LatestStories | undefined;
}

/**
 * The home page's last column: the newest stories of the people the reader follows, or, when
 * there are none, the newest contributions of everyone (four of either). A followed author whose
 * stories cannot be read right now counts as one with none.
 */
export function useLatestStories(following: readonly string[]): LatestStoriesState {
  const authors = [...new Set(following.filter((id) => isObjectId(id)))].slice(0, MAX_AUTHORS);
  const limit = DISPLAY_LIMITS.homeFollowedFeed;

  const followed = useQueries({
    queries: authors.map((authorId) => storyQueries.latest({ authorId, limit })),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      stories: results.flatMap((result) => result.data ?? []),
    }),
  });

  const seen = new Set<string>();
  const fromFollowing = followed.stories
    .filter((story) => !seen.has(story.id) && Boolean(seen.add(story.id)))
    .sort((a, b) => articleTime(b) - articleTime(a))
    .slice(0, limit);

  const needEveryone = !followed.pending && fromFollowing.length === 0;
  const everyone = useQuery({
    ...storyQueries.latest({ limit: DISPLAY_LIMITS.homeLatestContributions }),
    enabled: needEveryone,
  });

  if (followed.pending) return { status: 'loading', data: undefined };
  if (fromFollowing.length > 0) {
    return { status: 'success', data: { from: 'following', items: fromFollowing } };
  }
  if (everyone.isError) return { status: 'error', data: undefined };
  if (everyone.isPending) return { status: 'loading', data: undefined };
  return {
    status: 'success',
    data: {
      from: 'everyone',
      items: everyone.data.slice(0, DISPLAY_LIMITS.homeLatestContributions),
    },
  };
}
