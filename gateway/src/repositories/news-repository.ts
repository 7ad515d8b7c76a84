import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { NEWS_TABS, SUBCATEGORY_KEYWORDS, type NewsArticle } from '@voices/contracts';
import type { DatabaseConfig } from '../config';
import type { Database, NewNewsItem, NewsItemRow, StoryMediaRow, StoryRow } from '../db/types';
import type { PageCursor } from '../lib/feeds/cursor';
import { isId } from '../lib/ids';
import { classifySubcategory, normalizeCategory, storyCategoryOf } from '../lib/feeds/categories';
import { singleLine, truncateText } from '../lib/feeds/html-text';
import { ftsQuery, phraseWords, tsQuery, type QueryOptions } from '../lib/feeds/search-terms';

type Engine = DatabaseConfig['engine'];

/** Which table an item lives in. */
export interface NewsRef {
  kind: 'story' | 'feed';
  id: string;
}

/** Where a page ends: the last item's publication instant and id (the tie-break). */
export type NewsCursor = PageCursor;

export interface NewsFilters {
  /** A tab or topic in canonical form; undefined or 'home': everything. */
  category?: string;
  language?: string;
  /** The local tab: items of this state only. */
  state?: string;
  subcategory?: string;
  /** Stories by the user of this name (or id) and source items whose creator has this name. */
  author?: string;
}

export interface NewsPage {
  articles: NewsArticle[];
  next: NewsCursor | null;
}

export interface SearchOptions {
  language?: string;
  /** Only items of this tab or topic. */
  category?: string;
  offset: number;
  limit: number;
}

interface StoryWithAuthor extends StoryRow {
  author_name: string | null;
  author_photo: string | null;
}

const DESCRIPTION_CHARS = 200;

/** Plain-text excerpt of a story for its description, when it has no summary. */
function excerpt(content: string): string {
  return truncateText(singleLine(content), DESCRIPTION_CHARS);
}

function isVideo(name: string): boolean {
  return /\.mp4$/i.test(name);
}

export function feedArticle(row: NewsItemRow): NewsArticle {
  return {
    _id: row.id,
    id: row.id,
    type: 'feed',
    title: row.title,
    description: row.description,
    content: row.content,
    category: row.category,
    subcategory: row.subcategory,
    language: row.language,
    image_url: row.image_url,
    media: row.image_url ? [row.image_url] : [],
    pubDate: row.published_at,
    publishedAt: row.published_at,
    submittedAt: null,
    createdAt: null,
    link: row.link,
    source_name: row.source_name,
    source_icon: row.source_icon,
    source_url: row.source_url,
    creator: row.creator,
    authorId: null,
    author: null,
    authorPhoto: null,
    country: row.country,
    state: row.state,
    selectedTemplate: null,
  };
}

export function storyArticle(row: StoryWithAuthor, media: StoryMediaRow[]): NewsArticle {
  const image = media.find((m) => !isVideo(m.file_name));
  const description = row.summary?.trim() || excerpt(row.content);
  const tab = normalizeCategory(row.category);
  return {
    _id: row.id,
    id: row.id,
    type: 'story',
    title: row.title,
    description,
    content: row.content,
    category: row.category,
    subcategory: tab ? classifySubcategory(tab, row.title, description) : null,
    language: row.language,
    image_url: image
      ? `/uploads/${encodeURIComponent(image.thumbnail_name ?? image.file_name)}`
      : null,
    media: media.map((m) => m.file_name),
    pubDate: row.created_at,
    publishedAt: row.created_at,
    submittedAt: row.created_at,
    createdAt: row.created_at,
    link: null,
    source_name: null,
    source_icon: null,
    source_url: null,
    creator: row.author_name,
    authorId: row.author_id,
    author: row.author_name,
    authorPhoto: row.author_photo,
    country: null,
    state: null,
    selectedTemplate: row.selected_template,
  };
}

/**
 * Stories and news items, read together: lists newest first (one keyset-paged union of both
 * tables), single items, search and related candidates through the shared full-text index,
 * counts per tab, and the poller's writes.
 */
export function createNewsRepository(db: Kysely<Database>, engine: Engine) {
  /** A full-text condition on stories: their ids among the index's matches. */
  function storyTextMatch(phrases: string[][], options: QueryOptions): Expression<SqlBool> {
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

  /** Null where no story can match (the india tab, a sub-filter stories cannot have). */
  function storyArm(filters: NewsFilters, cursor: NewsCursor | null, take: number) {
    let query = db
      .selectFrom('stories')
      .select([sql<NewsRef['kind']>`'story'`.as('kind'), 'id', 'created_at as published_at']);
    const { category, language, state, subcategory, author } = filters;
    if (category && category !== 'home') {
      const storyCategory = storyCategoryOf(category);
      if (!storyCategory) return null;
      query = query.where('category', 'in', [storyCategory, category]);
    }
    if (subcategory) {
      const keywords = category ? SUBCATEGORY_KEYWORDS[category]?.[subcategory] : undefined;
      if (!keywords) return null;
      query = query.where(
        storyTextMatch(keywords.map(phraseWords), { mode: 'any', headlineOnly: true }),
      );
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

  async function hydrate(refs: NewsRef[]): Promise<NewsArticle[]> {
    const feedIds = refs.filter((r) => r.kind === 'feed').map((r) => r.id);
    const storyIds = refs.filter((r) => r.kind === 'story').map((r) => r.id);
    const [items, stories, media] = await Promise.all([
      feedIds.length
        ? db.selectFrom('news_items').selectAll().where('id', 'in', feedIds).execute()
        : Promise.resolve([]),
      storyIds.length
        ? db
            .selectFrom('stories')
            .leftJoin('users', 'users.id', 'stories.author_id')
            .selectAll('stories')
            .select(['users.name as author_name', 'users.photo as author_photo'])
            .where('stories.id', 'in', storyIds)
            .execute()
        : Promise.resolve([]),
      storyIds.length
        ? db
            .selectFrom('story_media')
            .selectAll()
            .where('story_id', 'in', storyIds)
            .orderBy('story_id')
            .orderBy('position')
            .execute()
        : Promise.resolve([]),
    ]);
    const byId = new Map<string, NewsArticle>();
    for (const item of items) byId.set(`feed:${item.id}`, feedArticle(item));
    const mediaOf = new Map<string, StoryMediaRow[]>();
    for (const m of media) {
      const list = mediaOf.get(m.story_id) ?? [];
      list.push(m);
      mediaOf.set(m.story_id, list);
    }
    for (const story of stories) {
      byId.set(`story:${story.id}`, storyArticle(story, mediaOf.get(story.id) ?? []));
    }
    return refs.flatMap((ref) => byId.get(`${ref.kind}:${ref.id}`) ?? []);
  }

  /** Stories and news items together, newest first, from `cursor` on. */
  async function list(
    filters: NewsFilters,
    cursor: NewsCursor | null,
    limit: number,
  ): Promise<NewsPage> {
    const take = limit + 1;
    const stories = storyArm(filters, cursor, take);
    const feed = feedArm(filters, cursor, take);
    const rows = stories
      ? await db
          .selectFrom(feed.as('f'))
          .selectAll()
          .unionAll(db.selectFrom(stories.as('s')).selectAll())
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(take)
          .execute()
      : await feed.execute();
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      articles: await hydrate(page.map((row) => ({ kind: row.kind, id: row.id }))),
      next: rows.length > limit && last ? { publishedAt: last.published_at, id: last.id } : null,
    };
  }

  /**
   * Items whose words match, best first: SQLite's bm25 with the title weighing 10, the
   * description 4 and the body 1; PostgreSQL's ts_rank over the weighted document (A, B, C).
   */
  async function matchRefs(
    phrases: string[][],
    options: QueryOptions,
    filters: SearchOptions,
  ): Promise<NewsRef[]> {
    if (phrases.length === 0) return [];
    const conditions: ReturnType<typeof sql>[] = [];
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
    const extra = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
    const joins = sql`left join news_items n on d.kind = 'feed' and n.id = d.ref_id
      left join stories s on d.kind = 'story' and s.id = d.ref_id`;
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

  return {
    list,
    hydrate,

    async findById(id: string): Promise<NewsArticle | null> {
      const [item] = await hydrate([{ kind: 'feed', id }]);
      if (item) return item;
      const [story] = await hydrate([{ kind: 'story', id }]);
      return story ?? null;
    },

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

    /** How many items each tab and topic holds (home: all of them). */
    async counts(filters: { language?: string; state?: string }): Promise<Record<string, number>> {
      let feedQuery = db
        .selectFrom('news_items')
        .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('category');
      let storyQuery = db
        .selectFrom('stories')
        .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
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
        counts.local =
          (await countRows(feedArm(local, null, 1))) + (await countRows(storyArm(local, null, 1)));
      }
      return counts;
    },

    /**
     * Stores what a poll brought: new links are added, known ones updated when their text or
     * image changed (their id and publication time stay, so pages do not shift).
     */
    async upsertFeedItems(items: NewNewsItem[]): Promise<{ added: number; updated: number }> {
      if (items.length === 0) return { added: 0, updated: 0 };
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('news_items')
          .select(['id', 'link', 'title', 'description', 'content', 'image_url', 'creator'])
          .where(
            'link',
            'in',
            items.map((item) => item.link),
          )
          .execute();
        const known = new Map(existing.map((row) => [row.link, row]));
        let added = 0;
        let updated = 0;
        const fresh: NewNewsItem[] = [];
        for (const item of items) {
          const row = known.get(item.link);
          if (!row) {
            fresh.push(item);
            continue;
          }
          const changed =
            row.title !== item.title ||
            row.description !== item.description ||
            row.content !== item.content ||
            row.image_url !== (item.image_url ?? null) ||
            row.creator !== (item.creator ?? null);
          if (!changed) continue;
          await trx
            .updateTable('news_items')
            .set({
              title: item.title,
              description: item.description,
              content: item.content,
              image_url: item.image_url ?? null,
              creator: item.creator ?? null,
              fetched_at: item.fetched_at,
            })
            .where('id', '=', row.id)
            .execute();
          updated += 1;
        }
        if (fresh.length > 0) {
          const result = await trx
            .insertInto('news_items')
            .values(fresh)
            .onConflict((oc) => oc.column('link').doNothing())
            .executeTakeFirst();
          added = Number(result.numInsertedOrUpdatedRows ?? fresh.length);
        }
        return { added, updated };
      });
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
