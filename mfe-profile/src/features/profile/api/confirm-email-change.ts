import type { ConfirmEmailChangeBody, UpdateProfileResponse } from '@voices/contracts';
import { api } from '@voices/platform';

/** Applies the pending new address with the code sent to it; answers the user as saved. */
export function confirmEmailChange(input: ConfirmEmailChangeBody): Promise<UpdateProfileResponse> {
  return api.post('users/me/email/confirm', { json: input }).json<UpdateProfileResponse>();
}
