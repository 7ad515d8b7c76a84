/** Drafts of unsent stories (issue 14: drafts are never lost). */
export const DRAFT_KEYS = {
  compose: 'compose',
  edit: (storyId: string) => `edit-${storyId}`,
} as const;

export const DRAFT_LIMITS = {
  keyPattern: '^(compose|edit-[A-Za-z0-9_-]{1,100})$',
  keyMaxLength: 110,
  /** Bytes of a saved draft's request body. */
  bodyMaxBytes: 256 * 1024,
  /** Milliseconds after the last keystroke before the browser's copy is written. */
  localSaveMs: 400,
  /** Milliseconds after the last keystroke before the server's copy is written. */
  serverSaveMs: 2_000,
} as const;

export const DRAFT_MESSAGES = {
  storyNotFound: 'News not found',
} as const;

/** The browser's copy of a member's draft (text, choices and the Idempotency-Key). */
export function draftStorageKey(userId: string, key: string): string {
  return `draft:${userId}:${key}`;
}
