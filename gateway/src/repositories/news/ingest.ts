import type { Kysely } from 'kysely';
import type { Database, NewNewsItem } from '../../db/types';

/**
 * The news poller's writes: what a poll of the configured feeds brought. `onStored` is told
 * after a commit that added or changed items (the feed's page cache empties itself).
 */
export function createNewsIngestRepository(
  db: Kysely<Database>,
  { onStored }: { onStored?: () => void } = {},
) {
  return {
    /**
     * Stores what a poll brought: new links are added, known ones updated when their text or
     * image changed (their id and publication time stay, so pages do not shift).
     */
    async upsertFeedItems(items: NewNewsItem[]): Promise<{ added: number; updated: number }> {
      if (items.length === 0) return { added: 0, updated: 0 };
      const stored = await db.transaction().execute(async (trx) => {
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
      if (stored.added + stored.updated > 0) onStored?.();
      return stored;
    },
  };
}

export type NewsIngestRepository = ReturnType<typeof createNewsIngestRepository>;
