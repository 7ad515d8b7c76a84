import { AUTH_MESSAGES } from '@voices/contracts/constants';
import { isApiError } from '@voices/platform';

export const REGISTRATION_LOST = AUTH_MESSAGES.registrationLost;

/**
 * The server no longer holds a verified code for the address (expired, used, or never
 * verified): the only way on is to start registration again.
 */
export function isRegistrationLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.message === REGISTRATION_LOST || error.status === 410;
}
