import { isObjectId, DISPLAY_LIMITS } from '@voices/contracts/constants';
import { articleDate, articleId, type Article } from '../../../lib/article';
import { useRequest, type RequestState } from '../../../lib/use-request';
import { getContributions } from '../api/get-contributions';

// Enough followed authors to fill four slots without a request per follow.
const MAX_AUTHORS = 12;

function time(article: Article): number {
  const date = articleDate(article);
  const value = date ? new Date(date).getTime() : NaN;
  return Number.isNaN(value) ? 0 : value;
}

export interface LatestStories {
  /** 'following' when the stories come from followed people, else 'everyone'. */
  from: 'following' | 'everyone';
  items: Article[];
}

/**
 * The home page's last column: the newest stories of the people the reader follows, or, when
 * there are none, the newest contributions of everyone (four of either).
 */
export function useLatestStories(following: readonly string[]): RequestState<LatestStories> {
  const authors = following.filter((id) => isObjectId(id)).slice(0, MAX_AUTHORS);
  const limit = DISPLAY_LIMITS.homeFollowedFeed;
  return useRequest(`latest:${authors.join(',')}`, async (signal) => {
    if (authors.length > 0) {
      const pages = await Promise.all(
        authors.map((authorId) =>
          getContributions({ authorId, limit }, signal).catch((error: unknown) => {
            if (signal.aborted) throw error;
            return { items: [] as Article[], before: null };
          }),
        ),
      );
      const seen = new Set<string>();
      const items = pages
        .flatMap((page) => page.items)
        .filter((item) => {
          const id = articleId(item);
          if (!id || seen.has(id)) return false;
          seen.add(id);
          return true;
        })
        .sort((a, b) => time(b) - time(a))
        .slice(0, limit);
      if (items.length > 0) return { from: 'following', items };
    }
    const latest = await getContributions(
      { limit: DISPLAY_LIMITS.homeLatestContributions },
      signal,
    );
    return {
      from: 'everyone',
      items: latest.items.slice(0, DISPLAY_LIMITS.homeLatestContributions),
    };
  });
}
