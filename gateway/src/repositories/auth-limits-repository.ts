import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface AuthLimitRow {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
  updated_at: string;
}

/**
 * Counters behind the sign-in limits, one row per key: `client:<kind>:<address>` counts requests
 * in a fixed window; `address:<email>` (codes to an address) and `account:<user id>` (codes that
 * change an account's address) count wrong codes in a row and hold the lock.
 */
export function createAuthLimitsRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one request in the key's window, starting a new window when the last one is over,
     * in one statement (concurrent requests cannot both see the old count).
     */
    async hit(
      key: string,
      windowMs: number,
      now: Date,
    ): Promise<{ count: number; windowStartedAt: string }> {
      const at = now.toISOString();
      const windowOver = new Date(now.getTime() - windowMs).toISOString();
      const row = await db
        .insertInto('auth_limits')
        .values({ key, failures: 1, window_started_at: at, updated_at: at })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const expired = eb('auth_limits.window_started_at', '<=', windowOver);
            return {
              failures: eb
                .case()
                .when(expired)
                .then(1)
                .else(eb('auth_limits.failures', '+', 1))
                .end(),
              window_started_at: eb
                .case()
                .when(expired)
                .then(at)
                .else(eb.ref('auth_limits.window_started_at'))
                .end(),
              updated_at: at,
            };
          }),
        )
        .returning(['failures', 'window_started_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.failures), windowStartedAt: row.window_started_at };
    },

    /**
     * The key's row, created when missing and written to at once: inside a transaction that
     * write holds the row (PostgreSQL) or the database (SQLite) until the transaction ends, so
     * the checks and updates that follow cannot interleave with another request's.
     */
    async claim(key: string, now: Date): Promise<AuthLimitRow> {
      const at = now.toISOString();
      await db
        .insertInto('auth_limits')
        .values({ key, failures: 0, window_started_at: at, updated_at: at })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .updateTable('auth_limits')
        .set({ updated_at: at })
        .where('key', '=', key)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ...row, failures: Number(row.failures) };
    },

    async update(
      key: string,
      values: { failures: number; locked_until: string | null; window_started_at?: string },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('auth_limits')
        .set({ ...values, updated_at: now.toISOString() })
        .where('key', '=', key)
        .execute();
    },

    async find(key: string): Promise<AuthLimitRow | undefined> {
      const row = await db
        .selectFrom('auth_limits')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { ...row, failures: Number(row.failures) } : undefined;
    },

    /**
     * Forgets what no longer limits anyone: client windows over for a day, addresses with no
     * wrong try left, and addresses whose last lock ended more than `addressMemoryMs` ago.
     */
    async prune(now: Date, addressMemoryMs: number): Promise<number> {
      const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
      const memory = new Date(now.getTime() - addressMemoryMs).toISOString();
      const result = await db
        .deleteFrom('auth_limits')
        .where((eb) =>
          eb.or([
            eb.and([eb('key', 'like', 'client:%'), eb('updated_at', '<', dayAgo)]),
            eb.and([
              eb.or([eb('key', 'like', 'address:%'), eb('key', 'like', 'account:%')]),
              eb('failures', '=', 0),
              eb('updated_at', '<', dayAgo),
            ]),
            eb.and([
              eb.or([eb('key', 'like', 'address:%'), eb('key', 'like', 'account:%')]),
              eb('updated_at', '<', memory),
              eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', memory)]),
            ]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuthLimitsRepository = ReturnType<typeof createAuthLimitsRepository>;
