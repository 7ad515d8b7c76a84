import type { AuthResponse, VerifyOtpBody } from '@voices/contracts';
import { api } from '@voices/platform';
import { useMutation } from '../../../lib/use-mutation';

/** Trades a sign-in code for the user and a session token. */
export function verifyLoginOtp(input: VerifyOtpBody): Promise<AuthResponse> {
  return api.post('verify-login-otp', { json: input }).json<AuthResponse>();
}

export function useVerifyLoginOtp() {
  return useMutation(verifyLoginOtp);
}
