import type { EmailBody, OtpSentResponse } from '@voices/contracts';
import { api } from '@voices/platform';
import { useMutation } from '../../../lib/use-mutation';

/** Sends a sign-in code to the address of an existing account. */
export function sendLoginOtp(input: EmailBody): Promise<OtpSentResponse> {
  return api.post('send-login-otp', { json: input }).json<OtpSentResponse>();
}

export function useSendLoginOtp() {
  return useMutation(sendLoginOtp);
}
