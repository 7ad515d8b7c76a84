import type { Insertable, Kysely } from 'kysely';
import type { Database, OtpChallengeRow, OtpChallengesTable, OtpPurpose } from '../db/types';

export function createOtpRepository(db: Kysely<Database>) {
  return {
    async create(challenge: Insertable<OtpChallengesTable>): Promise<void> {
      await db.insertInto('otp_challenges').values(challenge).execute();
    },

    async findById(id: string): Promise<OtpChallengeRow | undefined> {
      return db.selectFrom('otp_challenges').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The newest code of this address and purpose: the only one that can still be used. */
    async latest(email: string, purpose: OtpPurpose): Promise<OtpChallengeRow | undefined> {
      return db
        .selectFrom('otp_challenges')
        .selectAll()
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Codes e-mailed to this address (any purpose) since `since`: how many, and the oldest. */
    async sendsSince(
      email: string,
      since: Date,
    ): Promise<{ count: number; oldest: string | null }> {
      const row = await db
        .selectFrom('otp_challenges')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('email', '=', email)
        .where('created_at', '>', since.toISOString())
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest ?? null };
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
