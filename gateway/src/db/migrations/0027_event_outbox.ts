import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Domain events that must outlive the process that committed them (a published story's
 * notifications to its author's followers): written in the same transaction as the change,
 * then handled by whichever gateway claims them first. `available_at` is when a row may be
 * claimed: its creation, then the end of a claim's lease, or of the wait after a failure.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('available_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('event_outbox_available')
    .on('event_outbox')
    .columns(['available_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_outbox').execute();
}
