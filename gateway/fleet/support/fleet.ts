import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '../../src/testing/free-port';
import { startS3Server } from '../../src/testing/s3-server';
import {
  killGateway,
  sleep,
  startGateway,
  until,
  type GatewayProcess,
} from '../../faults/support/gateway-process';

export const REPO_DIR = path.resolve(__dirname, '..', '..', '..');
export const HAPROXY_CFG = path.join(REPO_DIR, 'deploy', 'haproxy.cfg');

/** Why the fleet cannot be started on this machine; null when it can. */
export function fleetUnavailable(): string | null {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  if (!process.env.TEST_REDIS_URL) return 'TEST_REDIS_URL is not set';
  if (spawnSync('haproxy', ['-v']).status !== 0) return 'haproxy is not installed';
  return null;
}

/**
 * `it` when the fleet can run here, else a skipped test whose name says why, and a note that
 * `pnpm test` prints beside its closing line (scripts/test.mjs reads `notes-*.json`).
 */
export function fleetTest(name: string): jest.It {
  const reason = fleetUnavailable();
  if (reason === null) return it;
  const text = `the fleet test "${name}" did not run: ${reason}`;
  console.warn(text);
  const dir = process.env.VOICES_TEST_REPORT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `notes-fleet-${process.pid}.json`);
    const notes = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { notes: string[] }).notes
      : [];
    writeFileSync(file, JSON.stringify({ notes: [...notes, text] }));
  }
  return ((title: string) => it.skip(`${title} (skipped: ${reason})`, () => {})) as jest.It;
}

/**
 * Where the gateways keep uploaded media: an S3-compatible bucket (s3rver on loopback) that all
 * three store into and serve from, as a fleet in production would use object storage rather
 * than a shared volume. This is the one place that chooses the media store.
 */
async function mediaStore(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const s3 = await startS3Server({ bucket: 'fleet-media' });
  return { env: s3.env, close: () => s3.stop() };
}

export interface Fleet {
  /** The balancer: http://127.0.0.1:<port> */
  readonly url: string;
  /** The gateway processes now running, by slot (null while one is stopped). */
  readonly gateways: (GatewayProcess | null)[];
  /** Each slot's own address, http://127.0.0.1:<port>, kept across restarts. */
  readonly direct: string[];
  readonly dataDir: string;
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  /** Starts slot `i`'s gateway on its port; resolves once it answers /readyz. */
  start(i: number): Promise<GatewayProcess>;
  /** A graceful stop (SIGTERM), waiting for the exit; answers the exit code. */
  stop(i: number): Promise<number | null>;
  /** The sign-in code the fleet e-mailed to `email` (logged by whichever gateway sent it). */
  codeFor(email: string): Promise<string>;
  /** Which slot a gateway instance id (gateway_instances.id) belongs to, if it still runs. */
  slotOf(instanceId: string): Promise<number | null>;
  close(): Promise<void>;
}

async function readyz(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/readyz`)).status;
  } catch {
    return 0;
  }
}

/**
 * Three gateways (built, `node dist/server.js`) on a fresh PostgreSQL database of
 * TEST_DATABASE_URL's server and on TEST_REDIS_URL, sharing one DATA_DIR and AUTH_SECRET, with
 * TRUST_PROXY=127.0.0.1 (the balancer), behind HAProxy running deploy/haproxy.cfg as it is.
 */
export async function startFleet(options: { env?: Record<string, string> } = {}): Promise<Fleet> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `voices_fleet_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  db.on('error', () => {});
  await db.connect();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voices-fleet-'));
  const media = await mediaStore();
  const ports = [await freePort(), await freePort(), await freePort()];
  const direct = ports.map((port) => `http://127.0.0.1:${port}`);
  const gateways: (GatewayProcess | null)[] = [null, null, null];
  const everyProcess: GatewayProcess[] = [];
  // A Redis database of its own (pub/sub is server-wide, but the sign-in counters are keys, and
  // they outlive the test by their window): emptied of the gateway's counters at the end.
  const redisUrl = new URL(process.env.TEST_REDIS_URL!);
  redisUrl.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
  const env = {
    REDIS_URL: redisUrl.toString(),
    // The balancer's address, the form to use where gateways can be reached directly too.
    TRUST_PROXY: '127.0.0.1',
    AUTH_SECRET: 'fleet-test-secret-0123456789abcdef0123456789',
    ...media.env,
    ...options.env,
  };

  async function start(i: number): Promise<GatewayProcess> {
    const gateway = await startGateway({
      dataDir,
      databaseUrl: databaseUrl.toString(),
      env: { ...env, PORT: String(ports[i]) },
    });
    gateways[i] = gateway;
    everyProcess.push(gateway);
    await until(
      () => readyz(direct[i]!),
      (status) => status === 200,
      30_000,
    );
    return gateway;
  }

  let haproxy: ChildProcess | null = null;
  const haproxyPort = await freePort();
  const url = `http://127.0.0.1:${haproxyPort}`;
  const fleet: Fleet = {
    url,
    gateways,
    direct,
    dataDir,
    async query(text, values) {
      return (await db.query(text, values)).rows;
    },
    start,
    async stop(i) {
      const gateway = gateways[i];
      if (!gateway) return null;
      gateway.kill('SIGTERM');
      const { code } = await gateway.exited;
      gateways[i] = null;
      return code;
    },
    async codeFor(email) {
      for (let tries = 0; tries < 100; tries++) {
        for (const gateway of everyProcess) {
          const line = [...gateway.logs()].reverse().find((l) => l.to === email && l.code);
          if (line) return String(line.code);
        }
        await sleep(50);
      }
      throw new Error(`no code was logged for ${email}`);
    },
    async slotOf(instanceId) {
      const rows = await fleet.query<{ pid: number }>(
        'select pid from gateway_instances where id = $1',
        [instanceId],
      );
      const pid = rows[0]?.pid;
      const slot = gateways.findIndex((g) => g !== null && g.pid === pid);
      return slot >= 0 ? slot : null;
    },
    async close() {
      haproxy?.kill('SIGKILL');
      await Promise.all(gateways.map((g) => killGateway(g)));
      await db.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
      await media.close();
      const redis = new Redis(redisUrl.toString(), { lazyConnect: true });
      await redis.connect().catch(() => {});
      const keys = await redis.keys('voices:limit:*').catch(() => [] as string[]);
      if (keys.length > 0) await redis.del(...keys).catch(() => {});
      redis.disconnect();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  try {
    // Together, as a deployment starts them: the migrations run once, under Kysely's lock.
    await Promise.all([0, 1, 2].map(start));
    haproxy = spawn('haproxy', ['-db', '-f', HAPROXY_CFG], {
      env: {
        ...process.env,
        VOICES_BIND: `127.0.0.1:${haproxyPort}`,
        VOICES_GATEWAY_1: `127.0.0.1:${ports[0]}`,
        VOICES_GATEWAY_2: `127.0.0.1:${ports[1]}`,
        VOICES_GATEWAY_3: `127.0.0.1:${ports[2]}`,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let haproxyErrors = '';
    haproxy.stderr!.on('data', (chunk: Buffer) => (haproxyErrors += chunk.toString()));
    const status = await until(
      () => readyz(url),
      (s) => s === 200,
      10_000,
    );
    if (status !== 200) throw new Error(`haproxy did not start: ${haproxyErrors}`);
  } catch (error) {
    await fleet.close();
    throw error;
  }
  return fleet;
}

/** A member registered through the balancer, as a person does it. */
export interface Member {
  id: string;
  email: string;
  name: string;
  token: string;
}

export async function call(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, json };
}

async function ok(url: string, body: unknown): Promise<Record<string, unknown>> {
  const { status, json } = await call(url, 'POST', body);
  if (status !== 200 && status !== 201) {
    throw new Error(`${url} answered ${status}: ${JSON.stringify(json)}`);
  }
  return json;
}

let members = 0;
export async function registerMember(fleet: Fleet, name: string): Promise<Member> {
  members += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${members}-${Date.now()}@example.com`;
  await ok(`${fleet.url}/api/request-otp`, { email });
  const verified = await ok(`${fleet.url}/api/verify-otp`, {
    email,
    otp: await fleet.codeFor(email),
  });
  const done = await ok(`${fleet.url}/api/complete`, {
    email,
    name,
    bio: '',
    acceptTerms: true,
    acceptPrivacy: true,
    registrationToken: verified.registrationToken,
  });
  const user = done.user as { id?: string; _id?: string };
  return { id: String(user.id ?? user._id), email, name, token: String(done.token) };
}
