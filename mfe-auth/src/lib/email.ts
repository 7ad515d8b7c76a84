const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MESSAGES = {
  missing: 'Please enter your email address.',
  invalid: 'Please enter a valid email address.',
} as const;

/** What is wrong with an address as typed, or null when it can be sent. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return EMAIL_MESSAGES.missing;
  if (!EMAIL_PATTERN.test(trimmed) || trimmed.length > 254) return EMAIL_MESSAGES.invalid;
  return null;
}
