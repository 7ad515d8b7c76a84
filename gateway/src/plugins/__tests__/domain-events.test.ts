import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { newId } from '../../lib/ids';
import { buildTestApp, closeAfterTest, createTestConfig, describeEachEngine } from '../../testing';
import type { DomainEventMap } from '../domain-events';

type Published = DomainEventMap['story:published'];

const event = (n: number): Published => ({ storyId: `s${n}`, authorId: 'u1', title: `T${n}` });

async function outboxRows(app: FastifyInstance) {
  return app.db.selectFrom('event_outbox').selectAll().orderBy('id').execute();
}

/** Another gateway on the same database, closed with the test. */
async function gatewayOn(config: AppConfig): Promise<FastifyInstance> {
  return closeAfterTest(await buildApp(config));
}

describeEachEngine('domain events', (engine) => {
  it('runs every listener and waits for them', async () => {
    const app = await buildTestApp({ engine });
    const seen: string[] = [];
    app.domainEvents.on('story:published', async ({ storyId }) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`a:${storyId}`);
    });
    app.domainEvents.on('story:published', ({ storyId }) => {
      seen.push(`b:${storyId}`);
    });
    await app.domainEvents.emit('story:published', event(1));
    expect(seen.sort()).toEqual(['a:s1', 'b:s1']);
  });

  it('keeps going when a listener fails', async () => {
    const app = await buildTestApp({ engine });
    const seen: string[] = [];
    app.domainEvents.on('user:followed', () => {
      throw new Error('boom');
    });
    app.domainEvents.on('user:followed', ({ followeeId }) => {
      seen.push(followeeId);
    });
    await expect(
      app.domainEvents.emit('user:followed', { followerId: 'a', followeeId: 'b' }),
    ).resolves.toBeUndefined();
    expect(seen).toEqual(['b']);
  });

  it('handles a recorded event once its transaction commits, and never one rolled back', async () => {
    const app = await buildTestApp({ engine });
    const seen: Published[] = [];
    app.domainEvents.on('story:published', (payload) => {
      seen.push(payload);
    });
    await app.ready();

    await expect(
      app.db.transaction().execute(async (trx) => {
        await app.domainEvents.record(trx, 'story:published', event(1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await app.db.transaction().execute(async (trx) => {
      await app.domainEvents.record(trx, 'story:published', event(2));
    });
    app.domainEvents.dispatch();
    await app.domainEvents.drain();

    expect(seen).toEqual([event(2)]);
    expect(await outboxRows(app)).toEqual([]);
  });

  it('handles, when a gateway starts, what a gateway that died after its commit left', async () => {
    const config = await createTestConfig({ engine });
    // Migrate, then stop: the next writes come from "a gateway" that dies before dispatching.
    await (await buildApp(config)).close();
    const db = openDatabase(config.database);
    const at = new Date().toISOString();
    await db
      .insertInto('event_outbox')
      .values(
        [1, 2, 3].map((n) => ({
          id: newId(),
          event: 'story:published',
          payload: JSON.stringify(event(n)),
          created_at: at,
          available_at: at,
        })),
      )
      .execute();
    await db.destroy();

    const app = await gatewayOn(config);
    const seen: string[] = [];
    app.domainEvents.on('story:published', ({ storyId }) => {
      seen.push(storyId);
    });
    await app.ready();
    await app.domainEvents.drain();
    expect(seen).toEqual(['s1', 's2', 's3']);
    expect(await outboxRows(app)).toEqual([]);
  });

  it('keeps an event whose listener failed and tries it again later', async () => {
    const app = await buildTestApp({ engine });
    let calls = 0;
    app.domainEvents.on('story:published', () => {
      calls += 1;
      throw new Error('the database said no');
    });
    await app.ready();
    await app.db.transaction().execute(async (trx) => {
      await app.domainEvents.record(trx, 'story:published', event(1));
    });
    const before = Date.now();
    await app.domainEvents.drain();

    expect(calls).toBe(1);
    const [row] = await outboxRows(app);
    expect(row).toMatchObject({ event: 'story:published', attempts: 1 });
    // Not before the retry wait (5 s after the first failure), so a drain now does nothing.
    expect(Date.parse(row!.available_at)).toBeGreaterThanOrEqual(before + 5_000);
    await app.domainEvents.drain();
    expect(calls).toBe(1);
  });

  it('has two gateways on one database handle each event exactly once', async () => {
    const config = await createTestConfig({ engine });
    const one = await gatewayOn(config);
    const two = await gatewayOn(config);
    const seen = new Map<string, string[]>();
    for (const [name, app] of [
      ['one', one],
      ['two', two],
    ] as const) {
      app.domainEvents.on('story:published', async ({ storyId }) => {
        seen.set(storyId, [...(seen.get(storyId) ?? []), name]);
        // Long enough for the other gateway to look for work meanwhile.
        await new Promise((r) => setTimeout(r, 2));
      });
    }
    await one.ready();
    await two.ready();
    const total = 40;
    await one.db.transaction().execute(async (trx) => {
      for (let n = 0; n < total; n++) {
        await one.domainEvents.record(trx, 'story:published', event(n));
      }
    });
    await Promise.all([one.domainEvents.drain(), two.domainEvents.drain()]);

    expect(seen.size).toBe(total);
    for (const handlers of seen.values()) expect(handlers).toHaveLength(1);
    expect(await outboxRows(one)).toEqual([]);
  });
});
