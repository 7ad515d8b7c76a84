import { isObjectId, isApiError, type Profile, type Story } from '@voices/platform';
import { useUserProfile } from '@voices/platform/api';
import { t } from '../../../i18n';
import { useAuthorStories, type AuthorStories } from './use-author-stories';
import { isMissing, useStory } from './use-story';

export type ContributedNews =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'not-found' }
  /** A moderator hid the story: everyone but its author and moderators is told so (410). */
  | { status: 'removed'; message: string }
  | {
      status: 'found';
      /** The story asked for; null when the address named an author instead. */
      story: Story | null;
      authorId: string;
      profile: Profile | null;
      authorStories: AuthorStories;
    };

/**
 * What /contribute/news/{id}?id= shows: the story (the query's id first, else the path's)
 * and its author's stories. The author portal sends readers here with an author's id when it
 * cannot load, so a path naming an author shows that author's stories.
 */
export function useContributedNews(pathId: string, queryId: string): ContributedNews {
  const ids = [...new Set([queryId, pathId].map((id) => id.trim()).filter(Boolean))];
  const first = useStory(ids[0] ?? null);
  const firstMissing = ids.length === 0 || (first.isError && isMissing(first.error));
  const second = useStory(firstMissing ? (ids[1] ?? null) : null);
  const secondMissing = !ids[1] || (second.isError && isMissing(second.error));
  const story = first.data ?? second.data ?? null;

  const candidate = pathId.trim();
  const noStory = firstMissing && secondMissing;
  const profile = useUserProfile(noStory && isObjectId(candidate) ? candidate : null);

  const authorId = story ? (story.authorId?.trim() ?? '') : profile.data ? candidate : '';
  const authorStories = useAuthorStories(authorId || null, story);

  const removed = [first, second].find(
    (query) => query.isError && isApiError(query.error) && query.error.status === 410,
  );
  if (removed && !story) {
    return {
      status: 'removed',
      // The server's words when it said them (in the reader's language), else the spec's.
      message: errorText(removed.error) ?? t('removed.title'),
    };
  }
  const failed = [first, second, profile].find((query) => query.isError && !isMissing(query.error));
  if (failed) return { status: 'error', error: failed.error, retry: () => void failed.refetch() };
  if (authorStories.error) {
    return { status: 'error', error: authorStories.error, retry: authorStories.retry };
  }
  if (noStory && (!isObjectId(candidate) || profile.isError)) return { status: 'not-found' };
  if ((!story && !profile.data) || authorStories.loading) return { status: 'loading' };
  return {
    status: 'found',
    story,
    authorId,
    profile: story ? null : (profile.data?.user ?? null),
    authorStories,
  };
}

function errorText(error: unknown): string | null {
  return isApiError(error) && error.fromServer ? error.message : null;
}
