import { USERS_BY_IDS_MAX } from '@voices/contracts/constants';
import type { UsersByIdsResponse } from '@voices/contracts';
import { api } from '@voices/platform';

export { USERS_BY_IDS_MAX };

/** Looks up to 100 users at once, answered in the order asked (unknown ids left out). */
export async function getUsersByIds(ids: string[]): Promise<UsersByIdsResponse['users']> {
  const response = await api
    .post('users/by-ids', { json: { ids: ids.slice(0, USERS_BY_IDS_MAX) } })
    .json<UsersByIdsResponse>();
  return Array.isArray(response?.users) ? response.users : [];
}
