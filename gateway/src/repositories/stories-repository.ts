import { sql, type Kysely, type Updateable } from 'kysely';
import type { Story } from '@voices/contracts';
import type { Database, NewStory, StoryMediaRow, StoryRow, StoriesTable } from '../db/types';
import { storyView } from '../mappers/story';
import { storyVisibleTo, type Viewer } from './story-visibility';

export type { StoryWithAuthor } from '../mappers/news-article';

/** A stored image of a story: the file shown in the article and its small copy. */
export interface StoryMediaFile {
  fileName: string;
  thumbnailName: string | null;
  width: number | null;
  height: number | null;
}

export interface StoryListFilters {
  authorId?: string;
  category?: string;
  /** Only stories older than this one. */
  before?: { createdAt: string; id: string };
  limit: number;
  /** Who reads: decides which hidden stories and which blocked authors are left out. */
  viewer: Viewer | null;
}

/** Every file of the given media rows (each image and its thumbnail). */
export function mediaFileNames(
  media: readonly Pick<StoryMediaRow, 'file_name' | 'thumbnail_name'>[],
): string[] {
  return media.flatMap((m) => (m.thumbnail_name ? [m.file_name, m.thumbnail_name] : [m.file_name]));
}

/** Community stories and their media; reads answer the API's Story shape. */
export function createStoriesRepository(db: Kysely<Database>) {
  function withAuthor() {
    return db
      .selectFrom('stories')
      .leftJoin('users', 'users.id', 'stories.author_id')
      .selectAll('stories')
      .select(['users.name as author_name', 'users.photo as author_photo']);
  }

  async function mediaByStory(ids: string[]): Promise<Map<string, StoryMediaRow[]>> {
    const byStory = new Map<string, StoryMediaRow[]>();
    if (ids.length === 0) return byStory;
    const rows = await db
      .selectFrom('story_media')
      .selectAll()
      .where('story_id', 'in', ids)
      .orderBy('story_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      const list = byStory.get(row.story_id) ?? [];
      list.push(row);
      byStory.set(row.story_id, list);
    }
    return byStory;
  }

  return {
    async findRow(id: string): Promise<StoryRow | undefined> {
      return db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findView(id: string): Promise<Story | null> {
      const row = await withAuthor().where('stories.id', '=', id).executeTakeFirst();
      if (!row) return null;
      const media = await mediaByStory([id]);
      return storyView(row, media.get(id) ?? []);
    },

    /** Newest first (by creation, the id breaking ties). */
    async list(filters: StoryListFilters): Promise<Story[]> {
      let query = withAuthor().where(storyVisibleTo(filters.viewer));
      if (filters.authorId) query = query.where('stories.author_id', '=', filters.authorId);
      if (filters.category) query = query.where('stories.category', '=', filters.category);
      const before = filters.before;
      if (before) {
        query = query
          .where('stories.created_at', '<=', before.createdAt)
          .where((eb) =>
            eb.or([
              eb('stories.created_at', '<', before.createdAt),
              eb('stories.id', '<', before.id),
            ]),
          );
      }
      const rows = await query
        .orderBy('stories.created_at', 'desc')
        .orderBy('stories.id', 'desc')
        .limit(filters.limit)
        .execute();
      const media = await mediaByStory(rows.map((row) => row.id));
      return rows.map((row) => storyView(row, media.get(row.id) ?? []));
    },

    /** The ids of an author's `limit` newest stories, newest first (by creation, then id). */
    async newestIdsByAuthor(
      authorId: string,
      limit: number,
      viewer: Viewer | null,
    ): Promise<string[]> {
      const rows = await db
        .selectFrom('stories')
        .select('id')
        .where('author_id', '=', authorId)
        .where(storyVisibleTo(viewer))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async media(storyId: string): Promise<StoryMediaRow[]> {
      return (await mediaByStory([storyId])).get(storyId) ?? [];
    },

    /**
     * Inside a transaction: holds the author's row until it ends, so two publishes of one author
     * are counted one after the other (SQLite runs one writing transaction at a time anyway).
     */
    async lockAuthor(authorId: string, engine: 'sqlite' | 'postgres'): Promise<void> {
      if (engine !== 'postgres') return;
      await sql`select id from users where id = ${authorId} for update`.execute(db);
    },

    /** Inside a transaction: holds the story's row until it ends (PostgreSQL). */
    async lockStory(id: string, engine: 'sqlite' | 'postgres'): Promise<void> {
      if (engine !== 'postgres') return;
      await sql`select id from stories where id = ${id} for update`.execute(db);
    },

    /** How many stories the author created since `since`, and when the oldest of them was. */
    async publishedSince(
      authorId: string,
      since: string,
    ): Promise<{ count: number; oldest: string | null }> {
      const row = await db
        .selectFrom('stories')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('author_id', '=', authorId)
        .where('created_at', '>', since)
        .executeTakeFirst();
      return { count: Number(row?.n ?? 0), oldest: (row?.oldest as string | null) ?? null };
    },

    async insert(story: NewStory, media: readonly StoryMediaFile[]): Promise<void> {
      await db.insertInto('stories').values(story).execute();
      if (media.length > 0) {
        await db
          .insertInto('story_media')
          .values(
            media.map((m, position) => ({
              story_id: story.id,
              position,
              file_name: m.fileName,
              thumbnail_name: m.thumbnailName,
              width: m.width,
              height: m.height,
            })),
          )
          .execute();
      }
    },

    async update(id: string, values: Updateable<StoriesTable>): Promise<void> {
      await db.updateTable('stories').set(values).where('id', '=', id).execute();
    },

    /** Replaces the story's media list with `media`, in that order. */
    async replaceMedia(storyId: string, media: readonly StoryMediaFile[]): Promise<void> {
      await db.deleteFrom('story_media').where('story_id', '=', storyId).execute();
      if (media.length > 0) {
        await db
          .insertInto('story_media')
          .values(
            media.map((m, position) => ({
              story_id: storyId,
              position,
              file_name: m.fileName,
              thumbnail_name: m.thumbnailName,
              width: m.width,
              height: m.height,
            })),
          )
          .execute();
      }
    },

    /** Deletes the story (its media rows and notifications go with it); false when it was gone. */
    async delete(id: string): Promise<boolean> {
      await db.deleteFrom('story_media').where('story_id', '=', id).execute();
      const result = await db.deleteFrom('stories').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
