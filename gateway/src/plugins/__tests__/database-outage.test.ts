import { sql } from 'kysely';
import pg from 'pg';
import { READINESS_MESSAGES, SERVICE_MESSAGES } from '@voices/contracts';
import { buildTestApp } from '../../testing';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';

const url = process.env.TEST_DATABASE_URL;
// The outage is PostgreSQL's: SQLite is a file in the process, with no connection to lose.
const describePostgres = url ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describePostgres('a PostgreSQL outage [postgres]', () => {
  let proxy: TcpProxy | null = null;
  afterEach(async () => {
    await proxy?.close();
    proxy = null;
  });

  it('survives its connections being terminated, idle or checked out, and keeps serving', async () => {
    const app = await buildTestApp({ engine: 'postgres' });
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/api/getContributions' })),
    );
    const name = `voices-gateway-${app.instance.id}`;

    await app.db.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        connection,
      );
      const killed = await withAdmin((admin) =>
        admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [name],
        ),
      );
      // The checked-out one and the idle ones.
      expect(killed.rowCount).toBeGreaterThan(1);
      expect(rows[0]!.pid).toEqual(expect.any(Number));
      // The checked-out client hears of it while no query runs: an 'error' event.
      await sleep(300);
      await expect(sql`select 1`.execute(connection)).rejects.toThrow();
    });

    const list = await app.inject({ method: 'GET', url: '/api/getContributions' });
    expect(list.statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 JSON at once while the server is away, and recovers by itself', async () => {
    const target = new URL(url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const app = await buildTestApp({ engine: 'postgres', databaseUrl: viaProxy.toString() });
    expect((await app.inject({ method: 'GET', url: '/api/getContributions' })).statusCode).toBe(
      200,
    );
    expect(proxy.open).toBeGreaterThan(0);

    await proxy.cut();
    const started = Date.now();
    const away = await until(
      () => app.inject({ method: 'GET', url: '/api/getContributions' }),
      (res) => res.statusCode === 503,
      3000,
    );
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual({ success: false, message: SERVICE_MESSAGES.databaseUnavailable });
    expect(away.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(3000);
    // Its own check of the server has failed too: from now on nothing waits on a connect.
    const noticed = await until(
      async () => app.dbAvailability.available,
      (available) => !available,
      3000,
    );
    expect(noticed).toBe(false);

    // While away, every call fails fast, writes too, and nothing internal is said.
    const timed = Date.now();
    const write = await app.inject({
      method: 'POST',
      url: '/api/request-otp',
      payload: { email: 'someone@example.com' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ success: false, message: SERVICE_MESSAGES.databaseUnavailable });
    // At once: not the 5 s a connect to a vanished server may take, nor a hang.
    expect(Date.now() - timed).toBeLessThan(2000);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      message: READINESS_MESSAGES.databaseUnavailable,
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await proxy.restore();
    const back = await until(
      () => app.inject({ method: 'GET', url: '/api/getContributions' }),
      (res) => res.statusCode === 200,
      5000,
    );
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
  });
});
