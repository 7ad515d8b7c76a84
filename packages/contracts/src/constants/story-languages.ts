// The content languages by code, apart from the table of the fifty interface languages
// (languages.ts): the story rules need only the codes, and a browser bundle that reads them
// need not carry the table.

/** Languages a story can be written in (spec 001 §3): the first ten interface languages. */
export const STORY_LANGUAGES = [
  'en',
  'hi',
  'kn',
  'te',
  'ta',
  'ml',
  'mr',
  'bn',
  'gu',
  'pa',
] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/** A content language in canonical form (trimmed, lower case), or null when it is not one. */
export function normalizeStoryLanguage(value: unknown): StoryLanguage | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  return (STORY_LANGUAGES as readonly string[]).includes(code) ? (code as StoryLanguage) : null;
}
