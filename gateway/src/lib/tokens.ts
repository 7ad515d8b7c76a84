import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, in hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** Whether a string has the shape of a token we issue (anything else cannot be a session). */
export function isSessionTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export const SESSION_RULES = {
  /** A session ends this long after sign-in, used or not. */
  ttlMs: 30 * 24 * 60 * 60 * 1000,
  /** last_seen_at is written at most this often per session. */
  touchIntervalMs: 5 * 60 * 1000,
} as const;
