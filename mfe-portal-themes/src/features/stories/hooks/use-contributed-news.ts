import { isObjectId } from '@voices/contracts/constants';
import { isApiError } from '@voices/platform';
import type { Article } from '../../../lib/article';
import { useRequest, type RequestState } from '../../../lib/use-request';
import { getContribution } from '../api/get-contribution';
import { getContributions, type ContributionsPage } from '../api/get-contributions';
import { getUserProfile, type AuthorProfile } from '../api/get-user-profile';

export type ContributedNews =
  | { kind: 'not-found' }
  | {
      kind: 'found';
      /** The story asked for; null when the address named an author instead. */
      story: Article | null;
      authorId: string;
      profile: AuthorProfile | null;
      first: ContributionsPage;
    };

/** No such story or user (or an id the server cannot read). */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

async function findStory(ids: string[], signal: AbortSignal): Promise<Article | null> {
  for (const id of ids) {
    try {
      return await getContribution(id, signal);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return null;
}

/**
 * What /contribute/news/{id}?id= shows: the story (the query's id first, else the path's)
 * and its author's stories. The author portal sends readers here with an author's id when it
 * cannot load, so a path naming an author shows that author's stories.
 */
export async function loadContributedNews(
  pathId: string,
  queryId: string,
  signal: AbortSignal,
): Promise<ContributedNews> {
  const ids = [...new Set([queryId, pathId].map((id) => id.trim()).filter(Boolean))];
  const story = await findStory(ids, signal);
  let authorId = story?.authorId?.trim() ?? '';
  let profile: AuthorProfile | null = null;

  if (!story) {
    const candidate = pathId.trim();
    if (!isObjectId(candidate)) return { kind: 'not-found' };
    try {
      profile = (await getUserProfile(candidate, signal)).user;
    } catch (error) {
      if (isMissing(error)) return { kind: 'not-found' };
      throw error;
    }
    authorId = candidate;
  }

  if (!authorId)
    return { kind: 'found', story, authorId, profile, first: { items: [], before: null } };
  const first = await getContributions({ authorId }, signal);
  return { kind: 'found', story, authorId, profile, first };
}

/** `enabled` false asks nothing (the page already has what it needs). */
export function useContributedNews(
  pathId: string,
  queryId: string,
  enabled = true,
): RequestState<ContributedNews> {
  return useRequest(enabled ? `contributed:${pathId}:${queryId}` : null, (signal) =>
    loadContributedNews(pathId, queryId, signal),
  );
}
