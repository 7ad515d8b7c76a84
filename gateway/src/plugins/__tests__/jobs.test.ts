import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import { buildTestApp, closeAfterTest, createTestConfig, describeEachEngine } from '../../testing';
import { JOBS } from '../jobs';

/** A gateway with one extra job counting its runs into `runs`, under the gateway's name. */
async function gateway(config: AppConfig, name: string, runs: string[]): Promise<FastifyInstance> {
  const app = closeAfterTest(await buildApp(config));
  app.jobs.define({
    name: 'count',
    everyMs: 60_000,
    runAtStart: true,
    run: async () => {
      runs.push(name);
    },
  });
  await app.ready();
  return app;
}

async function until(ok: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachEngine('background jobs', (engine) => {
  it('refuses two jobs of one name', async () => {
    const app = await buildTestApp({ engine });
    const job = { name: 'twice', everyMs: 1000, run: async () => {} };
    app.jobs.define(job);
    expect(() => app.jobs.define(job)).toThrow('a job named twice is already defined');
  });

  if (engine === 'sqlite') {
    it('runs every job on the one gateway', async () => {
      const runs: string[] = [];
      const app = await gateway(await createTestConfig({ engine }), 'a', runs);
      await until(() => runs.length === 1, 5_000);
      expect(app.jobs.held().sort()).toEqual(['count', 'uploads-sweep']);
    });
    return;
  }

  it('runs a job on one gateway of several, and another takes it when that one stops', async () => {
    const config = await createTestConfig({ engine });
    const runs: string[] = [];
    const one = await gateway(config, 'one', runs);
    await until(() => one.jobs.held().includes('count'), 5_000);
    const two = await gateway(config, 'two', runs);
    const three = await gateway(config, 'three', runs);
    // The others tried at once when they started, and failed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toEqual(['one']);
    expect(two.jobs.held()).toEqual([]);
    expect(three.jobs.held()).toEqual([]);

    // The lock is the server's: one advisory lock per job, held by one session.
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
          where locktype = 'advisory' and granted
            and classid = hashtext($1)::oid
            and objid = hashtext($2 || ':count')::oid`,
        [JOBS.lockSpace, config.database.engine === 'postgres' ? config.database.schema : ''],
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await client.end();
    }

    await one.close();
    // Taken at the next try of one of the others, within JOBS.acquireEveryMs, and run at once
    // (its first run is a timer of its own, a moment after the lock).
    await until(
      () => two.jobs.held().includes('count') || three.jobs.held().includes('count'),
      JOBS.acquireEveryMs + 5_000,
    );
    await until(() => runs.length === 2, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toHaveLength(2);
    expect(['two', 'three']).toContain(runs[1]);
    expect([...two.jobs.held(), ...three.jobs.held()].sort()).toEqual(['count', 'uploads-sweep']);
  }, 40_000);
});
