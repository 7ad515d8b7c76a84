import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Facts about the site that are decided once and must outlive the rows they led to: whether
 * the welcome edition was made (so that deleting its stories is final) and whether the demo set
 * was loaded. One row per key; the primary key makes "insert if absent" the claim.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_meta').execute();
}
