import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface StoryStamp {
  id: string;
  updated_at: string;
}

export interface PortalStamp {
  author_id: string;
  preferred_template: string | null;
  /** The author's latest edit of any story. */
  updated_at: string;
}

/** What feeds and sitemaps read beyond the articles themselves: when things last changed. */
export function createSyndicationRepository(db: Kysely<Database>) {
  return {
    /** The last edit of each of these stories. */
    async storyUpdates(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('stories')
        .select(['id', 'updated_at'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.updated_at]));
    },

    async storyCount(): Promise<number> {
      const row = await db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** One page of every story, oldest first (a stable order: new stories go to the last page). */
    async storyPage(offset: number, limit: number): Promise<StoryStamp[]> {
      return db
        .selectFrom('stories')
        .select(['id', 'updated_at'])
        .where('hidden_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    /** Every author with at least one story, with their theme and latest edit. */
    async portals(): Promise<PortalStamp[]> {
      return db
        .selectFrom('stories')
        .innerJoin('users', 'users.id', 'stories.author_id')
        .select((eb) => [
          'stories.author_id as author_id',
          'users.preferred_template as preferred_template',
          eb.fn.max('stories.updated_at').as('updated_at'),
        ])
        .where('stories.hidden_at', 'is', null)
        .groupBy(['stories.author_id', 'users.preferred_template'])
        .orderBy('stories.author_id')
        .execute();
    },
  };
}

export type SyndicationRepository = ReturnType<typeof createSyndicationRepository>;
