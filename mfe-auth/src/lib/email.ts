import type { AuthMessageKey } from '../i18n';

/** The example address in the e-mail fields: an address reads the same in every language. */
export const EMAIL_PLACEHOLDER = 'you@example.com';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What can be wrong with an address as typed: the messages that say so, by key. */
export const EMAIL_MESSAGES = {
  missing: 'email.missing',
  invalid: 'email.invalid',
} as const satisfies Record<string, AuthMessageKey>;

export type EmailProblem = (typeof EMAIL_MESSAGES)[keyof typeof EMAIL_MESSAGES];

/** What is wrong with an address as typed (its message's key), or null when it can be sent. */
export function emailProblem(email: string): EmailProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return EMAIL_MESSAGES.missing;
  if (!EMAIL_PATTERN.test(trimmed) || trimmed.length > 254) return EMAIL_MESSAGES.invalid;
  return null;
}
