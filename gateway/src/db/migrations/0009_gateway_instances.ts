import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Which gateway processes are running: each start writes its row and refreshes it while it
 * runs, so an Idempotency-Key claim (now naming the process that holds it) whose process is
 * gone is taken over at once instead of after minutes, and the upload sweep can tell files
 * left by a dead process from files a live one is still working on. Indexes let the sweep ask
 * whether a file is referenced without reading whole tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gateway_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute();
  await db.schema
    .createIndex('story_media_file_name')
    .on('story_media')
    .column('file_name')
    .execute();
  await db.schema
    .createIndex('story_media_thumbnail_name')
    .on('story_media')
    .column('thumbnail_name')
    .execute();
  await db.schema.createIndex('users_photo').on('users').column('photo').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['users_photo', 'story_media_thumbnail_name', 'story_media_file_name']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('idempotency_keys').dropColumn('owner').execute();
  await db.schema.dropTable('gateway_instances').execute();
}
