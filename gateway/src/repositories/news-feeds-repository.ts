import type { Kysely } from 'kysely';
import type { Database, NewsFeedRow } from '../db/types';

/** What the poller remembers of each news source: validators, failures and the next attempt. */
export function createNewsFeedsRepository(db: Kysely<Database>) {
  return {
    /** Adds the sources not seen before, due at once; known ones keep their state. */
    async register(urls: string[], now: string): Promise<void> {
      if (urls.length === 0) return;
      await db
        .insertInto('news_feeds')
        .values(urls.map((url) => ({ url, next_attempt_at: now })))
        .onConflict((oc) => oc.column('url').doNothing())
        .execute();
    },

    async get(url: string): Promise<NewsFeedRow | undefined> {
      return db.selectFrom('news_feeds').selectAll().where('url', '=', url).executeTakeFirst();
    },

    /** The given sources whose next attempt is due, most overdue first. */
    async due(urls: string[], now: string): Promise<NewsFeedRow[]> {
      if (urls.length === 0) return [];
      return db
        .selectFrom('news_feeds')
        .selectAll()
        .where('url', 'in', urls)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .execute();
    },

    /**
     * Takes a due source for this gateway: pushes its next attempt to `leaseUntil` only if no
     * other gateway did so since it was read, so gateways sharing a database poll it once.
     */
    async claim(row: NewsFeedRow, now: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('news_feeds')
        .set({ next_attempt_at: leaseUntil, last_attempt_at: now })
        .where('url', '=', row.url)
        .where('next_attempt_at', '=', row.next_attempt_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recordSuccess(
      url: string,
      values: {
        etag: string | null;
        lastModified: string | null;
        title?: string | null;
        siteUrl?: string | null;
        iconUrl?: string | null;
        itemsSeen?: number;
        now: string;
        nextAttemptAt: string;
      },
    ): Promise<void> {
      await db
        .updateTable('news_feeds')
        .set({
          etag: values.etag,
          last_modified: values.lastModified,
          ...(values.title !== undefined ? { title: values.title } : {}),
          ...(values.siteUrl !== undefined ? { site_url: values.siteUrl } : {}),
          ...(values.iconUrl !== undefined ? { icon_url: values.iconUrl } : {}),
          ...(values.itemsSeen !== undefined ? { items_seen: values.itemsSeen } : {}),
          failures: 0,
          last_error: null,
          last_success_at: values.now,
          next_attempt_at: values.nextAttemptAt,
        })
        .where('url', '=', url)
        .execute();
    },

    async recordFailure(
      url: string,
      values: { failures: number; error: string; nextAttemptAt: string },
    ): Promise<void> {
      await db
        .updateTable('news_feeds')
        .set({
          failures: values.failures,
          last_error: values.error.slice(0, 500),
          next_attempt_at: values.nextAttemptAt,
        })
        .where('url', '=', url)
        .execute();
    },
  };
}

export type NewsFeedsRepository = ReturnType<typeof createNewsFeedsRepository>;
