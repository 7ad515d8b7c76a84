import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { NewsArticle } from '@voices/contracts';
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
 * Engine-specific full-text search over stories and news items together (the shared
 * search_documents index): search and the candidates of a related list.
 */
export function createNewsSearchRepository(db: Kysely<Database>, engine: Engine) {
  const { hydrate } = createNewsHydrator(db);

  /** How many matches are ranked from the index alone, at least, before the page is read. */
  const POOL_MIN = 200;
  /** Deep pages (past ~25 of 20 items) are read with the whole ranking at once. */
  const POOL_MAX = 2_000;

  function conditionsFor(filters: SearchOptions) {
    const conditions: ReturnType<typeof sql>[] = [
      sql`(d.kind <> 'story' or ${storyVisibleTo(filters.viewer ?? null, 's')})`,
    ];
    if (filters.language) {
      conditions.push(sql`coalesce(n.language, s.language) = ${filters.language}`);
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

  const joins = sql`left join news_items n on d.kind = 'feed' and n.id = d.ref_id
      left join stories s on d.kind = 'story' and s.id = d.ref_id`;

  /**
   * The best `pool` matches by the index's score alone (no table read): SQLite's bm25 (lower is
   * better), PostgreSQL's ts_rank (higher is better), best first.
   */
  async function rankedByIndex(
    phrases: string[][],
    options: QueryOptions,
    pool: number,
  ): Promise<{ seq: number; score: number }[]> {
    const query =
      engine === 'postgres'
        ? sql<{ seq: number; score: number }>`select seq, ts_rank(document, q) as score
            from search_documents, to_tsquery('english', ${tsQuery(phrases, options)}) q
            where document @@ q order by score desc limit ${pool}`
        : sql<{ seq: number; score: number }>`select rowid as seq,
              bm25(search_fts, 10.0, 4.0, 1.0) as score
            from search_fts where search_fts match ${ftsQuery(phrases, options)}
            order by score limit ${pool}`;
    const { rows } = await query.execute(db);
    return rows.map((row) => ({ seq: Number(row.seq), score: Number(row.score) }));
  }

  /** The whole ranking in one query: every match is read with its row (the exact fallback). */
  async function rankedInFull(
    phrases: string[][],
    options: QueryOptions,
    filters: SearchOptions,
  ): Promise<NewsRef[]> {
    const extra = conditionsFor(filters);
    const query =
      engine === 'postgres'
        ? sql<NewsRef>`select d.kind as kind, d.ref_id as id
            from search_documents d ${joins}
            where d.document @@ to_tsquery('english', ${tsQuery(phrases, options)})${extra}
            order by ts_rank(d.document, to_tsquery('english', ${tsQuery(phrases, options)})) desc,
              coalesce(n.published_at, s.created_at) desc, d.ref_id desc
            limit ${filters.limit} offset ${filters.offset}`
        : sql<NewsRef>`select d.kind as kind, d.ref_id as id
            from search_fts join search_documents d on d.seq = search_fts.rowid ${joins}
            where search_fts match ${ftsQuery(phrases, options)}${extra}
            order by bm25(search_fts, 10.0, 4.0, 1.0),
              coalesce(n.published_at, s.created_at) desc, d.ref_id desc
            limit ${filters.limit} offset ${filters.offset}`;
    const { rows } = await query.execute(db);
    return rows;
  }

  /**
   * Items whose words match, best first: SQLite's bm25 with the title weighing 10, the
   * description 4 and the body 1; PostgreSQL's ts_rank over the weighted document (A, B, C);
   * ties newest first. The index ranks its matches alone first and only the best few hundred
   * are read from the tables (filtered: language, category, what the reader may see). That
   * answer is exact when the index had no more matches, or when the page's last item scores
   * strictly better than the worst of those ranked (every match that could come before it was
   * among them); otherwise, a filter having left too few, the whole ranking is read instead.
   */
  async function matchRefs(
    phrases: string[][],
    options: QueryOptions,
    filters: SearchOptions,
  ): Promise<NewsRef[]> {
    if (phrases.length === 0) return [];
    const needed = filters.offset + filters.limit;
    const pool = Math.max(POOL_MIN, needed * 4);
    if (pool > POOL_MAX) return rankedInFull(phrases, options, filters);
    const ranked = await rankedByIndex(phrases, options, pool);
    if (ranked.length === 0) return [];
    const scoreOf = new Map(ranked.map((r) => [r.seq, r.score]));
    const { rows } = await sql<NewsRef & { seq: number; at: string }>`
      select d.seq as seq, d.kind as kind, d.ref_id as id,
        coalesce(n.published_at, s.created_at) as at
      from search_documents d ${joins}
      where d.seq in (${sql.join(ranked.map((r) => r.seq))})${conditionsFor(filters)}`.execute(db);
    // Best score first (bm25: lower; ts_rank: higher), then newest, then the greater id.
    const better = engine === 'postgres' ? -1 : 1;
    const score = (row: { seq: number }) => scoreOf.get(Number(row.seq)) ?? 0;
    rows.sort(
      (a, b) =>
        better * (score(a) - score(b)) ||
        (a.at < b.at ? 1 : a.at > b.at ? -1 : 0) ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
    const exhausted = ranked.length < pool;
    const worst = ranked[ranked.length - 1]!.score;
    const last = rows[needed - 1];
    const exact = exhausted || (last !== undefined && better * (score(last) - worst) < 0);
    if (!exact) return rankedInFull(phrases, options, filters);
    return rows.slice(filters.offset, needed).map((row) => ({ kind: row.kind, id: row.id }));
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
