import type { EmailChangeResentResponse } from '@voices/contracts';
import { api } from '@voices/platform';

/** E-mails a new code to the pending address. */
export function resendEmailChange(): Promise<EmailChangeResentResponse> {
  return api.post('users/me/email/resend', { json: {} }).json<EmailChangeResentResponse>();
}
