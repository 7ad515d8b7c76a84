import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photo', 'text')
    .addColumn('preferred_template', 'text', (c) => c.notNull().defaultTo('modern-grid'))
    .addColumn('custom_heading', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('otp_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('verified_at', 'text')
    .addCheckConstraint('otp_challenges_purpose', sql`purpose in ('register', 'login')`)
    .execute();
  await db.schema
    .createIndex('otp_challenges_email_purpose')
    .on('otp_challenges')
    .columns(['email', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('auth_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  await db.schema.createIndex('follows_followee_id').on('follows').column('followee_id').execute();

  await db.schema
    .createTable('custom_headings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('theme_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('custom_headings_pk', ['user_id', 'theme_id'])
    .execute();

  await db.schema
    .createTable('stories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('selected_template', 'text', (c) => c.notNull().defaultTo('modern-grid'))
    .addColumn('author_section_position', 'text', (c) => c.notNull().defaultTo('below-article'))
    .addColumn('category_sidebar_position', 'text')
    .addColumn('show_advertisement', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ai_processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('custom_heading', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stories_created_at').on('stories').column('created_at').execute();
  await db.schema
    .createIndex('stories_author_created_at')
    .on('stories')
    .columns(['author_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('stories_category_created_at')
    .on('stories')
    .columns(['category', 'created_at'])
    .execute();
  await db.schema
    .createIndex('stories_language_created_at')
    .on('stories')
    .columns(['language', 'created_at'])
    .execute();

  await db.schema
    .createTable('story_media')
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('thumbnail_name', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addPrimaryKeyConstraint('story_media_pk', ['story_id', 'position'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('news_id', 'text', (c) => c.references('stories.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created_at')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expires_at')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'notifications',
    'story_media',
    'stories',
    'custom_headings',
    'follows',
    'auth_limits',
    'otp_challenges',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
