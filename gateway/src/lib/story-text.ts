import { STORY_LIMITS } from '@voices/contracts';

/**
 * What contributors type is kept as plain text, exactly as typed (markup included: it is shown
 * as text, never run), less the characters no text needs: control characters other than tab and
 * line break, and carriage returns (line breaks become \n).
 */
export function plainText(value: string): string {
  return (
    value
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
  );
}

/** One line of plain text: every run of white space becomes one space; trimmed. */
export function plainLine(value: string): string {
  return plainText(value).replace(/\s+/gu, ' ').trim();
}

export const characterCount = (text: string) => [...text].length;

/** A heading (an author's or a story's): one line, at most 200 characters; empty is null. */
export function normalizeHeading(
  value: unknown,
): { ok: true; value: string | null } | { ok: false } {
  if (value === null || value === undefined) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false };
  const heading = plainLine(value);
  if (characterCount(heading) > STORY_LIMITS.headingMaxLength) return { ok: false };
  return { ok: true, value: heading || null };
}

/** A flag as JSON (true/false) or as a form sends it ('true', 'on', '1', 'yes'; else false). */
export function isTrue(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return (
    typeof value === 'string' &&
    ['true', 'on', '1', 'yes', 'y'].includes(value.trim().toLowerCase())
  );
}
