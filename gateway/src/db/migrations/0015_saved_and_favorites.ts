import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What a member saved and whose stories they mark as favourite, kept on the server so the lists
 * follow them from one browser to the next. A saved item is either a community story or a news
 * item; each has its own foreign key so that deleting either drops it from every list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_stories')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('story_id', 'text', (c) => c.references('stories.id').onDelete('cascade'))
    .addColumn('news_item_id', 'text', (c) => c.references('news_items.id').onDelete('cascade'))
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_stories_pk', ['user_id', 'item_id'])
    .addCheckConstraint(
      'saved_stories_one_target',
      sql`(story_id = item_id and news_item_id is null) or (news_item_id = item_id and story_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('saved_stories_user_saved')
    .on('saved_stories')
    .columns(['user_id', 'saved_at'])
    .execute();
  await db.schema
    .createIndex('saved_stories_story')
    .on('saved_stories')
    .column('story_id')
    .execute();
  await db.schema
    .createIndex('saved_stories_news_item')
    .on('saved_stories')
    .column('news_item_id')
    .execute();

  await db.schema
    .createTable('favorite_authors')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorite_authors_pk', ['user_id', 'author_id'])
    .execute();
  await db.schema
    .createIndex('favorite_authors_author')
    .on('favorite_authors')
    .column('author_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('favorite_authors').execute();
  await db.schema.dropTable('saved_stories').execute();
}
