import { http, HttpResponse } from 'msw';
import type { AuthResponse, MessageResponse, OtpSentResponse } from '@voices/contracts';
import { AUTH_MESSAGES } from '@voices/contracts/constants';
import { createUser, db } from '../db';
import { API, fail } from './common';

/** The code every test sign-in accepts. */
export const TEST_OTP = '0427';

const account = (email: string) => db.users.find((user) => user.email === email.toLowerCase());

export const authHandlers = [
  http.post<never, { email: string }>(`${API}/send-login-otp`, async ({ request }) => {
    const { email } = await request.json();
    const user = account(email);
    if (!user) return fail(404, AUTH_MESSAGES.noAccount);
    return HttpResponse.json<OtpSentResponse>({
      success: true,
      message: AUTH_MESSAGES.otpSent,
      userId: user.id,
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
      userId: '0'.repeat(24),
    });
  }),
  http.post<never, { otp: string }>(`${API}/verify-otp`, async ({ request }) => {
    const { otp } = await request.json();
    if (otp !== TEST_OTP) return fail(400, AUTH_MESSAGES.otpInvalid);
    return HttpResponse.json<MessageResponse>({
      success: true,
      message: AUTH_MESSAGES.otpVerified,
    });
  }),
  http.post(`${API}/complete`, async ({ request }) => {
    const form = await request.formData();
    const user = createUser({
      email: String(form.get('email')).toLowerCase(),
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
