import type { UserProfileResponse } from '@voices/contracts';
import { api } from '@voices/platform';

/** A member's profile and latest stories; the e-mail only comes back for one's own. */
export function getUserProfile(id: string): Promise<UserProfileResponse> {
  return api.get(`user/${encodeURIComponent(id)}`).json<UserProfileResponse>();
}
