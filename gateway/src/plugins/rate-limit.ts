import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { SECOND, type Clock } from '../lib/clock';
import { RateLimitError } from '../lib/rate-limit';
import { createAuthLimitsRepository } from '../repositories/auth-limits-repository';

/** A plain counter: at most `max` hits per key in a fixed window of `windowMs`. */
export interface CounterOptions {
  /** Names the counter's keys (`client:<name>:<key>`), so counters never share a count. */
  name: string;
  max: number;
  windowMs: number;
  /** The 429's message, given how long until the window ends. */
  message: (waitMs: number) => string;
}

export interface Counter {
  /** Counts one hit of `key` for this request; a RateLimitError (429, Retry-After) past `max`. */
  hit(request: FastifyRequest, key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A plain counter on @fastify/rate-limit's store: Redis with REDIS_URL, else the database. */
    counter(options: CounterOptions): Counter;
  }
}

/** Where counts live for this process: 'redis' or 'database'. */
export type CounterStoreKind = 'redis' | 'database';

/**
 * @fastify/rate-limit's store over the `auth_limits` table: one row per key with a fixed
 * window, on the gateway's clock. Counts hold across restarts and are shared by every
 * gateway on the same database, as with Redis.
 */
export function databaseStore(fastify: FastifyInstance, now: Clock) {
  const limits = createAuthLimitsRepository(fastify.db);
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      const windowMs = timeWindow ?? 60 * SECOND;
      const at = now();
      limits.hit(key, windowMs, at).then(
        ({ count, windowStartedAt }) =>
          callback(null, {
            current: count,
            ttl: Date.parse(windowStartedAt) + windowMs - at.getTime(),
          }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseStore;
}

/** Key prefix of the counts in Redis. */
export const REDIS_KEY_PREFIX = 'voices:limit:';

/**
 * The library's Redis store (one Lua script: INCR, and PEXPIRE on a window's first hit), under
 * one prefix: the counters name their keys themselves.
 */
export function redisStore(redis: Redis) {
  const store = new RedisStore(false, false, redis, REDIS_KEY_PREFIX);
  class SharedRedisStore implements FastifyRateLimitStore {
    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      store.incr(...args);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedRedisStore;
}

/**
 * The plain counters (AI calls per hour, heading saves, sign-in code requests per client) on
 * @fastify/rate-limit. With REDIS_URL the counts live in Redis (shared by every gateway, each
 * key expiring with its window); without it in the database. Nothing is limited by default:
 * each counter is made with `fastify.counter(…)` and counts where its rule says, after the
 * request was found valid. The 429 is a RateLimitError: the error handler writes the body and
 * Retry-After.
 */
const REDIS_READY_WAIT_MS = 3000;

/** Resolves when `redis` is connected, errs or `ms` have passed, whichever comes first. */
async function untilReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(redis, 'ready', { signal: stop.signal }),
      once(redis, 'error', { signal: stop.signal }),
      delay(ms, undefined, { signal: stop.signal }),
    ]);
  } catch {
    // an abort of the losers, or nothing to wait for
  } finally {
    stop.abort();
  }
}

export const rateLimitPlugin = fp<{ redisUrl?: string }>(
  async (fastify, { redisUrl }) => {
    const now: Clock = fastify.config.now ?? (() => new Date());
    let redis: Redis | undefined;
    if (redisUrl) {
      // A count that cannot be made while Redis is away fails at once instead of queueing.
      redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      redis.on('error', (error: Error) =>
        fastify.log.debug({ err: error }, 'rate-limit store: redis error'),
      );
      fastify.addHook('onClose', async () => {
        redis?.disconnect();
      });
      // Count from the first request: wait (briefly) for the connection, since a count asked
      // before it is up would fail and let the request through uncounted. A Redis that is away
      // does not hold the start: the counts fail open until it comes.
      await untilReady(redis, REDIS_READY_WAIT_MS);
    }
    await fastify.register(rateLimit, {
      global: false,
      store: redis ? redisStore(redis) : databaseStore(fastify, now),
      // While the store cannot be reached the request goes on uncounted.
      skipOnError: true,
      // The refusal and its Retry-After are written once, by the error handler.
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': false,
      },
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });

    fastify.decorate('counter', (options: CounterOptions): Counter => {
      const keys = new WeakMap<FastifyRequest, string>();
      const check = fastify.createRateLimit({
        max: options.max,
        timeWindow: options.windowMs,
        keyGenerator: (request) => `client:${options.name}:${keys.get(request) ?? request.ip}`,
      });
      return {
        async hit(request, key) {
          keys.set(request, key);
          const result = await check(request);
          if (result.isAllowed || !result.isExceeded) return;
          const waitMs = Math.max(0, result.ttl);
          throw new RateLimitError(
            options.message(waitMs),
            Math.max(1, Math.ceil(waitMs / SECOND)),
          );
        },
      };
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
