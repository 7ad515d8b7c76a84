// How the feed grows: the p99 latency of its pages and the size of the database at 10,000,
// 100,000 and 1,000,000 stored items (BENCH_GROWTH_SIZES), on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL (a database of its own, created and dropped here).
// The database is grown in steps with the same items as bench/feed-api.mjs (multi-row inserts
// in transactions; the full-text triggers run on every row); at each size the built gateway is
// started on it and each page is loaded for BENCH_SECONDS with BENCH_CONNECTIONS connections,
// BENCH_ROUNDS times in turn; medians are printed. Pages read with a cursor are keyset-paged
// (their cost should not grow with the table); the first page is the cached one; search ranks
// the newest 1,000 matches, read each time here (a bearer that names nobody skips the cache).
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BROWSER_HEADERS,
  gatewayDir,
  load,
  migrate,
  rawGet,
  requireGateway,
  seedPostgres,
  seedSqlite,
  settle,
  startGateway,
  stopProcess,
} from './feed-api.mjs';
import { recordGoal } from './goals.mjs';
import { median } from './lib.mjs';

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '10000,100000,1000000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
// Few connections: at 100, a page read from the database only measures the queue before it.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCH = process.env.BENCH_SEARCH ?? 'budget 4242';
// Two words nearly every item holds: the newest 1,000 matches are ranked, whatever the size.
const SEARCH_COMMON = process.env.BENCH_SEARCH_COMMON ?? 'monsoon cricket';
const UNCACHED = { authorization: `Bearer ${'x'.repeat(43)}` };
const DEEP_PAGE = 50;

if (!existsSync(path.join(gatewayDir, 'dist/server.js'))) {
  throw new Error('The gateway is not built: run pnpm --filter @voices/gateway build');
}

async function json(url) {
  const res = await rawGet(url, { 'accept-language': 'en' });
  if (res.status !== 200)
    throw new Error(`${url}: ${res.status} ${res.body.toString().slice(0, 200)}`);
  return JSON.parse(res.body.toString('utf8'));
}

/** The cursor of page n of a tab (following nextPage from the first). */
async function cursorOf(base, tab, n) {
  let cursor = null;
  for (let page = 1; page < n; page += 1) {
    const url = `${base}/api/category/${tab}${cursor ? `?page=${encodeURIComponent(cursor)}` : ''}`;
    cursor = (await json(url)).nextPage;
    if (!cursor) throw new Error(`${tab} has fewer than ${n} pages`);
  }
  return cursor;
}

async function measure(base) {
  const targets = [
    { name: 'home, first page (cached)', url: `${base}/api/category/home` },
    {
      name: 'home, page 2',
      url: `${base}/api/category/home?page=${encodeURIComponent(await cursorOf(base, 'home', 2))}`,
    },
    {
      name: `home, page ${DEEP_PAGE}`,
      url: `${base}/api/category/home?page=${encodeURIComponent(await cursorOf(base, 'home', DEEP_PAGE))}`,
    },
    {
      name: 'sports, page 2',
      url: `${base}/api/category/sports?page=${encodeURIComponent(await cursorOf(base, 'sports', 2))}`,
    },
    // Anonymous searches are cached for a few seconds: these send a bearer that names nobody,
    // which reads as anonymous but is read from the database every time.
    {
      name: `search "${SEARCH}" (uncached)`,
      url: `${base}/api/search?q=${encodeURIComponent(SEARCH)}`,
      headers: UNCACHED,
    },
    {
      name: `search "${SEARCH_COMMON}" (uncached)`,
      url: `${base}/api/search?q=${encodeURIComponent(SEARCH_COMMON)}`,
      headers: UNCACHED,
    },
  ];
  const connectionsOf = (target) => target.connections ?? CONNECTIONS;
  for (const target of targets) {
    await load(target.url, {
      connections: connectionsOf(target),
      duration: 1,
      headers: { ...BROWSER_HEADERS, ...target.headers },
    });
    await settle(base);
  }
  const runs = new Map(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of targets) {
      const result = await load(target.url, {
        connections: connectionsOf(target),
        duration: DURATION,
        headers: { ...BROWSER_HEADERS, ...target.headers },
      });
      await settle(base);
      if (result.non2xx) throw new Error(`${target.name}: ${result.non2xx} non-2xx answers`);
      runs.get(target.name).push({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
    }
  }
  return targets.map((t) => ({
    name: t.name,
    rps: median(runs.get(t.name).map((r) => r.rps)),
    p50: median(runs.get(t.name).map((r) => r.p50)),
    p99: median(runs.get(t.name).map((r) => r.p99)),
  }));
}

const MB = 1024 * 1024;

/** The gateway started on the database as it stands, its pages measured, then stopped. */
async function measureAt({ engine, size, bytes, seconds }, dataDir, databaseUrl) {
  const gateway = await startGateway(dataDir, databaseUrl);
  let results;
  try {
    results = await measure(gateway.url);
  } finally {
    await stopProcess(gateway.child);
  }
  console.log(`  ${results.map((r) => `${r.name}: p50 ${r.p50} / p99 ${r.p99} ms`).join('; ')}`);
  return { engine, size, mb: bytes / MB, seconds, results };
}

async function sqliteSeries() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voices-bench-growth-'));
  const file = path.join(dataDir, 'voices.db');
  const now = Math.floor(Date.now() / 1000);
  const rows = [];
  try {
    await migrate({ engine: 'sqlite', file });
    let stored = 0;
    for (const size of SIZES) {
      const started = Date.now();
      seedSqlite(file, stored, size, now);
      const seconds = (Date.now() - started) / 1000;
      stored = size;
      const bytes = statSync(file).size;
      console.log(
        `sqlite: ${size} items (+${seconds.toFixed(0)} s to store), ${(bytes / MB).toFixed(0)} MB`,
      );
      rows.push(await measureAt({ engine: 'SQLite', size, bytes, seconds }, dataDir));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function postgresSeries(adminUrl) {
  const pg = requireGateway('pg');
  const name = `voices_bench_growth_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voices-bench-growth-pg-'));
  const now = Math.floor(Date.now() / 1000);
  const rows = [];
  try {
    await migrate({ engine: 'postgres', url: url.href });
    let stored = 0;
    for (const size of SIZES) {
      const started = Date.now();
      await seedPostgres(url.href, stored, size, now);
      const seconds = (Date.now() - started) / 1000;
      stored = size;
      const { rows: sized } = await admin.query('select pg_database_size($1)::bigint as bytes', [
        name,
      ]);
      const bytes = Number(sized[0].bytes);
      console.log(
        `postgres: ${size} items (+${seconds.toFixed(0)} s to store), ${(bytes / MB).toFixed(0)} MB`,
      );
      rows.push(await measureAt({ engine: 'PostgreSQL', size, bytes, seconds }, dataDir, url.href));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}

// BENCH_GROWTH_ENGINES=postgres (or sqlite) runs one engine only.
const engines = (process.env.BENCH_GROWTH_ENGINES ?? 'sqlite,postgres').split(',');
const rows = engines.includes('sqlite') ? await sqliteSeries() : [];
if (engines.includes('postgres')) {
  if (process.env.TEST_DATABASE_URL) {
    rows.push(...(await postgresSeries(process.env.TEST_DATABASE_URL)));
  } else {
    console.log('TEST_DATABASE_URL is not set: SQLite only');
  }
}

const names = rows[0].results.map((r) => r.name);
console.log(
  `\nFeed growth, ${CONNECTIONS} connections, p50 / p99 latency in ms (median of ${ROUNDS} runs of ${DURATION} s; ${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})\n`,
);
console.log(`| database | items | size (MB) | ${names.join(' | ')} |`);
console.log(`|---|---:|---:|${names.map(() => '---:').join('|')}|`);
for (const row of rows) {
  console.log(
    `| ${row.engine} | ${row.size.toLocaleString('en')} | ${Math.round(row.mb)} | ${row.results.map((r) => `${r.p50} / ${r.p99} (${Math.round(r.rps)}/s)`).join(' | ')} |`,
  );
}

// The issue's table: for each engine, each page from the smallest size to the largest.
for (const engine of new Set(rows.map((row) => row.engine))) {
  const series = rows.filter((row) => row.engine === engine);
  const [small, large] = [series[0], series.at(-1)];
  if (!small || !large || small === large) continue;
  const span = `${small.size.toLocaleString('en')} → ${large.size.toLocaleString('en')} items`;
  recordGoal({
    goal: '5 growth',
    measure: `${engine}, database size, ${span}`,
    value: `${Math.round(small.mb)} → ${Math.round(large.mb)}`,
    unit: 'MB',
  });
  for (const [i, result] of large.results.entries()) {
    recordGoal({
      goal: '5 growth',
      measure: `${engine}, ${result.name}, p50 / p99, ${span}`,
      value: `${small.results[i].p50} / ${small.results[i].p99} → ${result.p50} / ${result.p99}`,
      unit: 'ms',
    });
  }
}
