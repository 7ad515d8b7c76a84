import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface SavedRef {
  id: string;
  kind: 'story' | 'feed';
  savedAt: string;
}

export interface FavoriteRef {
  authorId: string;
  addedAt: string;
}

/** The kind of each id that names a story or a news item; other ids are left out. */
async function kindsOf(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, 'story' | 'feed'>> {
  const kinds = new Map<string, 'story' | 'feed'>();
  if (ids.length === 0) return kinds;
  const [stories, items] = await Promise.all([
    db.selectFrom('stories').select('id').where('id', 'in', ids).execute(),
    db.selectFrom('news_items').select('id').where('id', 'in', ids).execute(),
  ]);
  for (const row of items) kinds.set(row.id, 'feed');
  for (const row of stories) kinds.set(row.id, 'story');
  return kinds;
}

/** A member's saved stories and favourite authors (migration 0015). */
export function createSavedRepository(db: Kysely<Database>) {
  return {
    kindsOf: (ids: readonly string[]) => kindsOf(db, ids),

    /** The member's saved items, newest first. */
    async savedOf(userId: string): Promise<SavedRef[]> {
      const rows = await db
        .selectFrom('saved_stories')
        .select(['item_id', 'story_id', 'saved_at'])
        .where('user_id', '=', userId)
        .orderBy('saved_at', 'desc')
        .orderBy('item_id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.item_id,
        kind: row.story_id ? ('story' as const) : ('feed' as const),
        savedAt: row.saved_at,
      }));
    },

    async countSaved(userId: string): Promise<number> {
      const row = await db
        .selectFrom('saved_stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async isSaved(userId: string, itemId: string): Promise<boolean> {
      const row = await db
        .selectFrom('saved_stories')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Saves the items not saved yet; the ones already there keep their date. */
    async save(
      userId: string,
      items: readonly { id: string; kind: 'story' | 'feed'; savedAt: string }[],
    ): Promise<void> {
      if (items.length === 0) return;
      await db
        .insertInto('saved_stories')
        .values(
          items.map((item) => ({
            user_id: userId,
            item_id: item.id,
            story_id: item.kind === 'story' ? item.id : null,
            news_item_id: item.kind === 'feed' ? item.id : null,
            saved_at: item.savedAt,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
        .execute();
    },

    async unsave(userId: string, itemId: string): Promise<void> {
      await db
        .deleteFrom('saved_stories')
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .execute();
    },

    async clearSaved(userId: string): Promise<void> {
      await db.deleteFrom('saved_stories').where('user_id', '=', userId).execute();
    },

    /** The member's favourite authors, in the order they were added. */
    async favoritesOf(userId: string): Promise<FavoriteRef[]> {
      const rows = await db
        .selectFrom('favorite_authors')
        .select(['author_id', 'added_at'])
        .where('user_id', '=', userId)
        .orderBy('added_at', 'asc')
        .orderBy('author_id', 'asc')
        .execute();
      return rows.map((row) => ({ authorId: row.author_id, addedAt: row.added_at }));
    },

    async countFavorites(userId: string): Promise<number> {
      const row = await db
        .selectFrom('favorite_authors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async isFavorite(userId: string, authorId: string): Promise<boolean> {
      const row = await db
        .selectFrom('favorite_authors')
        .select('author_id')
        .where('user_id', '=', userId)
        .where('author_id', '=', authorId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async addFavorites(
      userId: string,
      authors: readonly { id: string; addedAt: string }[],
    ): Promise<void> {
      if (authors.length === 0) return;
      await db
        .insertInto('favorite_authors')
        .values(authors.map((a) => ({ user_id: userId, author_id: a.id, added_at: a.addedAt })))
        .onConflict((oc) => oc.columns(['user_id', 'author_id']).doNothing())
        .execute();
    },

    async removeFavorite(userId: string, authorId: string): Promise<void> {
      await db
        .deleteFrom('favorite_authors')
        .where('user_id', '=', userId)
        .where('author_id', '=', authorId)
        .execute();
    },
  };
}

export type SavedRepository = ReturnType<typeof createSavedRepository>;
