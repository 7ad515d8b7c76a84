import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  killGateway,
  sleep,
  startGateway,
  until,
  type GatewayProcess,
} from './support/gateway-process';
import { startLoad, type LoadReport } from './support/load';
import { createCluster, findPostgres, type PostgresCluster } from './support/postgres-cluster';
import { registerMember, send, type Member } from './support/site';
import { scenario } from './support/skips';

const found = findPostgres();
const unavailable = 'reason' in found ? found.reason : null;

/** Every answer was JSON of the API's shape, and none a 500; nothing went unanswered. */
function expectCleanAnswers(report: LoadReport): void {
  expect(report.failures).toEqual([]);
  const statuses = new Set(report.answers.map((a) => a.status));
  for (const status of statuses) expect([200, 201, 503]).toContain(status);
  for (const answer of report.answers.filter((a) => a.status === 503)) {
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    // No internals: no driver, host or SQL in what a client sees.
    expect(JSON.stringify(answer.body)).not.toMatch(/ECONN|postgres|terminat|select|127\.0/i);
  }
}

describe('a PostgreSQL outage under a running gateway (private cluster)', () => {
  let cluster: PostgresCluster | null = null;
  let gateway: GatewayProcess | null = null;
  let member: Member;
  let dataDir: string;

  beforeAll(async () => {
    if (unavailable) return;
    cluster = await createCluster();
    await cluster.query('create database voices');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'voices-faults-'));
    gateway = await startGateway({ dataDir, databaseUrl: cluster.url('voices') });
    member = await registerMember(gateway, 'Load Writer');
  });

  afterAll(async () => {
    await killGateway(gateway);
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  scenario('terminated backends', unavailable)(
    'stays up when its backends are terminated (pg_terminate_backend) and keeps answering',
    async () => {
      const g = gateway!;
      const load = startLoad(g.url, member);
      await sleep(1500);
      const killed = await cluster!.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'voices-gateway%'",
      );
      const killedAt = Date.now();
      expect(killed.length).toBeGreaterThan(0);
      await sleep(3000);
      const report = await load.stop();

      expect(g.child.exitCode).toBeNull();
      expectCleanAnswers(report);
      // Recovered within seconds: everything from 2 s after the kill on succeeded.
      const later = report.answers.filter((a) => a.at > killedAt + 2000);
      expect(later.length).toBeGreaterThan(10);
      expect(later.filter((a) => a.status >= 300)).toEqual([]);
      expect((await send(`${g.url}/readyz`)).json).toEqual({ status: 'ready' });
    },
  );

  scenario('PostgreSQL stopped and restarted', unavailable)(
    'answers 503 JSON while PostgreSQL is stopped, /readyz too, and recovers within seconds of its return',
    async () => {
      const g = gateway!;
      const logged = g.logs().length;
      const load = startLoad(g.url, member);
      await sleep(1500);
      await cluster!.stop('fast');

      const away = await until(
        () => send(`${g.url}/api/getContributions`),
        (a) => a.status === 503,
        3000,
      );
      expect(away.status).toBe(503);
      expect(away.json).toEqual({ success: false, message: expect.stringMatching(/unavailable/) });
      expect(away.headers['retry-after']).toBe('5');
      const ready = await send(`${g.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({ status: 'unavailable', message: 'Database unavailable' });
      expect((await send(`${g.url}/healthz`)).status).toBe(200);
      // Away for a while, under load, and the process stays.
      await sleep(3000);
      expect(g.child.exitCode).toBeNull();

      await cluster!.start();
      const restarted = Date.now();
      const back = await until(
        () => send(`${g.url}/api/getContributions`),
        (a) => a.status === 200,
        15_000,
      );
      const recoverySeconds = (Date.now() - restarted) / 1000;
      console.log(`recovered ${recoverySeconds.toFixed(1)} s after PostgreSQL was back`);
      expect(back.status).toBe(200);
      expect(recoverySeconds).toBeLessThan(10);
      expect((await send(`${g.url}/readyz`)).json).toEqual({ status: 'ready' });
      await sleep(1000);
      const report = await load.stop();

      expectCleanAnswers(report);
      expect(report.answers.some((a) => a.status === 503)).toBe(true);
      // The outage in the log: one warning when it began and one line when it ended.
      const lines = g.logs().slice(logged);
      const said = (prefix: string) =>
        lines.filter((l) => String(l.msg ?? '').startsWith(prefix)).length;
      expect(said('database unavailable')).toBe(1);
      expect(said('database available again')).toBe(1);
    },
  );
});
