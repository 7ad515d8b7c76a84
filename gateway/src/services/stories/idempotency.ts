import { createHash } from 'node:crypto';
import { STORY_LIMITS, STORY_MESSAGES } from '@voices/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { HOUR, MINUTE, SECOND, type Clock } from '../../lib/clock';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { GatewayInstance } from '../../plugins/instance';
import type { ReceivedFile } from '../../plugins/uploads';
import { createIdempotencyRepository } from '../../repositories/stories-idempotency-repository';
import type { StoryInput } from './story-input';

const IDEMPOTENCY_TTL_MS = STORY_LIMITS.idempotencyHours * HOUR;
/** A claim this old without an answer belongs to a gateway that stopped mid-way. */
const IDEMPOTENCY_ABANDONED_MS = 5 * MINUTE;
/** How long a retry waits for the same publish still running elsewhere. */
const IDEMPOTENCY_WAIT_MS = 60 * SECOND;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `Idempotency-Key` header: absent, or 1 to 200 visible ASCII characters (400 otherwise). */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest(STORY_MESSAGES.idempotencyKeyInvalid);
  }
  return key;
}

/** What makes two publishes the same story: the checked fields and the images' bytes. */
export function fingerprint(input: StoryInput, files: readonly ReceivedFile[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(input));
  for (const file of files) hash.update(file.sha256);
  return hash.digest('hex');
}

export type ClaimOutcome = { kind: 'claimed' } | { kind: 'done'; statusCode: number; body: string };

/**
 * One publish per (author, key): the first claims the key, a retry of the same story answers
 * the stored answer again (or waits while the first still runs), another story under the same
 * key is refused with 422.
 */
export function createPublishKeys(db: Kysely<Database>, instance: GatewayInstance, now: Clock) {
  const keys = createIdempotencyRepository(db);
  return {
    /** Claims the key for this publish, waiting while the same publish runs elsewhere. */
    async claim(scope: string, key: string, requestHash: string): Promise<ClaimOutcome> {
      const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
      await keys.deleteExpired(now());
      for (;;) {
        const outcome = await keys.claim(
          { scope, key, method: 'POST', path: '/api/contribute', requestHash },
          now(),
          IDEMPOTENCY_TTL_MS,
          IDEMPOTENCY_ABANDONED_MS,
          {
            id: instance.id,
            staleBefore: instance.canJudgeStaleness() ? instance.staleBefore() : null,
          },
        );
        if (outcome.kind === 'mismatch') {
          throw new HttpError(422, STORY_MESSAGES.idempotencyKeyReused);
        }
        if (outcome.kind !== 'running') return outcome;
        if (Date.now() >= deadline) throw new HttpError(409, STORY_MESSAGES.publishInProgress);
        await sleep(50);
      }
    },

    /** Stores the answer of a claimed key, in the transaction that did the work. */
    complete: (trx: Kysely<Database>, scope: string, key: string, status: number, body: string) =>
      createIdempotencyRepository(trx).complete(scope, key, status, body),

    /** Gives up a claim whose work failed, so the same key may be tried again. */
    release: (scope: string, key: string) => keys.release(scope, key),
  };
}
