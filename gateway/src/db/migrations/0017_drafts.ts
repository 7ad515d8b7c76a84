import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A member's unsent stories: one row per member and key ('compose', 'edit-{storyId}'), the
 * form's text and choices as JSON. They go with the member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('drafts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('drafts_pkey', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('drafts').execute();
}
