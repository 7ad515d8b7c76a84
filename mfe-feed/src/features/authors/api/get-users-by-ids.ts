import { isObjectId } from '@voices/contracts/constants';
import { api } from '@voices/platform';
import { pickList } from '../../../lib/api-shapes';
import { useRequest, type RequestState } from '../../../lib/use-request';
import type { PublicUser } from '../../../lib/user';

/** POST /users/by-ids {ids}: the public profiles of several users at once. */
export async function getUsersByIds(ids: string[], signal?: AbortSignal): Promise<PublicUser[]> {
  if (ids.length === 0) return [];
  const body = await api.post('users/by-ids', { json: { ids }, signal }).json<unknown>();
  return pickList<PublicUser>(body, ['users', 'data', 'results']);
}

/** The users behind a list of ids (well-formed ids only, at most 100 as the server allows). */
export function useUsersByIds(ids: readonly string[]): RequestState<PublicUser[]> {
  const wanted = [...new Set(ids.filter((id) => isObjectId(id)))].slice(0, 100);
  return useRequest(wanted.length ? `users:${wanted.join(',')}` : null, (signal) =>
    getUsersByIds(wanted, signal),
  );
}
