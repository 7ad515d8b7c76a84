import type { Kysely } from 'kysely';
import type { DraftBody } from '@voices/contracts';
import type { Database } from '../db/types';

export interface StoredDraft {
  key: string;
  fields: DraftBody;
  updatedAt: string;
}

function parse(body: string): DraftBody {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as DraftBody) : {};
  } catch {
    return {};
  }
}

/** A member's unsent stories, one per key, kept as the form's fields in JSON. */
export function createDraftsRepository(db: Kysely<Database>) {
  return {
    /** Newest first. */
    async list(userId: string): Promise<StoredDraft[]> {
      const rows = await db
        .selectFrom('drafts')
        .select(['key', 'body', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('key')
        .execute();
      return rows.map((row) => ({
        key: row.key,
        fields: parse(row.body),
        updatedAt: row.updated_at,
      }));
    },

    async save(userId: string, key: string, fields: DraftBody, now: Date): Promise<StoredDraft> {
      const body = JSON.stringify(fields);
      const at = now.toISOString();
      await db
        .insertInto('drafts')
        .values({ user_id: userId, key, body, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ body, updated_at: at }))
        .execute();
      return { key, fields, updatedAt: at };
    },

    async remove(userId: string, key: string): Promise<void> {
      await db.deleteFrom('drafts').where('user_id', '=', userId).where('key', '=', key).execute();
    },

    /** Whether the story exists and is the member's (an edit draft is only for one's own). */
    async ownsStory(userId: string, storyId: string): Promise<boolean> {
      const row = await db
        .selectFrom('stories')
        .select('id')
        .where('id', '=', storyId)
        .where('author_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
