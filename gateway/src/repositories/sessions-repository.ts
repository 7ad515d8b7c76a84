import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../db/types';

export interface ActiveSession {
  session: SessionRow;
  user: UserRow;
}

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async create(session: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    /** The session of this token hash and its user, unless it has expired or ended. */
    async findActive(tokenHash: string, now: Date): Promise<ActiveSession | undefined> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select([
          'sessions.token_hash as s_token_hash',
          'sessions.user_id as s_user_id',
          'sessions.created_at as s_created_at',
          'sessions.expires_at as s_expires_at',
          'sessions.last_seen_at as s_last_seen_at',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now.toISOString())
        .executeTakeFirst();
      if (!row) return undefined;
      const { s_token_hash, s_user_id, s_created_at, s_expires_at, s_last_seen_at, ...user } = row;
      return {
        session: {
          token_hash: s_token_hash,
          user_id: s_user_id,
          created_at: s_created_at,
          expires_at: s_expires_at,
          last_seen_at: s_last_seen_at,
        },
        user,
      };
    },

    /** Records use, at most once per `interval`, so a busy session does not write on every call. */
    async touch(tokenHash: string, now: Date, intervalMs: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('last_seen_at', '<', new Date(now.getTime() - intervalMs).toISOString())
        .execute();
    },

    /** Ends the session; answers whether there was one. */
    async delete(tokenHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Ends every session of the user but `keepTokenHash`; answers the hashes of those ended. */
    async deleteOthers(userId: string, keepTokenHash: string): Promise<string[]> {
      const rows = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('token_hash', '<>', keepTokenHash)
        .returning('token_hash')
        .execute();
      return rows.map((row) => row.token_hash);
    },

    /** Ends every session of the user; answers the hashes of those ended. */
    async deleteAllOf(userId: string): Promise<string[]> {
      const rows = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .returning('token_hash')
        .execute();
      return rows.map((row) => row.token_hash);
    },

    async deleteExpired(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('expires_at', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
