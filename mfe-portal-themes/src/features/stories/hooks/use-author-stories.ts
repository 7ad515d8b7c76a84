import { useCallback, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@voices/platform';
import { articleId, newestFirst, type Article } from '../../../lib/article';
import { getContributions, type ContributionsPage } from '../api/get-contributions';

const NO_STORIES: Article[] = [];

export interface AuthorStories {
  /** Every story loaded so far, newest first, each once. */
  stories: Article[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  loadMore: () => void;
}

/**
 * An author's stories, the first page as loaded by the page, older pages on request (the
 * server's `before` cursor), so no reader downloads every story an author ever wrote at once.
 * `pinned` (the story being read) is always among them.
 */
export function useAuthorStories(
  authorId: string,
  first: ContributionsPage | null,
  pinned: Article | null,
): AuthorStories {
  const [pages, setPages] = useState<{
    from: ContributionsPage | null;
    items: Article[];
    before: string | null;
  }>({ from: null, items: [], before: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const busy = useRef(false);

  // Pages loaded for an earlier first page belong to another author or another visit.
  const current =
    pages.from === first
      ? pages
      : { from: first, items: NO_STORIES, before: first?.before ?? null };

  const stories = useMemo(() => {
    const seen = new Set<string>();
    const all: Article[] = [];
    for (const story of [...(pinned ? [pinned] : []), ...(first?.items ?? []), ...current.items]) {
      const id = articleId(story);
      if (!id || seen.has(id)) continue;
      seen.add(id);
      all.push(story);
    }
    return newestFirst(all);
  }, [pinned, first, current.items]);

  const loadMore = useCallback(() => {
    if (busy.current || !current.before || !authorId) return;
    busy.current = true;
    setLoadingMore(true);
    setMoreError(null);
    getContributions({ authorId, before: current.before })
      .then((page) => {
        setPages({ from: first, items: [...current.items, ...page.items], before: page.before });
      })
      .catch((error: unknown) => setMoreError(errorMessage(error, 'Could not load more stories.')))
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [authorId, first, current.before, current.items]);

  return { stories, hasMore: Boolean(current.before), loadingMore, moreError, loadMore };
}
