import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AI_LIMITS, aiWaitMessages } from '@voices/contracts';
import { createManualClock, formatWait, HOUR, MINUTE, SECOND } from '../../lib/clock';
import { buildTestApp } from '../../testing/test-app';
import { signIn } from '../../routes/contributions/__tests__/story-helpers';
import { REDIS_KEY_PREFIX } from '../rate-limit';

/** A route counted by a fresh counter of `max` hits a minute per `key` header. */
function countedRoute(app: FastifyInstance, name: string, max = 3) {
  const counter = app.counter({
    name,
    max,
    windowMs: MINUTE,
    message: (waitMs) => `Slow down: ${formatWait(waitMs)}.`,
  });
  app.post('/counted', async (request) => {
    await counter.hit(request, String(request.headers['x-key'] ?? 'k'));
    return { success: true };
  });
  return (key = 'k') => app.inject({ method: 'POST', url: '/counted', headers: { 'x-key': key } });
}

const uniqueName = () => `test-${randomBytes(6).toString('hex')}`;

describe('plain counters', () => {
  it('count in the database without Redis, per key, in a fixed window on the gateway clock', async () => {
    const clock = createManualClock(new Date());
    const app = await buildTestApp({ config: { now: clock } });
    const hit = countedRoute(app, 'test');
    for (let i = 0; i < 3; i += 1) expect((await hit()).statusCode).toBe(200);
    clock.advance(20 * SECOND);
    const refused = await hit();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toEqual({ success: false, message: 'Slow down: 40 seconds.' });
    // Written once, by the error handler (twice would be a list); the library's own headers stay off.
    expect(refused.headers['x-ratelimit-limit']).toBeUndefined();
    // Another key has its own count.
    expect((await hit('other')).statusCode).toBe(200);
    const row = await app.db
      .selectFrom('auth_limits')
      .selectAll()
      .where('key', '=', 'client:test:k')
      .executeTakeFirst();
    expect(Number(row?.failures)).toBe(4);
    clock.advance(40 * SECOND);
    expect((await hit()).statusCode).toBe(200);
  });

  it('let requests through when the Redis store cannot be reached', async () => {
    // Nothing listens on port 1: every count fails at once and the request goes on.
    const app = await buildTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    const hit = countedRoute(app, uniqueName(), 1);
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  const withRedis = redisUrl ? describe : describe.skip;
  withRedis('on the Redis store (REDIS_URL)', () => {
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(redisUrl!);
    });
    afterAll(() => redis.disconnect());

    it('are shared by every gateway on the same Redis and expire with their window', async () => {
      const name = uniqueName();
      const a = await buildTestApp({ config: { redisUrl: redisUrl! } });
      const b = await buildTestApp({ config: { redisUrl: redisUrl! } });
      const hitA = countedRoute(a, name);
      const hitB = countedRoute(b, name);
      expect((await hitA()).statusCode).toBe(200);
      expect((await hitB()).statusCode).toBe(200);
      expect((await hitA()).statusCode).toBe(200);
      const refused = await hitB();
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(55);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json().message).toMatch(/^Slow down: \d+ seconds\.$/);

      const key = `${REDIS_KEY_PREFIX}client:${name}:k`;
      expect(Number(await redis.get(key))).toBe(4);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(50 * SECOND);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
      // Nothing of it is kept in the databases.
      for (const app of [a, b]) {
        const rows = await app.db
          .selectFrom('auth_limits')
          .select('key')
          .where('key', 'like', `client:${name}:%`)
          .execute();
        expect(rows).toEqual([]);
      }
      await redis.del(key);
      expect((await hitA()).statusCode).toBe(200);
    });

    it('limit AI calls per user per hour with the spec message and Retry-After', async () => {
      const app = await buildTestApp({ config: { redisUrl: redisUrl! } });
      const user = await signIn(app, 'Ada Reporter');
      const enhance = () =>
        app.inject({
          method: 'POST',
          url: '/api/ai/enhance',
          headers: user.auth,
          payload: { title: 'Bridge reopens', content: 'The old bridge reopened on Monday.' },
        });
      try {
        for (let i = 0; i < AI_LIMITS.requestsPerHour; i += 1) {
          expect((await enhance()).statusCode).toBe(200);
        }
        const refused = await enhance();
        expect(refused.statusCode).toBe(429);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(HOUR / SECOND - 60);
        expect(retryAfter).toBeLessThanOrEqual(HOUR / SECOND);
        expect(refused.json()).toEqual({
          success: false,
          message: aiWaitMessages.tooManyRequests(formatWait(retryAfter * SECOND)),
        });
      } finally {
        await redis.del(`${REDIS_KEY_PREFIX}client:ai:${user.id}`);
      }
    });
  });
});
