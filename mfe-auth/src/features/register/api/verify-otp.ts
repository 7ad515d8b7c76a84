import type { VerifyOtpBody, VerifyRegistrationResponse } from '@voices/contracts';
import { api } from '@voices/platform';
import { useMutation } from '../../../lib/use-mutation';

/** Proves the registering reader owns the address; answers the token step 3 presents. */
export function verifyOtp(input: VerifyOtpBody): Promise<VerifyRegistrationResponse> {
  return api.post('verify-otp', { json: input }).json<VerifyRegistrationResponse>();
}

export function useVerifyOtp() {
  return useMutation(verifyOtp);
}
