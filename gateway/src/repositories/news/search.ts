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
 * How many matches, newest first, a search ranks at most: the words of a query that nearly
 * every item holds would otherwise have every one of them scored for each request (about 60 ms
 * at 100,000 items on SQLite, growing with the site). Past this many, the best of the newest
 * are what a reader of news wants; a search answers at most this many results.
 */
export const SEARCH_WINDOW = 2_000;

/**
 * Engine-specific full-text search over stories and news items together (the shared
 * search_documents index): search and the candidates of a related list.
 */
export function createNewsSearchRepository(
  db: Kysely<Database>,
  engine: Engine,
  { window = SEARCH_WINDOW }: { window?: number } = {},
) {
  const { hydrate } = createNewsHydrator(db);

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
   * Items whose words match, best first: SQLite's bm25 with the title weighing 10, the
   * description 4 and the body 1; PostgreSQL's ts_rank over the weighted document (A, B, C);
   * ties newest first. Only the newest `window` matches that pass the filters (language,
   * category, what the reader may see) are ranked: SQLite's FTS5 walks its matches newest first
   * (by rowid) and stops there; PostgreSQL takes every match from its GIN index and keeps the
   * newest. No more than `window` rows are scored and read. (SQLite's bm25 still counts
   * every row that holds each word to weigh the words, once a query: that part grows with the
   * site; see docs/performance.md, Growth.)
   */
  async function matchRefs(
    phrases: string[][],
    options: QueryOptions,
    filters: SearchOptions,
  ): Promise<NewsRef[]> {
    if (phrases.length === 0) return [];
    const extra = conditionsFor(filters);
    const query =
      engine === 'postgres'
        ? // The matches come from the GIN index first (materialised, so that the planner cannot
          // walk the whole table backwards instead, hoping to meet matches early: 2 s for a rare
          // word at a million items).
          sql<NewsRef>`with hits as materialized (select seq from search_documents
              where document @@ to_tsquery('english', ${tsQuery(phrases, options)}))
            select m.kind as kind, m.ref_id as id
            from (select d.kind, d.ref_id, d.document, coalesce(n.published_at, s.created_at) as at
              from hits join search_documents d on d.seq = hits.seq ${joins}
              where true${extra}
              order by d.seq desc limit ${window}) m
            order by ts_rank(m.document, to_tsquery('english', ${tsQuery(phrases, options)})) desc,
              m.at desc, m.ref_id desc
            limit ${filters.limit} offset ${filters.offset}`
        : sql<NewsRef>`select kind, id
            from (select d.kind as kind, d.ref_id as id, coalesce(n.published_at, s.created_at) as at,
                bm25(search_fts, 10.0, 4.0, 1.0) as score
              from search_fts join search_documents d on d.seq = search_fts.rowid ${joins}
              where search_fts match ${ftsQuery(phrases, options)}${extra}
              order by search_fts.rowid desc limit ${window})
            order by score, at desc, id desc
            limit ${filters.limit} offset ${filters.offset}`;
    const { rows } = await query.execute(db);
    return rows;
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
