import { useMutation } from '@tanstack/react-query';
import type {
  AuthResponse,
  EmailBody,
  OtpSentResponse,
  ResendOtpBody,
  VerifyOtpBody,
  VerifyRegistrationResponse,
} from '@voices/contracts';
import { formData, post } from './request';

/** `POST /request-otp`: starts (or restarts) a registration; a code goes to the address. */
export const requestOtp = (input: EmailBody) =>
  post<OtpSentResponse>('request-otp', { json: input });

/**
 * `POST /verify-otp`: the registering reader owns the address; answers the
 * `registrationToken` that `/complete` takes, once, for this address.
 */
export const verifyOtp = (input: VerifyOtpBody) =>
  post<VerifyRegistrationResponse>('verify-otp', { json: input });

/** `POST /resend-registration-otp`: a new code, 30 s after the last at the earliest. */
export const resendRegistrationOtp = (input: ResendOtpBody) =>
  post<OtpSentResponse>('resend-registration-otp', { json: input });

export interface CompleteRegistrationInput {
  email: string;
  /** What `/verify-otp` answered: it ties this step to the reader who proved the address. */
  registrationToken: string;
  name: string;
  bio: string;
  photo?: File | null;
}

/** Spec 000 §7 allows an answer without user and token: the account exists, sign-in follows. */
export type CompleteRegistrationReply = Pick<AuthResponse, 'message'> &
  Partial<Pick<AuthResponse, 'user' | 'token'>>;

/** `POST /complete` (multipart): creates the account once the address is verified. */
export function completeRegistration(
  input: CompleteRegistrationInput,
): Promise<CompleteRegistrationReply> {
  const { photo, ...fields } = input;
  // Only the first step lets a reader this far, and only with both boxes ticked.
  return post<CompleteRegistrationReply>('complete', {
    body: formData({ ...fields, acceptTerms: true, acceptPrivacy: true }, { photo }),
  });
}

/** `POST /send-login-otp`: a sign-in code to the address of an existing account. */
export const sendLoginOtp = (input: EmailBody) =>
  post<OtpSentResponse>('send-login-otp', { json: input });

/** `POST /verify-login-otp`: trades a sign-in code for the user and a session token. */
export const verifyLoginOtp = (input: VerifyOtpBody) =>
  post<AuthResponse>('verify-login-otp', { json: input });

/** `POST /resend-login-otp`. */
export const resendLoginOtp = (input: ResendOtpBody) =>
  post<OtpSentResponse>('resend-login-otp', { json: input });

export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
export const useResendRegistrationOtp = () => useMutation({ mutationFn: resendRegistrationOtp });
export const useCompleteRegistration = () => useMutation({ mutationFn: completeRegistration });
export const useSendLoginOtp = () => useMutation({ mutationFn: sendLoginOtp });
export const useVerifyLoginOtp = () => useMutation({ mutationFn: verifyLoginOtp });
export const useResendLoginOtp = () => useMutation({ mutationFn: resendLoginOtp });
