import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The e-mails a member switched on (all are off without a row), and when their daily digest
 * last went out: `digest_day` is the UTC day (YYYY-MM-DD) of the last digest claimed, so any
 * gateway may send the day's digests and none sends one twice; `digest_through` the newest
 * story instant it covered. They go with the member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('new_follower', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('digest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('digest_day', 'text')
    .addColumn('digest_through', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_preferences_digest')
    .on('email_preferences')
    .columns(['digest', 'digest_day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_preferences').execute();
}
