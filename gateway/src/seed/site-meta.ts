import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Facts about the site decided once (migration 0013). */
export function createSiteMetaRepository(db: Kysely<Database>) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('site_meta')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value;
    },

    /**
     * Records `key` unless it is recorded already; true when this call recorded it. On
     * PostgreSQL a second writer waits for the first one's transaction and then records nothing,
     * so the call is the claim: only one of several gateways gets true.
     */
    async claim(key: string, value: string, at: Date): Promise<boolean> {
      const result = await db
        .insertInto('site_meta')
        .values({ key, value, created_at: at.toISOString() })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Whether the site has neither members nor stories. */
    async isEmpty(): Promise<boolean> {
      const [user, story] = await Promise.all([
        db.selectFrom('users').select('id').limit(1).executeTakeFirst(),
        db.selectFrom('stories').select('id').limit(1).executeTakeFirst(),
      ]);
      return !user && !story;
    },
  };
}
