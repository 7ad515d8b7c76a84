import type { Insertable, Kysely } from 'kysely';
import type { Database, OtpChallengeRow, OtpChallengesTable, OtpPurpose } from '../db/types';

export function createOtpRepository(db: Kysely<Database>) {
  function newest(
    column: 'email' | 'user_id',
    value: string,
    purpose: OtpPurpose,
  ): Promise<OtpChallengeRow | undefined> {
    return db
      .selectFrom('otp_challenges')
      .selectAll()
      .where(column, '=', value)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  return {
    async create(challenge: Insertable<OtpChallengesTable>): Promise<void> {
      await db.insertInto('otp_challenges').values(challenge).execute();
    },

    async findById(id: string): Promise<OtpChallengeRow | undefined> {
      return db.selectFrom('otp_challenges').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The newest code of this address and purpose: the only one that can still be used. */
    latest(email: string, purpose: OtpPurpose): Promise<OtpChallengeRow | undefined> {
      return newest('email', email, purpose);
    },

    /** The newest code of this purpose that belongs to an account (an e-mail change). */
    latestOfUser(userId: string, purpose: OtpPurpose): Promise<OtpChallengeRow | undefined> {
      return newest('user_id', userId, purpose);
    },

    /** The verified registration whose token hashes to this, if any. */
    async findByTokenHash(tokenHash: string): Promise<OtpChallengeRow | undefined> {
      return db
        .selectFrom('otp_challenges')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * E-mails of these purposes sent since `since`, to the address or (with `userId`) for the
     * account: how many, and the oldest.
     */
    async sendsSince(
      to: { email: string } | { userId: string },
      purposes: readonly OtpPurpose[],
      since: Date,
    ): Promise<{ count: number; oldest: string | null }> {
      const row = await db
        .selectFrom('otp_challenges')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .$if('email' in to, (qb) => qb.where('email', '=', (to as { email: string }).email))
        .$if('userId' in to, (qb) => qb.where('user_id', '=', (to as { userId: string }).userId))
        .where('purpose', 'in', purposes)
        .where('created_at', '>', since.toISOString())
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest ?? null };
    },

    /** Keeps the hash of the token a verified registration answered. */
    async setTokenHash(id: string, tokenHash: string): Promise<void> {
      await db
        .updateTable('otp_challenges')
        .set({ token_hash: tokenHash })
        .where('id', '=', id)
        .execute();
    },

    /** Uses up every open code of this purpose of the account (a cancelled e-mail change). */
    async consumeOpenOfUser(userId: string, purpose: OtpPurpose, now: Date): Promise<number> {
      const result = await db
        .updateTable('otp_challenges')
        .set({ consumed_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Counts one try against the code. */
    async countTry(id: string): Promise<void> {
      await db
        .updateTable('otp_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Marks a registration code verified, once: false when it already was (a replay, or a
     * second request racing this one).
     */
    async markVerified(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('otp_challenges')
        .set({ verified_at: now.toISOString() })
        .where('id', '=', id)
        .where('verified_at', 'is', null)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uses the code up, once: false when it already was. */
    async markConsumed(id: string, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('otp_challenges')
        .set((eb) => ({ consumed_at: at, verified_at: eb.fn.coalesce('verified_at', eb.val(at)) }))
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('otp_challenges').where('id', '=', id).execute();
    },

    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom('otp_challenges')
        .where('created_at', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
