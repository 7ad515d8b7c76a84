import { durationText } from './durations';
import { USER_BIO_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './users';

/** Digits in a one-time code (spec 000 §9). */
export const OTP_LENGTH = 4;
/** How long a code is valid. */
export const OTP_TTL_MINUTES = 10;
/** The shortest wait between two codes to one address (spec 000 §9). */
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
/** The largest profile photo, in bytes (10 MiB: the label says "up to 10MB"). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** How long `/complete` takes the registration token `/verify-otp` answered. */
export const REGISTRATION_TOKEN_TTL_MINUTES = 30;

/**
 * The messages the sign-in calls answer, word for word. Where spec 000 §5 and §8 give one, it is
 * that one; the rate-limit messages add the time to wait.
 */
export const AUTH_MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  accountExists: 'An account with this email already exists. Please log in instead.',
  noAccount: 'No account found for this email. Please register first.',
  otpSent: 'OTP sent to your email',
  otpResent: 'OTP resent successfully',
  otpFormat: 'Please enter the 4-digit OTP sent to your email.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpTooManyTries: 'Too many incorrect attempts for this OTP. Please request a new one.',
  otpExpired: 'OTP expired. Please request a new one.',
  otpUsed: 'This OTP has already been used. Please request a new one.',
  otpNotRequested: 'No OTP was requested for this email. Please request a new one.',
  otpVerified: 'OTP verified successfully',
  registrationLost: 'OTP expired or session expired. Please restart registration.',
  loginLost: 'Your sign-in request has expired. Please enter your email again.',
  acceptanceRequired: 'Please accept the Terms and Conditions and Privacy Policy to continue.',
  nameRequired: 'Full Name is required.',
  nameTooLong: `Full Name must be at most ${USER_NAME_MAX_LENGTH} characters.`,
  bioTooLong: `Bio must be at most ${USER_BIO_MAX_LENGTH} characters.`,
  registered: 'Registration successful',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  emailFailed: 'We could not send the email right now. Please try again in a few minutes.',
  photoType: 'The photo must be a JPEG, PNG, GIF or WebP image.',
  photoTooLarge: 'The photo is too large. The maximum size is 10 MB.',
  photoTooManyPixels: 'The photo is too large. The maximum is 40 megapixels.',
  photoUnreadable: 'The photo could not be read. Please choose another image.',
  tooManyFiles: 'Only one photo can be uploaded.',
} as const;

/** The 429 messages, with the wait written out ("23 seconds", "15 minutes", "2 hours"). */
export const authWaitMessages = {
  cooldown: (seconds: number) =>
    `Please wait ${durationText(seconds, 'second')} before requesting a new OTP.`,
  hourlyCap: (wait: string) =>
    `Too many OTP emails have been sent to this address. Please try again in ${wait}.`,
  locked: (wait: string) => `Too many incorrect attempts. Please try again in ${wait}.`,
  tooManyRequests: (wait: string) => `Too many requests. Please try again in ${wait}.`,
};
