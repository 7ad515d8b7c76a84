import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { NewsArticle } from '@voices/contracts';
import type { SqliteReaders } from '../../db/sqlite-readers';
import type { Database } from '../../db/types';
import {
  keywordsPostgresPattern,
  keywordsRegExp,
  storyCategoryOf,
} from '../../lib/feeds/categories';
import { ftsQuery, tsQuery, type QueryOptions } from '../../lib/feeds/search-terms';
import { storyVisibleTo } from '../story-visibility';
import { createNewsHydrator } from './hydrate';
import type { Engine, NewsRef, SearchOptions } from './types';

/** A full-text condition on stories: their ids among the index's matches (per engine). */
export function storyTextMatch(
  engine: Engine,
  phrases: string[][],
  options: QueryOptions,
): Expression<SqlBool> {
  if (engine === 'postgres') {
    const query = tsQuery(phrases, options);
    return sql<SqlBool>`stories.id in (select ref_id from search_documents
      where kind = 'story' and document @@ to_tsquery('english', ${query}))`;
  }
  const query = ftsQuery(phrases, options);
  return sql<SqlBool>`stories.id in (select d.ref_id from search_fts
    join search_documents d on d.seq = search_fts.rowid
    where d.kind = 'story' and search_fts match ${query})`;
}

/**
 * Stories whose title or summary holds any of `keywords` as a whole word or phrase, in any case
 * (a sub-filter). Not the full-text index: it stems ('innings' and "in" are one word to it)
 * and PostgreSQL's parser keeps "wwe.com" as one token, so the words are matched as written,
 * the same way on both engines and as news items are placed at ingest.
 */
export function storyKeywordMatch(
  engine: Engine,
  keywords: readonly string[],
): Expression<SqlBool> {
  const summary = sql`coalesce(stories.summary, '')`;
  if (engine === 'postgres') {
    const pattern = keywordsPostgresPattern(keywords);
    return sql<SqlBool>`(stories.title ~* ${pattern} or ${summary} ~* ${pattern})`;
  }
  const pattern = keywordsRegExp(keywords).source;
  return sql<SqlBool>`(regexp_like(stories.title, ${pattern}, 'i')
    or regexp_like(${summary}, ${pattern}, 'i'))`;
}

/**
 * How many matches, newest first, a search ranks at most: the words of a query that nearly
 * every item holds would otherwise have every one of them scored for each request (about 60 ms
 * at 100,000 items on SQLite, growing with the site). Past this many, the best of the newest
 * are what a reader of news wants; a search answers at most this many results (fifty pages of
 * twenty). Each match in the window costs SQLite about 2.5 µs (bm25's score and the match's
 * row): among 20,000 documents, 7.5 ms for 2,000 matches and 5.0 ms for 1,000.
 */
export const SEARCH_WINDOW = 1_000;

/** A match as PostgreSQL's search ranks it. */
interface ScoredMatch extends NewsRef {
  at: string;
  score: number;
}

/** Where one of PostgreSQL's steps ended: its oldest document, and how many it held. */
interface StepBounds {
  floor: number | null;
  count: string;
}

const scored = (row: ScoredMatch): ScoredMatch => ({
  kind: row.kind,
  id: row.id,
  at: row.at,
  score: Number(row.score),
});

/**
 * Engine-specific full-text search over stories and news items together (the shared
 * search_documents index): search and the candidates of a related list.
 */
export function createNewsSearchRepository(
  db: Kysely<Database>,
  engine: Engine,
  {
    window = SEARCH_WINDOW,
    probeRows = Math.ceil(window * 1.25),
    readers = null,
  }: {
    window?: number;
    /**
     * SQLite: where the ranked window is read, off the event loop (`fastify.sqliteReaders`);
     * without it, on `db`'s own connection.
     */
    readers?: SqliteReaders | null;
    /**
     * How many of the newest documents PostgreSQL's search tests first: a window's worth and a
     * quarter, which a word that nearly every item holds fills at once, and which costs a rare
     * word little (each step's matches are all read: the planner, expecting few, does not stop
     * at the window).
     */
    probeRows?: number;
  } = {},
) {
  const { hydrate } = createNewsHydrator(db);

  function conditionsFor(filters: SearchOptions) {
    const conditions: ReturnType<typeof sql>[] = [
      sql`(d.kind <> 'story' or ${storyVisibleTo(filters.viewer ?? null, 's')})`,
    ];
    if (filters.language) {
      // SQLite keeps each document's language beside it (migration 0031).
      const language =
        engine === 'sqlite' ? sql`d.language` : sql`coalesce(n.language, s.language)`;
      conditions.push(sql`${language} = ${filters.language}`);
    }
    if (filters.category && filters.category !== 'home') {
      const storyCategory = storyCategoryOf(filters.category);
      conditions.push(
        storyCategory
          ? sql`(n.category = ${filters.category} or s.category in (${storyCategory}, ${filters.category}))`
          : sql`n.category = ${filters.category}`,
      );
    }
    return sql` and ${sql.join(conditions, sql` and `)}`;
  }

  const storiesJoin = sql`left join stories s on d.kind = 'story' and s.id = d.ref_id`;
  const joins = sql`left join news_items n on d.kind = 'feed' and n.id = d.ref_id ${storiesJoin}`;
  /** The tables SQLite's window reads: the items only for a category, which it does not keep. */
  const sqliteJoins = (filters: SearchOptions) =>
    filters.category && filters.category !== 'home' ? joins : storiesJoin;

  /**
   * Items whose words match, best first: SQLite's bm25 with the title weighing 10, the
   * description 4 and the body 1; PostgreSQL's ts_rank over the weighted document (A, B, C);
   * ties newest first. Only the newest `window` matches that pass the filters (language,
   * category, what the reader may see) are ranked: no more than that many rows are scored and
   * read. SQLite's FTS5 walks its matches newest first (by rowid) and stops there; its bm25
   * counts every row of the index that holds each word, once a query, so the index of the
   * newest documents is asked first (`sqliteMatches`; see docs/performance.md, Search).
   * PostgreSQL finds them by `newestPostgresMatches`.
   */
  async function matchRefs(
    phrases: string[][],
    options: QueryOptions,
    filters: SearchOptions,
  ): Promise<NewsRef[]> {
    if (phrases.length === 0) return [];
    if (engine === 'postgres') {
      const matches = await newestPostgresMatches(tsQuery(phrases, options), filters);
      // Best score first, then newest, then the greater id.
      matches.sort(
        (a, b) =>
          b.score - a.score || (a.at < b.at ? 1 : a.at > b.at ? -1 : 0) || (a.id < b.id ? 1 : -1),
      );
      return matches
        .slice(filters.offset, filters.offset + filters.limit)
        .map(({ kind, id }) => ({ kind, id }));
    }
    const query = ftsQuery(phrases, options);
    return (
      (await sqliteMatches('search_recent', query, filters)) ??
      (await sqliteMatches('search_fts', query, filters)) ??
      []
    );
  }

  /**
   * One page of SQLite's ranked window from one full-text index. `search_recent` (the newest
   * documents only; migration 0031) answers when its newest-first walk fills the window with
   * documents above its floor, every one of which it holds: the window is then the very one
   * `search_fts` would give, found and weighed among far fewer rows (bm25 counts each word's
   * rows in the index it is given, and a prefix is read whole). Otherwise (fewer matches than a
   * window among the newest, or a page past the last) it answers null and the whole index is
   * asked.
   */
  async function sqliteMatches(
    index: 'search_recent' | 'search_fts',
    match: string,
    filters: SearchOptions,
  ): Promise<NewsRef[] | null> {
    const fts = sql.table(index);
    const query = sql<NewsRef & { filled: number; low: number; floor: number }>`
        select kind, id, filled, low, (select high - size from search_recent_state) as floor
        from (select kind, id, at, score, count(*) over () as filled, min(seq) over () as low
          from (select d.seq as seq, d.kind as kind, d.ref_id as id, d.at as at,
              bm25(${fts}, 10.0, 4.0, 1.0) as score
            from ${fts} join search_documents d on d.seq = ${fts}.rowid ${sqliteJoins(filters)}
            where ${fts} match ${match}${conditionsFor(filters)}
            order by ${fts}.rowid desc limit ${window}))
        order by score, at desc, id desc
        limit ${filters.limit} offset ${filters.offset}`;
    const rows = readers ? await readers.all(query.compile(db)) : (await query.execute(db)).rows;
    const refs = rows.map(({ kind, id }) => ({ kind, id }));
    if (index === 'search_fts') return refs;
    const first = rows[0];
    return first && first.filled >= window && first.low > first.floor ? refs : null;
  }

  /**
   * PostgreSQL's newest `window` matches that pass the filters, each with its ts_rank. Its GIN
   * index answers every match at once, in no order: cheap for a rare word, but reading the
   * million rows that hold a word nearly every item has takes most of a second; walking the
   * documents newest first and testing each is cheap for such a word (the window fills within
   * a few thousand rows) but reads the whole table for a rare one. Neither the planner's guess
   * (a prefix, the last word as typed, is always guessed at 2 % of the rows) nor a single plan
   * serves both, so the newest `probeRows` documents are tested first; how many of them
   * matched says how dense the matches are, and the rest is read by whichever way then costs
   * fewer rows: further newest-first steps, or the index for every older match.
   */
  async function newestPostgresMatches(
    query: string,
    filters: SearchOptions,
  ): Promise<ScoredMatch[]> {
    const extra = conditionsFor(filters);
    const tsquery = sql`to_tsquery('english', ${query})`;
    const columns = sql`d.seq, d.kind, d.ref_id as id,
      coalesce(n.published_at, s.created_at) as at, ts_rank(d.document, ${tsquery}) as score`;
    const found: ScoredMatch[] = [];
    let before: number | null = null;
    let step = probeRows;
    let walked = 0;
    for (;;) {
      const below: RawBuilder<unknown> = before === null ? sql`true` : sql`seq < ${before}`;
      // The step's documents, newest first (a subquery with its own limit: the match and the
      // filters cannot be pushed into it, so it stays a walk of the primary key).
      const { rows } = await sql<ScoredMatch>`select ${columns}
          from (select seq, kind, ref_id, document from search_documents where ${below}
            order by seq desc limit ${step}) d ${joins}
          where d.document @@ ${tsquery}${extra}
          order by d.seq desc limit ${window - found.length}`.execute(db);
      found.push(...rows.map(scored));
      if (found.length >= window) return found;
      const bounds: { rows: StepBounds[] } = await sql<StepBounds>`
          select min(seq) as floor, count(*) as count from (select seq from search_documents
            where ${below} order by seq desc limit ${step}) w`.execute(db);
      const { floor, count } = bounds.rows[0]!;
      if (floor === null || Number(count) < step) return found; // the oldest were read
      before = Number(floor);
      walked += step;
      // Rows each way, at the density met so far: every older match by the index, or as many
      // older rows as fill the window by walking (seq counts from 1, so `before - 1` remain).
      const rate = found.length / walked;
      const byIndex = rate * (before - 1);
      const byWalking = (window - found.length) / rate;
      if (rate === 0 || byIndex <= byWalking) break;
      step = Math.max(1, Math.min(Math.ceil(byWalking * 1.25), before - 1));
    }
    // Every older match, from the index, read by primary key (an array, so that the planner
    // cannot walk the whole table to merge them in order).
    const { rows } = await sql<ScoredMatch>`select ${columns}
        from search_documents d ${joins}
        where d.seq = any(array(select seq from search_documents
            where document @@ ${tsquery} and seq < ${before}))${extra}
        order by d.seq desc limit ${window - found.length}`.execute(db);
    found.push(...rows.map(scored));
    return found;
  }

  return {
    /** Search: every term must match, the last one also as a prefix. */
    async search(terms: string[], options: SearchOptions): Promise<NewsArticle[]> {
      const refs = await matchRefs(
        terms.map((term) => [term]),
        { mode: 'all', prefixLast: true },
        options,
      );
      return hydrate(refs);
    },

    /** Candidates for a related list: any keyword matches, best matches first. */
    async matchingAny(terms: string[], options: SearchOptions): Promise<NewsArticle[]> {
      const refs = await matchRefs(
        terms.map((term) => [term]),
        { mode: 'any' },
        options,
      );
      return hydrate(refs);
    },
  };
}

export type NewsSearchRepository = ReturnType<typeof createNewsSearchRepository>;
