import { type Profile, type Story } from '@voices/platform';
import { useUserProfile } from '@voices/platform/api';
import { useAuthorStories, type AuthorStories } from './use-author-stories';
import { isMissing, useStory } from './use-story';

export type Portal =
  | { status: 'loading' }
  /** No such author with stories, or the server could not be reached. */
  | { status: 'error' }
  | {
      status: 'found';
      authorId: string;
      profile: Profile | null;
      /** The story the address asked for (?id=), when it is this author's. */
      story: Story | null;
      authorStories: AuthorStories;
    };

/** An author's portal: their profile and their stories, with the story the address names. */
export function usePortal(authorId: string, storyId: string): Portal {
  const profile = useUserProfile(authorId || null);
  const asked = useStory(storyId || null);
  const story = asked.data && asked.data.authorId === authorId ? asked.data : null;
  const authorStories = useAuthorStories(authorId || null, story);

  const failed =
    [profile, asked].some((query) => query.isError && !isMissing(query.error)) ||
    Boolean(authorStories.error);
  if (failed) return { status: 'error' };
  const settled =
    !profile.isLoading && !asked.isLoading && !authorStories.loading && authorId !== '';
  if (!settled) return { status: 'loading' };
  const found = profile.data?.user ?? null;
  if (!found && authorStories.listed === 0) return { status: 'error' };
  return { status: 'found', authorId, profile: found, story, authorStories };
}
