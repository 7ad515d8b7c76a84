import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, USER_BIO_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './constants/users';
import { OTP_LENGTH, REGISTRATION_TOKEN_TTL_MINUTES } from './constants/auth';
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
 * The handle of one attempt (one code e-mailed to one address): random, never an account's id,
 * valid as long as its code. The spec names it `userId`.
 */
const AttemptHandle = Type.String({
  pattern: '^[0-9a-fA-F]{24}$',
  description:
    'The handle of this attempt, as the send answered it: 24 hexadecimal characters, valid as long as its code (10 minutes). Not an account id.',
  examples: ['9c1f0e7a5b3d2c4e6f8a0b1c'],
});

/**
 * `POST /api/resend-registration-otp` and `POST /api/resend-login-otp`: the `userId` the send
 * (or the last resend) answered. An account's public id is refused (404) and sends nothing.
 */
export const ResendOtpBody = Type.Object({ userId: AttemptHandle }, { title: 'ResendOtpBody' });
export type ResendOtpBody = Static<typeof ResendOtpBody>;

/** A code was e-mailed; `userId` is the handle of this attempt, which a resend takes. */
export const OtpSentResponse = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    userId: AttemptHandle,
  },
  { title: 'OtpSentResponse' },
);
export type OtpSentResponse = Static<typeof OtpSentResponse>;

/** A call that answers only its message (`POST /api/logout`). */
export const MessageResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String() },
  { title: 'MessageResponse' },
);
export type MessageResponse = Static<typeof MessageResponse>;

/** The secret `/verify-otp` answers and `/complete` takes: 32 random bytes, base64url. */
const RegistrationToken = Type.String({
  minLength: 43,
  maxLength: 43,
  description: `Answered by \`/verify-otp\`; works once, for that address only, within ${REGISTRATION_TOKEN_TTL_MINUTES} minutes`,
});

/**
 * `POST /api/verify-otp`: the address is proven. `registrationToken` ties the profile step to
 * the client that proved it: `/complete` takes it once, for this address only.
 */
export const VerifyRegistrationResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String(), registrationToken: RegistrationToken },
  { title: 'VerifyRegistrationResponse' },
);
export type VerifyRegistrationResponse = Static<typeof VerifyRegistrationResponse>;

/**
 * `POST /api/complete` (multipart/form-data, or the same fields as JSON). `acceptTerms` and
 * `acceptPrivacy` must both be true ('true', 'on' or '1' in a form); `registrationToken` is the
 * one `/verify-otp` answered for this address.
 */
export const CompleteRegistrationForm = Type.Object(
  {
    email: Email,
    registrationToken: RegistrationToken,
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
