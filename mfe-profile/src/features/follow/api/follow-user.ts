import type { FollowResponse } from '@voices/contracts';
import { api } from '@voices/platform';

export type { FollowResponse };

/** Follows another member (bearer); following someone already followed changes nothing. */
export function followUser(targetUserId: string): Promise<FollowResponse> {
  return api.post(`user/${encodeURIComponent(targetUserId)}/follow`).json<FollowResponse>();
}
