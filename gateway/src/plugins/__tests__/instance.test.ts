import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { openDatabase } from '../../db/connection';
import { buildTestApp, describeEachEngine } from '../../testing';
import { createInstancesRepository } from '../../repositories/instances-repository';

/** The pid of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describeEachEngine('gateway processes', (engine) => {
  it('registers itself, refreshes its row, and removes it when it stops', async () => {
    const app = await buildTestApp({ engine });
    await app.ready();
    const instances = createInstancesRepository(app.db);
    const [row] = await instances.list();
    expect(row).toMatchObject({ id: app.instance.id, host: os.hostname(), pid: process.pid });
    expect(app.instance.id).toMatch(/^[0-9a-f]{16}$/);
    expect(app.instance.lastBeat).toEqual({ at: expect.any(Number), error: null });
    expect(app.instance.canJudgeStaleness()).toBe(true);

    const before = row!.heartbeat_at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.instance.beat();
    expect((await instances.list())[0]!.heartbeat_at > before).toBe(true);

    // Removed by someone who thought it gone: written again at the next refresh.
    await instances.delete([app.instance.id]);
    await app.instance.beat();
    expect((await instances.list()).map((r) => r.id)).toEqual([app.instance.id]);

    await app.close();
    const db = openDatabase(app.config.database);
    try {
      expect(await createInstancesRepository(db).list()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it("removes at start the rows of this host's processes that have ended, and no others", async () => {
    const first = await buildTestApp({ engine });
    await first.ready();
    const instances = createInstancesRepository(first.db);
    const now = new Date().toISOString();
    const row = (id: string, host: string, pid: number, at = now) => ({
      id,
      host,
      pid,
      started_at: at,
      heartbeat_at: at,
    });
    await first.db
      .insertInto('gateway_instances')
      .values([
        row('0000000000000001', os.hostname(), endedPid()),
        // This very pid on this host is this process: an earlier start of it (pid 1 in a
        // restarted container), never another gateway running now.
        row('0000000000000002', os.hostname(), process.pid),
        // Another host's: judged by its age, not removed at start.
        row('0000000000000003', 'elsewhere', 1),
        // Not heard of for more than a day.
        row(
          '0000000000000004',
          'elsewhere',
          2,
          new Date(Date.now() - 2 * 86_400_000).toISOString(),
        ),
      ])
      .execute();

    const second = await buildTestApp({
      engine,
      config: { dataDir: first.config.dataDir, database: first.config.database },
    });
    await second.ready();
    // The first app of this test shares the pid, so it goes too.
    const left = (await instances.list()).map((r) => r.id).sort();
    expect(left).toEqual(['0000000000000003', second.instance.id].sort());
  });
});
