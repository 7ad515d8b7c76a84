import type { EmailNotificationKind } from '@voices/contracts';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types';
import { DAY } from '../../lib/clock';
import { memberLanguage } from '../../lib/i18n/languages';
import { digestEmail, newFollowerEmail } from '../../lib/notification-email';
import { unsubscribeToken } from '../../lib/unsubscribe-token';
import type { Mailer } from '../../plugins/mailer';
import { createEmailPreferencesRepository } from '../../repositories/email-preferences-repository';
import { createUsersRepository } from '../../repositories/users-repository';

/** Most stories one digest lists (the newest). */
export const DIGEST_MAX_STORIES = 20;
/** Members whose digests one round reads at a time. */
const DIGEST_PAGE = 100;

export interface DigestReport {
  /** Digests sent. */
  sent: number;
  /** Members whose digest was due but had no new story (claimed for the day, nothing sent). */
  empty: number;
  /** Digests that could not be sent; they are tried again on the next round. */
  failed: number;
}

export interface EmailNotificationsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Signs the unsubscribe links. */
  secret: Buffer;
  /** The site's origin for links (PUBLIC_URL). */
  origin: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The e-mails a member may switch on: one when someone follows them, and a daily digest of
 * the stories published by the authors they follow. Every message carries a one-click
 * unsubscribe link (RFC 8058: `List-Unsubscribe` and `List-Unsubscribe-Post`).
 */
export function createEmailNotifications(deps: EmailNotificationsDeps) {
  const { db, mailer, secret, origin, now, log } = deps;
  const preferences = createEmailPreferencesRepository(db);
  const users = createUsersRepository(db);
  const settingsUrl = `${origin}/edit-profile#vx-settings-email`;

  function unsubscribe(userId: string, kind: EmailNotificationKind) {
    const url = `${origin}/api/email/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, { userId, kind }))}`;
    return {
      url,
      headers: {
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    /**
     * Tells the followed member, when they want to be told, in the language they read in;
     * false when nothing was sent.
     */
    async newFollower(followerId: string, followeeId: string): Promise<boolean> {
      const recipient = await preferences.recipient(followeeId, 'newFollower');
      if (!recipient) return false;
      const follower = await users.findById(followerId);
      if (!follower) return false;
      const link = unsubscribe(followeeId, 'newFollower');
      await mailer.send({
        to: recipient.email,
        ...newFollowerEmail({
          followerName: follower.name,
          profileUrl: `${origin}/profile/${followerId}`,
          unsubscribeUrl: link.url,
          settingsUrl,
          language: memberLanguage(recipient.language),
        }),
        headers: link.headers,
      });
      return true;
    },

    /**
     * Sends the day's digests that are due. Each member's digest is claimed for the UTC day
     * first, so several gateways may run this at once and no member gets two; a send that
     * fails gives its claim back.
     */
    async runDigests(): Promise<DigestReport> {
      const at = now();
      const day = at.toISOString().slice(0, 10);
      const until = at.toISOString();
      const report: DigestReport = { sent: 0, empty: 0, failed: 0 };
      let after: string | undefined;
      for (;;) {
        const members = await preferences.dueDigests(day, DIGEST_PAGE, after);
        if (members.length === 0) break;
        after = members[members.length - 1]!.userId;
        for (const member of members) {
          if (!(await preferences.claimDigest(member.userId, day, member.lastDay))) continue;
          const since = member.through ?? new Date(at.getTime() - DAY).toISOString();
          const stories = await preferences.storiesForDigest(
            member.userId,
            since,
            until,
            DIGEST_MAX_STORIES,
          );
          if (stories.length === 0) {
            report.empty += 1;
            continue;
          }
          const link = unsubscribe(member.userId, 'digest');
          try {
            await mailer.send({
              to: member.email,
              ...digestEmail({
                stories,
                storyUrl: (id) => `${origin}/contribute/news/${id}?id=${id}`,
                unsubscribeUrl: link.url,
                settingsUrl,
                language: memberLanguage(member.language),
              }),
              headers: link.headers,
            });
          } catch (error) {
            await preferences.releaseDigest(member.userId, day, member.lastDay);
            log.warn({ err: error, userId: member.userId }, 'digest e-mail failed');
            report.failed += 1;
            continue;
          }
          await preferences.markDigestSent(member.userId, stories[0]!.createdAt);
          report.sent += 1;
        }
        if (members.length < DIGEST_PAGE) break;
      }
      return report;
    },
  };
}

export type EmailNotifications = ReturnType<typeof createEmailNotifications>;
