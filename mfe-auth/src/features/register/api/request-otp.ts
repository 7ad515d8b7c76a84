import type { EmailBody, OtpSentResponse } from '@voices/contracts';
import { api } from '@voices/platform';
import { useMutation } from '../../../lib/use-mutation';

/** Starts (or restarts) a registration: a code goes to the address. */
export function requestOtp(input: EmailBody): Promise<OtpSentResponse> {
  return api.post('request-otp', { json: input }).json<OtpSentResponse>();
}

export function useRequestOtp() {
  return useMutation(requestOtp);
}
