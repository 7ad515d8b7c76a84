import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * SQLite only: a second full-text index, `search_recent`, that holds the newest documents of
 * `search_fts` (by `seq`) and no others. FTS5's bm25 counts every row that holds each word of a
 * query before it scores any, and a prefix is read whole, so a search for words that most items
 * hold costs in proportion to the whole site. Such a search is answered from the newest
 * documents anyway (the search window), so it asks this index first, whose cost stays bounded
 * as the site grows; it falls back to `search_fts` when the newest documents do not hold a
 * window's worth of matches (see repositories/news/search.ts).
 *
 * `search_recent_state` (one row) keeps `high`, the greatest `seq` ever indexed, and `size`:
 * every document with `seq > high - size` is in `search_recent`. The insert triggers add the new
 * document to both indexes and drop the one `size` places below it (`seq` counts up by one,
 * reusing only the numbers of the newest documents when those are deleted, so the index holds
 * about `size` documents).
 *
 * Each row of `search_documents` also keeps its item's date (`at`: a news item's
 * `published_at`, a story's `created_at`) and `language`, kept by triggers, so the search's
 * window is ordered and filtered by language without reading each match's item (a news item's
 * row, text and all, runs to several pages): a thousand reads of `news_items` a search, most
 * of its cost once the full-text part was bounded.
 *
 * PostgreSQL's search walks its own index newest first; it has none of these.
 */
/**
 * Ten times the search window (`SEARCH_WINDOW`, 1,000): a search whose words one document in
 * ten holds fills the window here. bm25 counts each word's rows in the whole of this index, so
 * its size is a fixed part of every search it answers (the window query: 5.0 ms among 20,000
 * documents, 2.9 ms among 10,000).
 */
const RECENT_DOCUMENTS = 10_000;

const SEARCHED_TABLES = [
  { table: 'news_items', kind: 'feed', description: 'description', at: 'published_at' },
  { table: 'stories', kind: 'story', description: 'summary', at: 'created_at' },
] as const;

/** The triggers' names: `${table}_search_${event}`. */
const EVENTS = ['insert', 'update', 'delete', 'facts'] as const;

/**
 * The triggers that keep the search in step with a searched table: as migration 0003 made them
 * (`search_fts` only), or, when `recent` is set, also `search_recent` and each document's date
 * and language.
 */
async function createTriggers(db: Kysely<any>, recent: boolean): Promise<void> {
  for (const { table, kind, description, at } of SEARCHED_TABLES) {
    const seqOf = (row: string) =>
      `(select seq from search_documents where kind = '${kind}' and ref_id = ${row}.id)`;
    const text = (row: string) =>
      `${row}.title, coalesce(${row}.${description}, ''), ${row}.content`;
    // A document enters the recent index only above its floor (a number reused after the
    // newest documents were deleted may lie below it).
    const addRecent = (row: string) =>
      `insert into search_recent (rowid, title, description, content)
          select d.seq, ${text(row)} from search_documents d, search_recent_state r
          where d.kind = '${kind}' and d.ref_id = ${row}.id and d.seq > r.high - r.size;`;
    const insertRecent = recent
      ? `${addRecent('new')}
          delete from search_recent
            where rowid = ${seqOf('new')} - (select size from search_recent_state);
          update search_recent_state set high = max(high, ${seqOf('new')});`
      : '';
    const updateRecent = recent
      ? `delete from search_recent where rowid = ${seqOf('old')};
          ${addRecent('new')}`
      : '';
    const deleteRecent = recent ? `delete from search_recent where rowid = ${seqOf('old')};` : '';
    await sql
      .raw(
        `create trigger ${table}_search_insert after insert on ${table} begin
          ${
            recent
              ? `insert into search_documents (kind, ref_id, at, language)
                  values ('${kind}', new.id, new.${at}, new.language);`
              : `insert into search_documents (kind, ref_id) values ('${kind}', new.id);`
          }
          insert into search_fts (rowid, title, description, content)
            values (${seqOf('new')}, ${text('new')});
          ${insertRecent}
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_update
          after update of title, ${description}, content on ${table} begin
          delete from search_fts where rowid = ${seqOf('old')};
          insert into search_fts (rowid, title, description, content)
            values (${seqOf('new')}, ${text('new')});
          ${updateRecent}
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_delete after delete on ${table} begin
          delete from search_fts where rowid = ${seqOf('old')};
          ${deleteRecent}
          delete from search_documents where kind = '${kind}' and ref_id = old.id;
        end`,
      )
      .execute(db);
    if (!recent) continue;
    await sql
      .raw(
        `create trigger ${table}_search_facts after update of ${at}, language on ${table} begin
          update search_documents set at = new.${at}, language = new.language
            where kind = '${kind}' and ref_id = new.id;
        end`,
      )
      .execute(db);
  }
}

async function dropTriggers(db: Kysely<any>): Promise<void> {
  for (const { table } of SEARCHED_TABLES) {
    for (const event of EVENTS) {
      await sql.raw(`drop trigger if exists ${table}_search_${event}`).execute(db);
    }
  }
}

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`alter table search_documents add column at text`.execute(db);
  await sql`alter table search_documents add column language text`.execute(db);
  for (const { table, kind, at } of SEARCHED_TABLES) {
    await sql
      .raw(
        `update search_documents set (at, language) =
          (select t.${at}, t.language from ${table} t where t.id = search_documents.ref_id)
          where kind = '${kind}'`,
      )
      .execute(db);
  }
  await sql`create virtual table search_recent using fts5(
    title, description, content,
    content = '', contentless_delete = 1,
    tokenize = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
  )`.execute(db);
  await sql`create table search_recent_state (
    high integer not null,
    size integer not null check (size > 0)
  )`.execute(db);
  await sql`insert into search_recent_state (high, size)
    select coalesce(max(seq), 0), ${RECENT_DOCUMENTS} from search_documents`.execute(db);
  // The newest documents written before this migration.
  for (const { table, kind, description } of SEARCHED_TABLES) {
    await sql
      .raw(
        `insert into search_recent (rowid, title, description, content)
          select d.seq, t.title, coalesce(t.${description}, ''), t.content
          from search_documents d join ${table} t on t.id = d.ref_id, search_recent_state r
          where d.kind = '${kind}' and d.seq > r.high - r.size`,
      )
      .execute(db);
  }
  await dropTriggers(db);
  await createTriggers(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await dropTriggers(db);
  await createTriggers(db, false);
  await sql`drop table search_recent_state`.execute(db);
  await sql`drop table search_recent`.execute(db);
  await sql`alter table search_documents drop column language`.execute(db);
  await sql`alter table search_documents drop column at`.execute(db);
}
