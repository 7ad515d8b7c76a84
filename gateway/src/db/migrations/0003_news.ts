import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Items from news sources, what the poller remembers of each source, and one full-text index
 * over both stories and news items, kept by triggers so every writer of either table (the
 * poller, the publishing routes, a cascade from a deleted user) keeps it in step.
 */
/** The tables the search covers; a story's summary is its description. */
const SEARCHED_TABLES = [
  { table: 'news_items', kind: 'feed', description: 'description' },
  { table: 'stories', kind: 'story', description: 'summary' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('news_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    .addColumn('source_name', 'text')
    .addColumn('source_icon', 'text')
    .addColumn('source_url', 'text')
    .addColumn('creator', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('subcategory', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('country', 'text')
    .addColumn('state', 'text')
    .addColumn('feed_url', 'text')
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
  // Every list is newest first with the id as tie-break, filtered by what the tabs ask for.
  const indexes: [string, string[]][] = [
    ['news_items_published', ['published_at', 'id']],
    ['news_items_language_published', ['language', 'published_at', 'id']],
    ['news_items_category_published', ['category', 'published_at', 'id']],
    ['news_items_category_language_published', ['category', 'language', 'published_at', 'id']],
    ['news_items_subcategory_published', ['category', 'subcategory', 'published_at', 'id']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('news_items').columns(columns).execute();
  }
  await db.schema
    .createIndex('news_items_creator')
    .on('news_items')
    .expression(sql`lower(creator)`)
    .execute();

  await db.schema
    .createTable('news_feeds')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text')
    .addColumn('site_url', 'text')
    .addColumn('icon_url', 'text')
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('items_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  if (postgres) await searchIndexPostgres(db);
  else await searchIndexSqlite(db);
}

/** FTS5, contentless (the text stays in its own table), rows deleted through contentless_delete. */
async function searchIndexSqlite(db: Kysely<any>): Promise<void> {
  await sql`create table search_documents (
    seq integer primary key,
    kind text not null check (kind in ('story', 'feed')),
    ref_id text not null,
    unique (kind, ref_id)
  )`.execute(db);
  // Letters, digits and marks make words, so Devanagari and other Indic scripts keep their
  // vowel signs inside the word; porter stems English (elections → elect).
  await sql`create virtual table search_fts using fts5(
    title, description, content,
    content = '', contentless_delete = 1,
    tokenize = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
  )`.execute(db);

  const seqOf = (kind: string, row: string) =>
    `(select seq from search_documents where kind = '${kind}' and ref_id = ${row}.id)`;
  for (const { table, kind, description } of SEARCHED_TABLES) {
    const text = (row: string) =>
      `${row}.title, coalesce(${row}.${description}, ''), ${row}.content`;
    await sql
      .raw(
        `create trigger ${table}_search_insert after insert on ${table} begin
          insert into search_documents (kind, ref_id) values ('${kind}', new.id);
          insert into search_fts (rowid, title, description, content)
            values (${seqOf(kind, 'new')}, ${text('new')});
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_update
          after update of title, ${description}, content on ${table} begin
          delete from search_fts where rowid = ${seqOf(kind, 'old')};
          insert into search_fts (rowid, title, description, content)
            values (${seqOf(kind, 'new')}, ${text('new')});
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_delete after delete on ${table} begin
          delete from search_fts where rowid = ${seqOf(kind, 'old')};
          delete from search_documents where kind = '${kind}' and ref_id = old.id;
        end`,
      )
      .execute(db);
  }
  // Stories written before this migration.
  await sql`insert into search_documents (kind, ref_id) select 'story', id from stories`.execute(
    db,
  );
  await sql`insert into search_fts (rowid, title, description, content)
    select d.seq, s.title, coalesce(s.summary, ''), s.content
    from stories s join search_documents d on d.kind = 'story' and d.ref_id = s.id`.execute(db);
}

/** A weighted tsvector per item (title A, description B, content C) under a GIN index. */
async function searchIndexPostgres(db: Kysely<any>): Promise<void> {
  await sql`create table search_documents (
    seq bigint generated always as identity primary key,
    kind text not null check (kind in ('story', 'feed')),
    ref_id text not null,
    document tsvector not null,
    unique (kind, ref_id)
  )`.execute(db);
  await sql`create index search_documents_document on search_documents using gin (document)`.execute(
    db,
  );
  await sql`create function search_document(title text, description text, content text)
    returns tsvector language sql immutable as $$
      select setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(description, '')), 'B')
        || setweight(to_tsvector('english', coalesce(content, '')), 'C')
    $$`.execute(db);
  for (const { table, kind, description } of SEARCHED_TABLES) {
    await sql
      .raw(
        `create function ${table}_search_sync() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            delete from search_documents where kind = '${kind}' and ref_id = old.id;
            return old;
          end if;
          insert into search_documents (kind, ref_id, document)
            values ('${kind}', new.id, search_document(new.title, new.${description}, new.content))
            on conflict (kind, ref_id) do update set document = excluded.document;
          return new;
        end
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search
          after insert or delete or update of title, ${description}, content on ${table}
          for each row execute function ${table}_search_sync()`,
      )
      .execute(db);
  }
  await sql`insert into search_documents (kind, ref_id, document)
    select 'story', id, search_document(title, summary, content) from stories`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    for (const table of ['news_items', 'stories']) {
      await sql.raw(`drop trigger if exists ${table}_search on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${table}_search_sync()`).execute(db);
    }
    await sql`drop function if exists search_document(text, text, text)`.execute(db);
  } else {
    for (const table of ['news_items', 'stories']) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${table}_search_${event}`).execute(db);
      }
    }
    await sql`drop table if exists search_fts`.execute(db);
  }
  await db.schema.dropTable('search_documents').execute();
  await db.schema.dropTable('news_feeds').execute();
  await db.schema.dropTable('news_items').execute();
}
