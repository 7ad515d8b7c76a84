import type { Kysely } from 'kysely';
import type { Database, GatewayInstancesTable } from '../db/types';

export type InstanceRow = GatewayInstancesTable;

/** The running gateway processes (table gateway_instances), one row per process start. */
export function createInstancesRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<InstanceRow[]> {
      return db.selectFrom('gateway_instances').selectAll().execute();
    },

    /** Refreshes the row of a running process, writing it anew if another process removed it. */
    async beat(row: InstanceRow): Promise<void> {
      const result = await db
        .updateTable('gateway_instances')
        .set({ heartbeat_at: row.heartbeat_at })
        .where('id', '=', row.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) return;
      await db
        .insertInto('gateway_instances')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ heartbeat_at: row.heartbeat_at }))
        .execute();
    },

    async delete(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('gateway_instances').where('id', 'in', ids).execute();
    },

    /** Rows not refreshed since `before`: their processes are gone or cut off. */
    async deleteBeatBefore(before: string): Promise<number> {
      const result = await db
        .deleteFrom('gateway_instances')
        .where('heartbeat_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type InstancesRepository = ReturnType<typeof createInstancesRepository>;
