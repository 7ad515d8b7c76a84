import { STORY_LANGUAGES, type StoryLanguage } from '@voices/contracts';

// The gateway answers in the ten content languages, the languages of its catalogues. A reader
// of another language gets English (the page says so, or a translation service re-says it).

export const DEFAULT_LANGUAGE: StoryLanguage = 'en';

/** The longest Accept-Language header read, and the most entries read from it. */
const HEADER_MAX_LENGTH = 1000;
const ENTRIES_MAX = 30;

export function isContentLanguage(code: unknown): code is StoryLanguage {
  return typeof code === 'string' && (STORY_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The language tags of an Accept-Language header, most wanted first (RFC 9110 §12.5.4: by
 * q-value, then in the order given); tags with q=0 are left out, as are malformed entries.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  const parts = header.slice(0, HEADER_MAX_LENGTH).split(',').slice(0, ENTRIES_MAX);
  parts.forEach((part, index) => {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim().toLowerCase() ?? '';
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      if (!match) continue;
      // A weight is 0 to 1 with at most three decimals; anything else spoils the entry.
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1]!) ? Number(match[1]) : 0;
    }
    if (q <= 0) return;
    entries.push({ tag, q, index });
  });
  entries.sort((a, b) => b.q - a.q || a.index - b.index);
  return entries.map((entry) => entry.tag);
}

/**
 * The first content language the header asks for (`hi-IN` counts as `hi`), or null when it
 * names none of the ten.
 */
export function contentLanguageOf(header: string | undefined): StoryLanguage | null {
  for (const tag of parseAcceptLanguage(header)) {
    const primary = tag.split('-')[0];
    if (isContentLanguage(primary)) return primary;
  }
  return null;
}

/** A member's stored language as one of the ten (anything else, which it never is, as English). */
export function memberLanguage(value: string | null | undefined): StoryLanguage {
  return isContentLanguage(value) ? value : DEFAULT_LANGUAGE;
}
