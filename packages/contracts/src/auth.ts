import { Type, type Static } from '@sinclair/typebox';
import { ObjectId } from './common';
import { EMAIL_MAX_LENGTH, USER_BIO_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './constants/users';
import { OTP_LENGTH } from './constants/auth';
import { User } from './users';

const Email = Type.String({
  maxLength: EMAIL_MAX_LENGTH,
  description: 'Trimmed and compared in lower case',
  examples: ['reader@example.com'],
});

const Otp = Type.String({
  maxLength: 16,
  description: `The ${OTP_LENGTH}-digit code sent by e-mail`,
  examples: ['0427'],
});

/** `POST /api/request-otp` and `POST /api/send-login-otp`. */
export const EmailBody = Type.Object({ email: Email }, { title: 'EmailBody' });
export type EmailBody = Static<typeof EmailBody>;

/** `POST /api/verify-otp` and `POST /api/verify-login-otp`. */
export const VerifyOtpBody = Type.Object({ email: Email, otp: Otp }, { title: 'VerifyOtpBody' });
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;

/**
 * `POST /api/resend-registration-otp` and `POST /api/resend-login-otp`: the `userId` a send
 * answered (for a registration, the handle of the pending registration; for a login, the
 * account's id).
 */
export const ResendOtpBody = Type.Object({ userId: ObjectId }, { title: 'ResendOtpBody' });
export type ResendOtpBody = Static<typeof ResendOtpBody>;

/** A code was e-mailed; `userId` is what a resend takes. */
export const OtpSentResponse = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    userId: ObjectId,
  },
  { title: 'OtpSentResponse' },
);
export type OtpSentResponse = Static<typeof OtpSentResponse>;

/** `POST /api/verify-otp`: the address is proven; the profile step may follow. */
export const MessageResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String() },
  { title: 'MessageResponse' },
);
export type MessageResponse = Static<typeof MessageResponse>;

/**
 * `POST /api/complete` (multipart/form-data, or the same fields as JSON). `acceptTerms` and
 * `acceptPrivacy` must both be true ('true', 'on' or '1' in a form).
 */
export const CompleteRegistrationForm = Type.Object(
  {
    email: Email,
    name: Type.String({ description: `1 to ${USER_NAME_MAX_LENGTH} characters, trimmed` }),
    bio: Type.Optional(Type.String({ description: `Up to ${USER_BIO_MAX_LENGTH} characters` })),
    acceptTerms: Type.Union([Type.Boolean(), Type.String()]),
    acceptPrivacy: Type.Union([Type.Boolean(), Type.String()]),
    photo: Type.Optional(
      Type.String({
        format: 'binary',
        description: 'JPEG, PNG, GIF or WebP; at most 10 MB and 40 megapixels',
      }),
    ),
  },
  { title: 'CompleteRegistrationForm' },
);
export type CompleteRegistrationForm = Static<typeof CompleteRegistrationForm>;

/** `POST /api/complete` and `POST /api/verify-login-otp`: signed in. */
export const AuthResponse = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    user: User,
    token: Type.String({ description: 'Send it as `Authorization: Bearer <token>`' }),
  },
  { title: 'AuthResponse' },
);
export type AuthResponse = Static<typeof AuthResponse>;
