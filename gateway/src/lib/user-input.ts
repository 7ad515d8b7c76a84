import { USER_BIO_MAX_LENGTH, USER_NAME_MAX_LENGTH } from '@voices/contracts';
import { hasVisibleText } from './text-hygiene';

// RFC 5322 "atext" (and letters of any script) before the @, host-name labels after it. Quotes,
// commas, angle brackets and spaces are refused, so an address is never more than one recipient.
const EMAIL_PATTERN =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]{1,64}@(?=[^@]{4,253}$)([\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,63}$/u;

/** The address as stored and compared: trimmed, in lower case; null when it cannot be one. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.normalize('NFC').trim().toLowerCase();
  return EMAIL_PATTERN.test(email) ? email : null;
}

const characters = (text: string) => [...text].length;

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: 'missing' | 'too-long' };

/**
 * A full name: runs of white space (new lines included) become one space; 1 to 100 characters,
 * at least one of which shows (a name of zero-width characters alone is missing).
 */
export function normalizeName(value: unknown): Checked<string> {
  const name = typeof value === 'string' ? value.replace(/\s+/gu, ' ').trim() : '';
  if (!name || !hasVisibleText(name)) return { ok: false, problem: 'missing' };
  if (characters(name) > USER_NAME_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true, value: name };
}

/** A bio: trimmed, may be empty, at most 500 characters; line breaks are kept. */
export function normalizeBio(value: unknown): Checked<string> {
  const bio = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
  if (characters(bio) > USER_BIO_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true, value: bio };
}

/** A ticked box, as JSON (true) or as a form sends it ('true', 'on', '1', 'yes'). */
export function isAccepted(value: unknown): boolean {
  if (value === true) return true;
  return (
    typeof value === 'string' && ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase())
  );
}
