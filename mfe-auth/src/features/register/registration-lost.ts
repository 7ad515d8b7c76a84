import { isApiError } from '@voices/platform';

export const REGISTRATION_LOST = 'OTP expired or session expired. Please restart registration.';

/**
 * The server no longer holds a verified code for the address (expired, used, or never
 * verified): the only way on is to start registration again.
 */
export function isRegistrationLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.message === REGISTRATION_LOST || error.status === 410;
}
