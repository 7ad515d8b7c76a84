import type { Article } from '../../../lib/article';
import { useRequest, type RequestState } from '../../../lib/use-request';
import { getContributions, type ContributionsPage } from '../api/get-contributions';
import { getUserProfile, type AuthorProfile } from '../api/get-user-profile';
import { isMissing } from './use-contributed-news';
import { getContribution } from '../api/get-contribution';

export interface PortalData {
  authorId: string;
  profile: AuthorProfile | null;
  first: ContributionsPage;
  /** The story the address asked for, when it named one (?id=). */
  story: Article | null;
}

/**
 * An author's portal: their profile and their stories. It fails (and the page sends the
 * reader on to /contribute/news/{id}) when there is no such author with stories, or when the
 * server cannot be reached.
 */
export async function loadPortal(
  authorId: string,
  storyId: string,
  signal: AbortSignal,
): Promise<PortalData> {
  const [profile, first, story] = await Promise.all([
    getUserProfile(authorId, signal).then(
      (answer) => answer.user,
      (error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      },
    ),
    getContributions({ authorId }, signal),
    storyId
      ? getContribution(storyId, signal).catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        })
      : Promise.resolve(null),
  ]);
  if (!profile && first.items.length === 0) throw new Error('No such author');
  return { authorId, profile, first, story: story && story.authorId === authorId ? story : null };
}

export function usePortal(authorId: string, storyId: string): RequestState<PortalData> {
  return useRequest(authorId ? `portal:${authorId}:${storyId}` : null, (signal) =>
    loadPortal(authorId, storyId, signal),
  );
}
