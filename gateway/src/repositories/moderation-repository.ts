import { sql, type Kysely } from 'kysely';
import type { Database, ModerationLogTable, ReportsTable } from '../db/types';
import type { PageCursor } from '../lib/feeds/cursor';
import type { Selectable, Insertable } from 'kysely';

export type ReportRow = Selectable<ReportsTable>;
export type ModerationLogRow = Selectable<ModerationLogTable>;
export type TargetType = ReportsTable['target_type'];

/** One target of the queue: how many reports, when the first and the last came. */
export interface QueueGroupRow {
  target_type: TargetType;
  target_id: string;
  n: number;
  first_at: string;
  last_at: string;
}

/** Reports, the moderation queue, the audit log, and the moderator's writes on stories and members. */
export function createModerationRepository(db: Kysely<Database>) {
  return {
    async openReportOf(
      reporterId: string,
      targetType: TargetType,
      targetId: string,
    ): Promise<ReportRow | undefined> {
      return db
        .selectFrom('reports')
        .selectAll()
        .where('reporter_id', '=', reporterId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('status', '=', 'open')
        .executeTakeFirst();
    },

    /** Throws the unique violation when the reporter already has an open report on the target. */
    async insertReport(report: Insertable<ReportsTable>): Promise<void> {
      await db.insertInto('reports').values(report).execute();
    },

    async findReport(id: string): Promise<ReportRow | undefined> {
      return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Closes every open report on the target with this resolution; answers how many. */
    async closeOpen(
      targetType: TargetType,
      targetId: string,
      resolution: string,
      at: Date,
    ): Promise<number> {
      const result = await db
        .updateTable('reports')
        .set({ status: 'closed', resolution, closed_at: at.toISOString() })
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Targets with reports of this status, the most recently reported first, after `cursor`. */
    async queueGroups(
      status: 'open' | 'closed',
      cursor: PageCursor | null,
      limit: number,
    ): Promise<QueueGroupRow[]> {
      let query = db
        .selectFrom('reports')
        .select((eb) => [
          'target_type',
          'target_id',
          eb.fn.countAll<number>().as('n'),
          eb.fn.min('created_at').as('first_at'),
          eb.fn.max('created_at').as('last_at'),
        ])
        .where('status', '=', status)
        .groupBy(['target_type', 'target_id']);
      if (cursor) {
        query = query.having((eb) =>
          eb.or([
            eb(eb.fn.max('created_at'), '<', cursor.publishedAt),
            eb.and([
              eb(eb.fn.max('created_at'), '=', cursor.publishedAt),
              eb('target_id', '<', cursor.id),
            ]),
          ]),
        );
      }
      const rows = await query
        .orderBy(sql`max(created_at)`, 'desc')
        .orderBy('target_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        target_type: row.target_type,
        target_id: row.target_id,
        n: Number(row.n),
        first_at: String(row.first_at),
        last_at: String(row.last_at),
      }));
    },

    /** The reports of this status on these targets, newest first. */
    async reportsOn(status: 'open' | 'closed', targetIds: string[]): Promise<ReportRow[]> {
      if (targetIds.length === 0) return [];
      return db
        .selectFrom('reports')
        .selectAll()
        .where('status', '=', status)
        .where('target_id', 'in', targetIds)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async log(entry: Insertable<ModerationLogTable>): Promise<void> {
      await db.insertInto('moderation_log').values(entry).execute();
    },

    /** The audit log, newest first, entries older than `beforeId` (ids are time-ordered). */
    async logPage(beforeId: string | null, limit: number): Promise<ModerationLogRow[]> {
      let query = db.selectFrom('moderation_log').selectAll();
      if (beforeId) query = query.where('id', '<', beforeId);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    async setStoryHidden(id: string, hidden: { at: string; reason: string } | null): Promise<void> {
      await db
        .updateTable('stories')
        .set({ hidden_at: hidden?.at ?? null, hidden_reason: hidden?.reason ?? null })
        .where('id', '=', id)
        .execute();
    },

    async setStoryLabel(id: string, status: string | null, note: string | null): Promise<void> {
      await db
        .updateTable('stories')
        .set({ verification_status: status, verification_note: status ? note : null })
        .where('id', '=', id)
        .execute();
    },

    async setSuspension(userId: string, suspension: { at: string; reason: string } | null) {
      await db
        .updateTable('users')
        .set({
          suspended_at: suspension?.at ?? null,
          suspension_reason: suspension?.reason ?? null,
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
