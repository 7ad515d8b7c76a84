import type { EmailChangeCancelledResponse } from '@voices/contracts';
import { api } from '@voices/platform';

/** Drops the pending new address: its code stops working. */
export function cancelEmailChange(): Promise<EmailChangeCancelledResponse> {
  return api.delete('users/me/email/pending').json<EmailChangeCancelledResponse>();
}
