import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { NEWS_TABS, SUBCATEGORY_KEYWORDS } from '@voices/contracts';
import type { Database } from '../../db/types';
import { normalizeCategory, storyCategoryOf } from '../../lib/feeds/categories';
import { phraseWords, type QueryOptions } from '../../lib/feeds/search-terms';
import { isId } from '../../lib/ids';
import { storyVisibleTo } from '../story-visibility';
import { createNewsHydrator } from './hydrate';
import { storyKeywordMatch, storyTextMatch as textMatch } from './search';
import type { Engine, NewsCursor, NewsFilters, NewsPage, NewsRef } from './types';

/**
 * The feed: stories and news items read together, newest first (one keyset-paged union of
 * both tables), single items and counts per tab.
 */
export function createNewsFeedRepository(db: Kysely<Database>, engine: Engine) {
  const { hydrate, findById } = createNewsHydrator(db);
  const storyTextMatch = (phrases: string[][], options: QueryOptions) =>
    textMatch(engine, phrases, options);

  function feedArm(filters: NewsFilters, cursor: NewsCursor | null, take: number) {
    let query = db
      .selectFrom('news_items')
      .select([sql<NewsRef['kind']>`'feed'`.as('kind'), 'id', 'published_at']);
    const { category, language, state, subcategory, author } = filters;
    if (category && category !== 'home') query = query.where('category', '=', category);
    if (subcategory) query = query.where('subcategory', '=', subcategory);
    if (language) query = query.where('language', '=', language);
    if (state && category === 'local') {
      query = query.where(sql`lower(state)`, '=', state.trim().toLowerCase());
    }
    if (author) query = query.where(sql`lower(creator)`, '=', author.trim().toLowerCase());
    if (cursor) {
      query = query
        .where('published_at', '<=', cursor.publishedAt)
        .where((eb) =>
          eb.or([eb('published_at', '<', cursor.publishedAt), eb('id', '<', cursor.id)]),
        );
    }
    return query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(take);
  }

  /**
   * The stories' side of a page: one arm per way a story may have filed the tab's category (as
   * the compose form names it, 'Sports', and as the tab does, 'sports'). Each arm is then one
   * range of the (category, created_at) index, read in order, so a page of a tab costs the same
   * at a million stories as at ten thousand (an `in` of both spellings is two ranges that SQLite
   * reads whole and sorts). None where no story can match (the india tab).
   */
  function storyArms(filters: NewsFilters, cursor: NewsCursor | null, take: number) {
    const { category } = filters;
    if (!category || category === 'home') return [storyArm(filters, cursor, take, null)];
    const storyCategory = storyCategoryOf(category);
    if (!storyCategory) return [];
    return [...new Set([storyCategory, category])].map((filed) =>
      storyArm(filters, cursor, take, filed),
    );
  }

  /** Null where no story can match (a sub-filter stories cannot have). */
  function storyArm(
    filters: NewsFilters,
    cursor: NewsCursor | null,
    take: number,
    filedAs: string | null,
  ) {
    let query = db
      .selectFrom('stories')
      .select([sql<NewsRef['kind']>`'story'`.as('kind'), 'id', 'created_at as published_at'])
      .where(storyVisibleTo(filters.viewer ?? null));
    const { category, language, state, subcategory, author } = filters;
    if (filedAs) query = query.where('category', '=', filedAs);
    if (subcategory) {
      const keywords = category ? SUBCATEGORY_KEYWORDS[category]?.[subcategory] : undefined;
      if (!keywords) return null;
      query = query.where(storyKeywordMatch(engine, keywords));
    }
    if (language) query = query.where('language', '=', language);
    if (state && category === 'local') {
      const words = phraseWords(state);
      if (words.length === 0) return null;
      query = query.where(storyTextMatch([words], { mode: 'any' }));
    }
    if (author) {
      const name = author.trim().toLowerCase();
      query = query.where((eb) =>
        eb.or([
          eb(
            'author_id',
            'in',
            eb
              .selectFrom('users')
              .select('id')
              .where(sql`lower(name)`, '=', name),
          ),
          ...(isId(author.trim()) ? [eb('author_id', '=', author.trim().toLowerCase())] : []),
        ]),
      );
    }
    if (cursor) {
      query = query
        .where('created_at', '<=', cursor.publishedAt)
        .where((eb) =>
          eb.or([eb('created_at', '<', cursor.publishedAt), eb('id', '<', cursor.id)]),
        );
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(take);
  }

  async function countRows<TB extends keyof Database, O>(
    arm: SelectQueryBuilder<Database, TB, O> | null,
  ): Promise<number> {
    if (!arm) return 0;
    const row = await db
      .selectFrom(arm.clearLimit().clearOrderBy().as('a'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
  /** Stories and news items together, newest first, from `cursor` on. */
  async function list(
    filters: NewsFilters,
    cursor: NewsCursor | null,
    limit: number,
  ): Promise<NewsPage> {
    const take = limit + 1;
    const stories = storyArms(filters, cursor, take).filter((arm) => arm !== null);
    const feed = feedArm(filters, cursor, take);
    let union = db.selectFrom(feed.as('f')).selectAll();
    for (const [i, arm] of stories.entries()) {
      union = union.unionAll(db.selectFrom(arm.as(`s${i}`)).selectAll());
    }
    const rows = stories.length
      ? await union.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(take).execute()
      : await feed.execute();
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      articles: await hydrate(page.map((row) => ({ kind: row.kind, id: row.id }))),
      next: rows.length > limit && last ? { publishedAt: last.published_at, id: last.id } : null,
    };
  }
  return {
    list,
    hydrate,
    findById,

    /** How many items each tab and topic holds (home: all of them). */
    async counts(filters: { language?: string; state?: string }): Promise<Record<string, number>> {
      let feedQuery = db
        .selectFrom('news_items')
        .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('category');
      let storyQuery = db
        .selectFrom('stories')
        .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
        .where(storyVisibleTo(null))
        .groupBy('category');
      if (filters.language) {
        feedQuery = feedQuery.where('language', '=', filters.language);
        storyQuery = storyQuery.where('language', '=', filters.language);
      }
      const [feedRows, storyRows] = await Promise.all([feedQuery.execute(), storyQuery.execute()]);
      const counts: Record<string, number> = Object.fromEntries(NEWS_TABS.map((tab) => [tab, 0]));
      let total = 0;
      const add = (category: string | null, n: number) => {
        total += n;
        if (category && category !== 'home') counts[category] = (counts[category] ?? 0) + n;
      };
      for (const row of feedRows) add(row.category, Number(row.n));
      for (const row of storyRows) add(normalizeCategory(row.category), Number(row.n));
      counts.home = total;
      if (filters.state) {
        const local = { category: 'local', language: filters.language, state: filters.state };
        let n = await countRows(feedArm(local, null, 1));
        for (const arm of storyArms(local, null, 1)) n += await countRows(arm);
        counts.local = n;
      }
      return counts;
    },
  };
}

export type NewsFeedRepository = ReturnType<typeof createNewsFeedRepository>;
