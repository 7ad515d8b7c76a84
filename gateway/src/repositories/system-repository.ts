import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export function createSystemRepository(db: Kysely<Database>) {
  return {
    /** Resolves when the database answers a trivial query. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
