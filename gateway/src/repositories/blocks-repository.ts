import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Who blocked whom: one row per pair, going with either member. */
export function createBlocksRepository(db: Kysely<Database>) {
  return {
    /** Adds the block; false when it was already there. */
    async block(blockerId: string, blockedId: string, at: Date): Promise<boolean> {
      const result = await db
        .insertInto('blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at.toISOString() })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async isBlocked(blockerId: string, blockedId: string): Promise<boolean> {
      const row = await db
        .selectFrom('blocks')
        .select('blocker_id')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async count(blockerId: string): Promise<number> {
      const row = await db
        .selectFrom('blocks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('blocker_id', '=', blockerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The members `blockerId` blocked, newest first. */
    async listOf(blockerId: string) {
      return db
        .selectFrom('blocks')
        .innerJoin('users', 'users.id', 'blocks.blocked_id')
        .select(['users.id', 'users.name', 'users.photo', 'blocks.created_at'])
        .where('blocks.blocker_id', '=', blockerId)
        .orderBy('blocks.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .execute();
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
