import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Indexes for the notification pages and for the deletes that reach notifications: a user's
 * list is paged by id (ids are time-ordered), and deleting a story or a user finds the
 * notifications about it without reading the whole table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('notifications_user_id_id')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_news_id')
    .on('notifications')
    .column('news_id')
    .execute();
  await db.schema
    .createIndex('notifications_actor_id')
    .on('notifications')
    .column('actor_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'notifications_actor_id',
    'notifications_news_id',
    'notifications_user_id_id',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
