import { api } from '@voices/platform';
import { pickList, pickRecord } from '../../../lib/api-shapes';
import type { Article } from '../../../lib/article';
import { useRequest, type RequestState } from '../../../lib/use-request';
import type { PublicUser } from '../../../lib/user';

export interface UserProfile {
  user: PublicUser;
  news: Article[];
}

/** GET /user/{id}: a user's public profile with their latest stories. */
export async function getUserProfile(id: string, signal?: AbortSignal): Promise<UserProfile> {
  const body = await api.get(`user/${encodeURIComponent(id)}`, { signal }).json<unknown>();
  const user = pickRecord(body, 'user');
  if (!user) throw new Error('User not found.');
  return { user: user as PublicUser, news: pickList<Article>(body, ['news', 'results']) };
}

export function useUserProfile(id: string | null): RequestState<UserProfile> {
  return useRequest(id ? `user:${id}` : null, (signal) => getUserProfile(id as string, signal));
}
