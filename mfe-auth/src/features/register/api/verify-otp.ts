import type { MessageResponse, VerifyOtpBody } from '@voices/contracts';
import { api } from '@voices/platform';
import { useMutation } from '../../../lib/use-mutation';

/** Proves the registering reader owns the address. */
export function verifyOtp(input: VerifyOtpBody): Promise<MessageResponse> {
  return api.post('verify-otp', { json: input }).json<MessageResponse>();
}

export function useVerifyOtp() {
  return useMutation(verifyOtp);
}
