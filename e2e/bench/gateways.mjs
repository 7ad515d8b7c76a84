// Built gateways for the realtime and fleet benchmarks: started as deployed
// (node gateway/dist/server.js), on SQLite or on a fresh PostgreSQL database with Redis, with
// members, sessions and follows written straight into the database (thousands of members are
// not registered through e-mail codes), socket.io clients signed in with those sessions, and
// the gateway's memory read from outside (VmRSS, and the V8 heap through the inspector).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from '../support/site.mjs';

export const gatewayDir = path.join(root, 'gateway');
export const SERVER = path.join(gatewayDir, 'dist', 'server.js');
export const requireGateway = createRequire(path.join(gatewayDir, 'package.json'));
const { io } = requireGateway('socket.io-client');
// The websocket client socket.io-client itself uses, for the inspector's websocket.
const WebSocket = createRequire(
  createRequire(requireGateway.resolve('socket.io-client')).resolve('engine.io-client'),
)('ws');

export const AUTH_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why PostgreSQL + Redis runs cannot happen here; null when they can. */
export function sharedUnavailable() {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  if (!process.env.TEST_REDIS_URL) return 'TEST_REDIS_URL is not set';
  return null;
}

export function haproxyUnavailable() {
  return spawnSync('haproxy', ['-v']).status === 0 ? null : 'haproxy is not installed';
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server and a Redis database number. */
export async function sharedStores() {
  const pg = requireGateway('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `voices_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL);
  databaseUrl.pathname = `/${name}`;
  const redisUrl = new URL(process.env.TEST_REDIS_URL);
  redisUrl.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
  return {
    databaseUrl: databaseUrl.toString(),
    redisUrl: redisUrl.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

async function readyz(url) {
  try {
    return (await fetch(`${url}/readyz`)).status;
  } catch {
    return 0;
  }
}

/**
 * Starts `node [nodeArgs] gateway/dist/server.js` on a free port; resolves once /readyz answers
 * 200. `inspect: true` opens the inspector on a free loopback port (for forced collections).
 * `server` runs another build instead (a copy of an earlier dist/ in a sibling folder of it,
 * such as gateway/dist-before/server.js, to compare builds in the same run).
 */
export async function startGateway({
  dataDir,
  databaseUrl,
  redisUrl,
  env = {},
  inspect = false,
  server = SERVER,
}) {
  const port = await freePort();
  const inspectPort = inspect ? await freePort() : null;
  const args = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`, server] : [server];
  const child = spawn(process.execPath, args, {
    cwd: gatewayDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      REMOTES_JSON: '',
      SMTP_URL: '',
      NEWS_FEEDS: 'none',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while ((await readyz(url)) !== 200) {
    if (child.exitCode !== null) throw new Error(`the gateway exited: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`the gateway did not get ready: ${stderr}`);
    await sleep(100);
  }
  return {
    url,
    port,
    pid: child.pid,
    child,
    inspectPort,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voices-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Resident set size of a process in KB (VmRSS of /proc/<pid>/status). */
export function rssKb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match[1]);
}

/** CPU time a process has used so far, in ms (utime + stime of /proc/<pid>/stat; 10 ms steps). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which is in parentheses and may hold spaces).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/**
 * The gateway's V8 inspector: forces a full collection and reads process.memoryUsage(), from
 * outside, so the product carries no debug endpoint.
 */
export async function inspector(inspectPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return {
    async collect() {
      // Twice: objects with finalizers (sockets) are freed by the second.
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
    },
    async memoryUsage() {
      const answer = await send('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      return JSON.parse(answer.result.result.value);
    },
    close: () => ws.close(),
  };
}

/** Direct database writes: SQLite through better-sqlite3, PostgreSQL through pg. */
export async function openStore({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const pg = requireGateway('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      async insert(table, columns, rows) {
        for (let start = 0; start < rows.length; start += 1000) {
          const batch = rows.slice(start, start + 1000);
          const values = [];
          const tuples = batch.map((row) => {
            const marks = row.map((value) => {
              values.push(value);
              return `$${values.length}`;
            });
            return `(${marks.join(', ')})`;
          });
          await client.query(
            `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`,
            values,
          );
        }
      },
      close: () => client.end(),
    };
  }
  const Database = requireGateway('better-sqlite3');
  const sqlite = new Database(path.join(dataDir, 'voices.db'));
  sqlite.pragma('busy_timeout = 10000');
  return {
    async insert(table, columns, rows) {
      const statement = sqlite.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      sqlite.transaction(() => rows.forEach((row) => statement.run(...row)))();
    },
    async close() {
      sqlite.close();
    },
  };
}

let idCounter = 0;
/** A 24-hex id shaped like the gateway's own (time, then a random and a counter part). */
function newId() {
  idCounter += 1;
  return (
    Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0') +
    randomBytes(5).toString('hex') +
    idCounter.toString(16).padStart(6, '0')
  );
}

/**
 * `count` members, each with a live 30-day session, written straight into the database.
 * Answers { id, token } per member; the tokens work as if the members had signed in.
 */
export async function seedMembers(store, count, prefix = 'bench') {
  const now = new Date();
  const at = now.toISOString();
  const expires = new Date(now.getTime() + 30 * 86400_000).toISOString();
  const members = Array.from({ length: count }, () => ({
    id: newId(),
    token: randomBytes(32).toString('base64url'),
  }));
  await store.insert(
    'users',
    ['id', 'email', 'name', 'created_at', 'updated_at'],
    members.map((m, i) => [m.id, `${prefix}-${m.id}@example.com`, `${prefix} ${i}`, at, at]),
  );
  await store.insert(
    'sessions',
    ['token_hash', 'user_id', 'created_at', 'expires_at', 'last_seen_at'],
    members.map((m) => [createHash('sha256').update(m.token).digest('hex'), m.id, at, expires, at]),
  );
  return members;
}

/** Every one of `followers` follows `author`. */
export async function seedFollows(store, author, followers) {
  const at = new Date().toISOString();
  await store.insert(
    'follows',
    ['follower_id', 'followee_id', 'created_at'],
    followers.map((f) => [f.id, author.id, at]),
  );
}

/** A signed-in socket.io client (websocket only); resolves once connected. */
export function connectSocket(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      forceNew: true,
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Connects many sockets, `parallel` at a time. */
export async function connectMany(urlFor, members, parallel = 50) {
  const sockets = new Array(members.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < members.length) {
        const i = next++;
        sockets[i] = await connectSocket(urlFor(i), members[i].token);
      }
    }),
  );
  return sockets;
}

export function closeSockets(sockets) {
  for (const socket of sockets) socket?.close();
}

const STORY = {
  content: 'The old bridge over the river reopened on Monday after two years of repairs.',
  category: 'Local',
  language: 'en',
  selectedTemplate: 'modern-grid',
};

/** Publishes a story without pictures as the compose screen sends it (multipart). */
export async function publishStory(url, token, title) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...STORY, title })) form.append(name, value);
  const res = await fetch(`${url}/api/contribute`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = await res.json().catch(() => ({}));
  if (res.status !== 201)
    throw new Error(`publish answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
