import type { FollowResponse } from '@voices/contracts';
import { api } from '@voices/platform';

/** Stops following a member (bearer); unfollowing someone not followed changes nothing. */
export function unfollowUser(targetUserId: string): Promise<FollowResponse> {
  return api.post(`user/${encodeURIComponent(targetUserId)}/unfollow`).json<FollowResponse>();
}
