import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Reports and moderation (issue 15). A story can be hidden by a moderator (`hidden_at`, with
 * the reason) and carry a fact-check label; a member has a role (`role_source` says whether
 * MODERATOR_EMAILS or the admin command granted it) and may be suspended. Members report
 * stories and members (`reports`, one open report per reporter and target); every moderator
 * action is written to `moderation_log`, which outlives the moderator (their id is set null,
 * their name kept).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stories').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('stories').addColumn('hidden_reason', 'text').execute();
  await db.schema.alterTable('stories').addColumn('verification_status', 'text').execute();
  await db.schema.alterTable('stories').addColumn('verification_note', 'text').execute();

  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .execute();
  await db.schema.alterTable('users').addColumn('role_source', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspension_reason', 'text').execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolution', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addCheckConstraint('reports_target_type', sql`target_type in ('story', 'user')`)
    .addCheckConstraint('reports_status', sql`status in ('open', 'closed')`)
    .execute();
  // One open report per reporter and target: a repeat changes nothing.
  await sql`create unique index reports_one_open on reports (reporter_id, target_type, target_id) where status = 'open'`.execute(
    db,
  );
  await db.schema
    .createIndex('reports_target')
    .on('reports')
    .columns(['target_type', 'target_id', 'status'])
    .execute();
  await db.schema
    .createIndex('reports_status_created')
    .on('reports')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('moderator_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('moderator_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('target_title', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_log_moderator')
    .on('moderation_log')
    .column('moderator_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.dropTable('reports').execute();
  for (const column of ['suspension_reason', 'suspended_at', 'role_source', 'role']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const column of ['verification_note', 'verification_status', 'hidden_reason', 'hidden_at']) {
    await db.schema.alterTable('stories').dropColumn(column).execute();
  }
}
