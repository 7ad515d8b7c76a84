import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Which stored files rows refer to: story images and their thumbnails, profile photos. */
export function createUploadsRepository(db: Kysely<Database>) {
  return {
    /** The names, of those given, that some row refers to. */
    async referenced(names: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      if (names.length === 0) return found;
      const list = [...names];
      const [main, thumbnails, photos] = await Promise.all([
        db
          .selectFrom('story_media')
          .select('file_name as name')
          .where('file_name', 'in', list)
          .execute(),
        db
          .selectFrom('story_media')
          .select('thumbnail_name as name')
          .where('thumbnail_name', 'in', list)
          .execute(),
        db.selectFrom('users').select('photo as name').where('photo', 'in', list).execute(),
      ]);
      for (const row of [...main, ...thumbnails, ...photos]) if (row.name) found.add(row.name);
      return found;
    },
  };
}
