import { http, HttpResponse } from 'msw';
import type {
  AuthResponse,
  MessageResponse,
  OtpSentResponse,
  VerifyRegistrationResponse,
} from '@voices/contracts';
import { AUTH_MESSAGES } from '@voices/contracts/constants';
import { createUser, db } from '../db';
import { API, fail } from './common';

/** The code every test sign-in accepts. */
export const TEST_OTP = '0427';

const account = (email: string) => db.users.find((user) => user.email === email.toLowerCase());

/** The token `/verify-otp` answers for an address, which `/complete` checks. */
export const registrationTokenFor = (email: string) => `registration-${email.toLowerCase()}`;

/** The handle of a code's attempt, which the resend calls take. */
const ATTEMPT = 'attempt-';
export const attemptOf = (email: string) => `${ATTEMPT}${email.toLowerCase()}`;

export const authHandlers = [
  http.post<never, { email: string }>(`${API}/send-login-otp`, async ({ request }) => {
    const { email } = await request.json();
    const user = account(email);
    if (!user) return fail(404, AUTH_MESSAGES.noAccount);
    return HttpResponse.json<OtpSentResponse>({
      success: true,
      message: AUTH_MESSAGES.otpSent,
      userId: attemptOf(email),
    });
  }),
  http.post<never, { email: string; otp: string }>(
    `${API}/verify-login-otp`,
    async ({ request }) => {
      const { email, otp } = await request.json();
      const user = account(email);
      if (!user || otp !== TEST_OTP) return fail(400, AUTH_MESSAGES.otpInvalid);
      const { token, ...plain } = user;
      return HttpResponse.json<AuthResponse>({
        success: true,
        message: AUTH_MESSAGES.loggedIn,
        user: plain,
        token,
      });
    },
  ),
  http.post<never, { email: string }>(`${API}/request-otp`, async ({ request }) => {
    const { email } = await request.json();
    if (account(email)) return fail(409, AUTH_MESSAGES.accountExists);
    return HttpResponse.json<OtpSentResponse>({
      success: true,
      message: AUTH_MESSAGES.otpSent,
      userId: attemptOf(email),
    });
  }),
  ...(
    [
      ['resend-registration-otp', AUTH_MESSAGES.registrationLost],
      ['resend-login-otp', AUTH_MESSAGES.otpNotRequested],
    ] as const
  ).map(([path, unknownHandle]) =>
    http.post<never, { userId?: string }>(`${API}/${path}`, async ({ request }) => {
      // A handle names the attempt of one address; any other is unknown, as when it expired.
      const { userId = '' } = await request.json();
      if (!userId.startsWith(ATTEMPT)) return fail(404, unknownHandle);
      // Each new code has a handle of its own: 'attempt-<address>', then '…#2', '…#3'.
      const [base, count = '1'] = userId.split('#');
      return HttpResponse.json<OtpSentResponse>({
        success: true,
        message: AUTH_MESSAGES.otpResent,
        userId: `${base}#${Number(count) + 1}`,
      });
    }),
  ),
  http.post<never, { email: string; otp: string }>(`${API}/verify-otp`, async ({ request }) => {
    const { email, otp } = await request.json();
    if (otp !== TEST_OTP) return fail(400, AUTH_MESSAGES.otpInvalid);
    return HttpResponse.json<VerifyRegistrationResponse>({
      success: true,
      message: AUTH_MESSAGES.otpVerified,
      registrationToken: registrationTokenFor(email ?? ''),
    });
  }),
  http.post(`${API}/complete`, async ({ request }) => {
    const form = await request.formData();
    const email = String(form.get('email') ?? '');
    if (form.get('registrationToken') !== registrationTokenFor(email)) {
      return fail(400, AUTH_MESSAGES.registrationLost);
    }
    const user = createUser({
      email: email.toLowerCase(),
      name: String(form.get('name')),
      bio: String(form.get('bio') ?? ''),
    });
    const { token, ...plain } = user;
    return HttpResponse.json<AuthResponse>({
      success: true,
      message: AUTH_MESSAGES.registered,
      user: plain,
      token,
    });
  }),
  http.post(`${API}/logout`, () =>
    HttpResponse.json<MessageResponse>({ success: true, message: AUTH_MESSAGES.loggedOut }),
  ),
];
