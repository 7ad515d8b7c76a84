import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isUniqueViolation } from './db-errors';

export interface IdempotencyRequest {
  /** The caller's user id. */
  scope: string;
  key: string;
  method: string;
  path: string;
  /** A fingerprint of what was asked for, to tell a retry from another request under the key. */
  requestHash: string;
}

/** Who is asking, and how to tell whether the process holding a claim is still running. */
export interface ClaimOwner {
  /** This process's id (gateway_instances.id): a new claim is tagged with it. */
  id: string;
  /** A holder whose row was refreshed before this (ISO) is gone; null: judge by age alone. */
  staleBefore: string | null;
}

export type ClaimOutcome =
  /** The key is ours: do the work, then `complete` (in the work's transaction) or `release`. */
  | { kind: 'claimed' }
  /** The same request already finished: answer this again. */
  | { kind: 'done'; statusCode: number; body: string }
  /** The same request is still running elsewhere. */
  | { kind: 'running' }
  /** The key was used for a different request. */
  | { kind: 'mismatch' };

/**
 * Writes retried under an Idempotency-Key (table idempotency_keys, one row per caller and key).
 * The first request inserts the row; the primary key makes sure only one can, however close two
 * requests come. The row holds the answer once the work has committed.
 */
export function createIdempotencyRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims the key for this request, or says what became of it. A claim without an answer is
     * taken over when the process holding it is gone (its row in gateway_instances was removed
     * or not refreshed since `owner.staleBefore`), or in any case once it is `abandonAfterMs`
     * old; a row past its expiry is forgotten.
     */
    async claim(
      request: IdempotencyRequest,
      now: Date,
      ttlMs: number,
      abandonAfterMs: number,
      owner: ClaimOwner,
    ): Promise<ClaimOutcome> {
      const at = now.toISOString();
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          await db
            .insertInto('idempotency_keys')
            .values({
              scope: request.scope,
              key: request.key,
              method: request.method,
              path: request.path,
              request_hash: request.requestHash,
              status_code: null,
              response_body: null,
              created_at: at,
              expires_at: new Date(now.getTime() + ttlMs).toISOString(),
              owner: owner.id,
            })
            .execute();
          return { kind: 'claimed' };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        const row = await db
          .selectFrom('idempotency_keys')
          .leftJoin('gateway_instances', 'gateway_instances.id', 'idempotency_keys.owner')
          .selectAll('idempotency_keys')
          .select('gateway_instances.heartbeat_at as owner_heartbeat_at')
          .where('scope', '=', request.scope)
          .where('key', '=', request.key)
          .executeTakeFirst();
        if (!row) continue;
        const holderGone =
          row.owner !== null &&
          row.owner !== owner.id &&
          (row.owner_heartbeat_at === null ||
            (owner.staleBefore !== null && row.owner_heartbeat_at < owner.staleBefore));
        const abandoned =
          row.status_code === null &&
          (holderGone || Date.parse(row.created_at) + abandonAfterMs <= now.getTime());
        if (row.expires_at <= at || abandoned) {
          await db
            .deleteFrom('idempotency_keys')
            .where('scope', '=', row.scope)
            .where('key', '=', row.key)
            .where('created_at', '=', row.created_at)
            .execute();
          continue;
        }
        if (
          row.request_hash !== request.requestHash ||
          row.method !== request.method ||
          row.path !== request.path
        ) {
          return { kind: 'mismatch' };
        }
        if (row.status_code === null || row.response_body === null) return { kind: 'running' };
        return { kind: 'done', statusCode: Number(row.status_code), body: row.response_body };
      }
      return { kind: 'running' };
    },

    /** Stores the answer of a claimed key; call it in the transaction that did the work. */
    async complete(scope: string, key: string, statusCode: number, body: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: statusCode, response_body: body })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },

    /** Gives up a claim whose work failed, so the same key may be tried again. */
    async release(scope: string, key: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('status_code', 'is', null)
        .execute();
    },

    async deleteExpired(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('expires_at', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
