import type { OtpSentResponse, ResendOtpBody } from '@voices/contracts';
import { api } from '@voices/platform';
import { useMutation } from '../../../lib/use-mutation';

export function resendRegistrationOtp(input: ResendOtpBody): Promise<OtpSentResponse> {
  return api.post('resend-registration-otp', { json: input }).json<OtpSentResponse>();
}

export function useResendRegistrationOtp() {
  return useMutation(resendRegistrationOtp);
}
