import { badRequest } from './http-errors';

/**
 * Characters no text of ours may hold: C0 controls but tab, line feed and carriage return (NUL
 * cannot even be stored by PostgreSQL), DEL and the C1 controls, and the bidirectional
 * embeddings, overrides and isolates, which make text show in another order than it is
 * written (a name or title could pass itself off as another). Left-to-right and right-to-left
 * marks, and the zero-width joiners some scripts need, are allowed.
 */
const UNSHOWABLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** Blank letters: they are letters to Unicode, but show as nothing. */
const BLANK_LETTERS = /[\u115f\u1160\u3164\uffa0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export const TEXT_MESSAGES = {
  unshowable: (where: string) =>
    `${where} contains a character that is not allowed (a control character or a text direction override).`,
  notFinite: (where: string) => `${where} must be a finite number.`,
} as const;

export function hasUnshowable(text: string): boolean {
  return UNSHOWABLE.test(text);
}

/**
 * Whether something in the text shows on screen: a letter, digit, punctuation mark or symbol
 * (emoji included). Spaces, zero-width and formatting characters and blank letters alone do not.
 */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text.replace(BLANK_LETTERS, ''));
}

interface Frame {
  value: unknown;
  key: string | null;
  parent: Frame | null;
}

function pathOf(frame: Frame): string {
  const keys: string[] = [];
  for (let at: Frame | null = frame; at; at = at.parent) {
    if (at.key !== null) keys.push(at.key);
  }
  return keys.reverse().join('.');
}

/**
 * The dotted path of the first value in a parsed request part (query, path or JSON body) that
 * `bad` refuses, '' when it is the part itself, or null when there is none. Walked with a stack
 * of its own: a body of deeply nested arrays must not overflow the call stack, and a path is
 * only spelled out for the one value reported.
 */
export function findValue(root: unknown, bad: (value: unknown) => boolean): string | null {
  const stack: Frame[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value } = frame;
    if (bad(value)) return pathOf(frame);
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], key: String(i), parent: frame });
      }
    } else {
      for (const [key, child] of Object.entries(value as Record<string, unknown>).reverse()) {
        stack.push({ value: child, key, parent: frame });
      }
    }
  }
  return null;
}

export const isUnshowableString = (value: unknown): boolean =>
  typeof value === 'string' && hasUnshowable(value);

export const isNonFiniteNumber = (value: unknown): boolean =>
  typeof value === 'number' && !Number.isFinite(value);

/** 400 when a text field of a multipart form holds a character that is not allowed. */
export function assertShowableFields(fields: Record<string, unknown>): void {
  const field = findValue(fields, isUnshowableString);
  if (field !== null) {
    throw badRequest(TEXT_MESSAGES.unshowable(`Invalid request body: ${field || 'a field'}`));
  }
}
