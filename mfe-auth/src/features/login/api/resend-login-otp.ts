import type { OtpSentResponse, ResendOtpBody } from '@voices/contracts';
import { api } from '@voices/platform';
import { useMutation } from '../../../lib/use-mutation';

export function resendLoginOtp(input: ResendOtpBody): Promise<OtpSentResponse> {
  return api.post('resend-login-otp', { json: input }).json<OtpSentResponse>();
}

export function useResendLoginOtp() {
  return useMutation(resendLoginOtp);
}
