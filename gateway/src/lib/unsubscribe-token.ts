import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_NOTIFICATION_KINDS, type EmailNotificationKind } from '@voices/contracts';
import { isId } from './ids';

/**
 * The token of a one-click unsubscribe link: the member, the kind of e-mail and an HMAC of both
 * under the site's secret. It needs no row, never expires and only ever turns an e-mail off.
 */
export interface Unsubscribe {
  userId: string;
  kind: EmailNotificationKind;
}

const sign = (secret: Buffer, userId: string, kind: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

export function unsubscribeToken(secret: Buffer, { userId, kind }: Unsubscribe): string {
  return `${userId}.${kind}.${sign(secret, userId, kind)}`;
}

/** What a token stands for, or null when it was not made by this site. */
export function readUnsubscribeToken(secret: Buffer, token: string): Unsubscribe | null {
  const [userId, kind, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !kind || !mac || !isId(userId)) return null;
  if (!(EMAIL_NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(sign(secret, userId, kind));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as EmailNotificationKind };
}
