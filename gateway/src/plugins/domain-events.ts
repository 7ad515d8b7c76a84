import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { newId } from '../lib/ids';
import { serviceProblem } from '../lib/service-errors';

/**
 * What happened in one area that another area reacts to, after the writing transaction has
 * committed: publishing a story notifies the author's followers, without the stories routes
 * knowing about notifications. Listeners run after the response's data is safe; a listener that
 * fails is logged and never fails the request that emitted the event.
 */
export interface DomainEventMap {
  'story:published': { storyId: string; authorId: string; title: string };
  'story:updated': { storyId: string; authorId: string };
  'story:deleted': { storyId: string; authorId: string };
  'user:followed': { followerId: string; followeeId: string };
  'user:unfollowed': { followerId: string; followeeId: string };
}

export type DomainEventName = keyof DomainEventMap;
type Listener<E extends DomainEventName> = (payload: DomainEventMap[E]) => void | Promise<void>;

export interface DomainEvents {
  on<E extends DomainEventName>(event: E, listener: Listener<E>): void;
  /** Runs every listener; resolves when all have finished (failures are logged). */
  emit<E extends DomainEventName>(event: E, payload: DomainEventMap[E]): Promise<void>;
  /**
   * Writes the event into the outbox with the caller's transaction, so it is handled exactly
   * when the change commits, even if this process ends right after: its listeners then run in
   * the background, on this gateway or another (at least once: they must tolerate a repeat).
   * Call `dispatch()` after the commit.
   */
  record<E extends DomainEventName>(
    trx: Kysely<Database>,
    event: E,
    payload: DomainEventMap[E],
  ): Promise<void>;
  /** Starts handling the outbox now, without waiting (after the commit of a `record`). */
  dispatch(): void;
  /** Resolves once the outbox holds nothing this gateway can handle now (tests, benchmarks). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    domainEvents: DomainEvents;
  }
}

export const OUTBOX = {
  /** A claimed event not finished within this is handed to another gateway (it died). */
  leaseMs: 60_000,
  /** How often every gateway looks for events nobody handled (another's crash, a retry). */
  pollMs: 5_000,
  /** An event whose listeners failed is tried again after 5 s, 10 s, 20 s … at most 10 min. */
  retryBaseMs: 5_000,
  retryMaxMs: 10 * 60_000,
  /** Tries before an event is given up (logged as an error with its payload). */
  maxAttempts: 10,
} as const;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Domain events, in process (`emit`) or durable through the `event_outbox` table (`record`).
 * Every gateway handles the outbox: at once after its own commits, and every 5 s for what
 * another left (a claim's lease ran out) or what failed before. A claim is one UPDATE of the
 * oldest available row (`FOR UPDATE SKIP LOCKED` on PostgreSQL, so gateways never wait on each
 * other's claims) that moves its `available_at` a lease ahead; the row is deleted once every
 * listener succeeded.
 */
export const domainEventsPlugin = fp(
  async (fastify) => {
    const listeners = new Map<DomainEventName, Listener<DomainEventName>[]>();
    const { db, dbEngine: engine } = fastify;

    /** Runs the event's listeners; answers whether all of them succeeded. */
    async function run(event: DomainEventName, payload: unknown): Promise<boolean> {
      const list = listeners.get(event) ?? [];
      const outcomes = await Promise.all(
        list.map(async (listener) => {
          try {
            await listener(payload as DomainEventMap[DomainEventName]);
            return true;
          } catch (error) {
            fastify.log.error({ err: error, event }, 'a domain event listener failed');
            return false;
          }
        }),
      );
      return outcomes.every(Boolean);
    }

    async function claim() {
      const now = Date.now();
      let oldest = db
        .selectFrom('event_outbox')
        .select('id')
        .where('available_at', '<=', iso(now))
        .orderBy('id')
        .limit(1);
      if (engine === 'postgres') oldest = oldest.forUpdate().skipLocked();
      return (
        db
          .updateTable('event_outbox')
          .set({ available_at: iso(now + OUTBOX.leaseMs), attempts: sql`attempts + 1` })
          .where('id', '=', oldest)
          // Read again under the row's lock: a claim another gateway just made has moved it.
          .where('available_at', '<=', iso(now))
          .returningAll()
          .executeTakeFirst()
      );
    }

    async function handleOne(): Promise<boolean> {
      const row = await claim();
      if (!row) return false;
      const event = row.event as DomainEventName;
      const ok = await run(event, JSON.parse(row.payload));
      if (ok || row.attempts >= OUTBOX.maxAttempts) {
        if (!ok) {
          fastify.log.error(
            { event, payload: row.payload, attempts: row.attempts },
            'a domain event failed too often and was given up',
          );
        }
        await db.deleteFrom('event_outbox').where('id', '=', row.id).execute();
      } else {
        const wait = Math.min(OUTBOX.retryBaseMs * 2 ** (row.attempts - 1), OUTBOX.retryMaxMs);
        await db
          .updateTable('event_outbox')
          .set({ available_at: iso(Date.now() + wait) })
          .where('id', '=', row.id)
          .execute();
      }
      return true;
    }

    let draining: Promise<void> | null = null;
    let again = false;
    let stopped = false;

    function dispatch(): void {
      if (stopped) return;
      if (draining) {
        again = true;
        return;
      }
      draining = (async () => {
        do {
          again = false;
          while (!stopped && (await handleOne()));
        } while (again && !stopped);
      })()
        .catch((error: unknown) =>
          // A database outage is logged once where it is noticed; the next poll tries again.
          serviceProblem(error)
            ? fastify.log.debug({ err: error }, 'the event outbox could not be read')
            : fastify.log.error({ err: error }, 'the event outbox could not be handled'),
        )
        .finally(() => {
          draining = null;
        });
    }

    const events: DomainEvents = {
      on(event, listener) {
        const list = listeners.get(event) ?? [];
        list.push(listener as Listener<DomainEventName>);
        listeners.set(event, list);
      },
      async emit(event, payload) {
        await run(event, payload);
      },
      async record(trx, event, payload) {
        const now = new Date();
        await trx
          .insertInto('event_outbox')
          .values({
            id: newId(now),
            event,
            payload: JSON.stringify(payload),
            created_at: now.toISOString(),
            available_at: now.toISOString(),
          })
          .execute();
      },
      dispatch,
      async drain() {
        dispatch();
        while (draining) await draining;
      },
    };
    fastify.decorate('domainEvents', events);

    const timer = setInterval(dispatch, OUTBOX.pollMs);
    timer.unref();
    // What the outbox held when this gateway started (a predecessor's crash) goes out now.
    fastify.addHook('onReady', async () => dispatch());
    fastify.addHook('preClose', async () => {
      stopped = true;
      clearInterval(timer);
      while (draining) await draining;
    });
  },
  { name: 'domain-events', dependencies: ['database'] },
);
