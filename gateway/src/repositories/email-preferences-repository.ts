import type { EmailPreferences } from '@voices/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** A story a digest lists: enough for a line with a link. */
export interface DigestStory {
  id: string;
  title: string;
  summary: string | null;
  authorName: string;
  createdAt: string;
}

/** A member whose digest is due. */
export interface DigestMember {
  userId: string;
  email: string;
  name: string;
  /** The language the member reads in. */
  language: string;
  /** The newest story instant the last digest covered, or null before the first. */
  through: string | null;
  /** The UTC day of the last digest claimed, or null before the first. */
  lastDay: string | null;
}

const OFF: EmailPreferences = { newFollower: false, digest: false };

/** The e-mails a member switched on, and the bookkeeping of their daily digest. */
export function createEmailPreferencesRepository(db: Kysely<Database>) {
  return {
    /** Everything off without a row. */
    async get(userId: string): Promise<EmailPreferences> {
      const row = await db
        .selectFrom('email_preferences')
        .select(['new_follower', 'digest'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { newFollower: row.new_follower === 1, digest: row.digest === 1 } : { ...OFF };
    },

    /** Applies the given switches, keeping the others; answers the result. */
    async update(
      userId: string,
      change: Partial<EmailPreferences>,
      at: Date,
    ): Promise<EmailPreferences> {
      const next = { ...(await this.get(userId)), ...change };
      const values = {
        new_follower: next.newFollower ? 1 : 0,
        digest: next.digest ? 1 : 0,
        updated_at: at.toISOString(),
      };
      await db
        .insertInto('email_preferences')
        // A member who turns the digest on gets stories from now on, not the past.
        .values({ user_id: userId, ...values, digest_through: at.toISOString() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return next;
    },

    /** The member's address when they want this kind of e-mail, else undefined. */
    async recipient(
      userId: string,
      kind: keyof EmailPreferences,
    ): Promise<{ email: string; name: string; language: string } | undefined> {
      return db
        .selectFrom('email_preferences as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['u.email', 'u.name', 'u.language'])
        .where('p.user_id', '=', userId)
        .where(kind === 'newFollower' ? 'p.new_follower' : 'p.digest', '=', 1)
        .executeTakeFirst();
    },

    /** Members with the digest on whose digest for `day` has not been claimed yet, by id after `after`. */
    async dueDigests(day: string, limit: number, after?: string): Promise<DigestMember[]> {
      const rows = await db
        .selectFrom('email_preferences as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select([
          'p.user_id',
          'u.email',
          'u.name',
          'u.language',
          'p.digest_through',
          'p.digest_day',
        ])
        .where('p.digest', '=', 1)
        .where((eb) => eb.or([eb('p.digest_day', 'is', null), eb('p.digest_day', '<', day)]))
        .$if(after !== undefined, (qb) => qb.where('p.user_id', '>', after!))
        .orderBy('p.user_id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        userId: r.user_id,
        email: r.email,
        name: r.name,
        language: r.language,
        through: r.digest_through,
        lastDay: r.digest_day,
      }));
    },

    /**
     * Claims the member's digest for `day`: true for exactly one caller across every gateway
     * (a conditional update), so no member gets the same day's digest twice.
     */
    async claimDigest(userId: string, day: string, previousDay: string | null): Promise<boolean> {
      const result = await db
        .updateTable('email_preferences')
        .set({ digest_day: day })
        .where('user_id', '=', userId)
        .where('digest', '=', 1)
        .where((eb) =>
          previousDay === null ? eb('digest_day', 'is', null) : eb('digest_day', '=', previousDay),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives the claim back (the send failed), so a later run tries again. */
    async releaseDigest(userId: string, day: string, previousDay: string | null): Promise<void> {
      await db
        .updateTable('email_preferences')
        .set({ digest_day: previousDay })
        .where('user_id', '=', userId)
        .where('digest_day', '=', day)
        .execute();
    },

    async markDigestSent(userId: string, through: string): Promise<void> {
      await db
        .updateTable('email_preferences')
        .set({ digest_through: through })
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * Stories published after `since` (exclusive) and up to `until` by the authors the member
     * follows, oldest first so the newest is last, at most `limit`.
     */
    async storiesForDigest(
      userId: string,
      since: string,
      until: string,
      limit: number,
    ): Promise<DigestStory[]> {
      const rows = await db
        .selectFrom('stories as s')
        .innerJoin('follows as f', (join) =>
          join.onRef('f.followee_id', '=', 's.author_id').on('f.follower_id', '=', userId),
        )
        .innerJoin('users as a', 'a.id', 's.author_id')
        .select(['s.id', 's.title', 's.summary', 's.created_at', 'a.name as author_name'])
        .where('s.created_at', '>', since)
        .where('s.created_at', '<=', until)
        // Hidden by a moderator, or by an author the member blocked: not news to them.
        .where('s.hidden_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('blocks as b')
                .select('b.blocker_id')
                .where('b.blocker_id', '=', userId)
                .whereRef('b.blocked_id', '=', 's.author_id'),
            ),
          ),
        )
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        summary: r.summary,
        authorName: r.author_name,
        createdAt: r.created_at,
      }));
    },

    /** Turns one kind off (an unsubscribe link). */
    async switchOff(userId: string, kind: keyof EmailPreferences, at: Date): Promise<void> {
      await this.update(userId, { [kind]: false }, at);
    },
  };
}

export type EmailPreferencesRepository = ReturnType<typeof createEmailPreferencesRepository>;
