// What the feed API sustains: requests per second and p99 latency of GET /api/category/home
// (and a later page, and search) on a SQLite database of 100,000 stored items (stories and
// news-source items), beside a bare Fastify route served the same way on the same machine in
// the same run, so the figures say what the feed itself costs. The bare route sends the very
// bytes and headers the gateway sent for the home page (compressed as it compressed them).
// Each target is loaded for DURATION seconds with CONNECTIONS connections, ROUNDS times in
// turn; medians are printed. Needs the built gateway (pnpm --filter @voices/gateway build);
// BENCH_GATEWAY_DIR points at another build of it (an earlier commit's, for a before figure).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, root } from '../support/site.mjs';
import { recordGoal } from './goals.mjs';
import { median } from './lib.mjs';

export const gatewayDir = process.env.BENCH_GATEWAY_DIR
  ? path.resolve(process.env.BENCH_GATEWAY_DIR)
  : path.join(root, 'gateway');
export const requireGateway = createRequire(path.join(gatewayDir, 'package.json'));

const STORY_SHARE = 0.05;
/** What a browser sends: the answers are measured as a browser would receive them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };

const WORDS =
  'monsoon election market cricket tennis startup budget river festival metro health vaccine school court film music court rain harvest port railway bridge summit league final record policy science climate energy city village farmers council minister players museum series launch phone software model market shares inflation'.split(
    ' ',
  );
// The tabs and the compose categories, as the gateway itself knows them.
const { NEWS_TABS: CATEGORIES, STORY_CATEGORIES } = requireGateway('@voices/contracts/constants');
const LANGUAGES = ['en', 'en', 'en', 'en', 'hi', 'kn', 'ta', 'te'];
const STATES = ['Karnataka', 'Tamil Nadu', 'Kerala', 'Maharashtra', 'Delhi'];
const AUTHORS = 50;

/** A deterministic generator, so every run stores the same data. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

function objectId(seconds, counter) {
  return (
    seconds.toString(16).padStart(8, '0') + 'be0c4a11fe' + counter.toString(16).padStart(6, '0')
  );
}

export function authorIds(now) {
  return Array.from({ length: AUTHORS }, (_, i) => objectId(now - 90 * 86400, i));
}

/**
 * Item number i (0 the newest): one every ~40 s going back in time, a few seconds of jitter,
 * ties included; 5 % community stories (with up to 3 media), the rest news-source items. The
 * same i always gives the same item, so a database can be grown in steps.
 */
export function itemAt(i, now, users, created) {
  const rnd = random(i * 2654435761 + 42);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const sentence = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const seconds = now - Math.floor(i * 40 + rnd() * 5);
  const at = new Date(seconds * 1000).toISOString();
  const id = objectId(seconds, i % 0x1000000);
  const title = `${sentence(6)} ${i}`;
  const content = `${sentence(60)}. ${sentence(60)}. ${sentence(60)}.`;
  if (rnd() < STORY_SHARE) {
    const media = Math.floor(rnd() * 4);
    return {
      kind: 'story',
      row: [
        id,
        pick(users),
        title,
        content,
        sentence(25),
        pick(STORY_CATEGORIES),
        pick(LANGUAGES),
        at,
        at,
      ],
      media: Array.from({ length: media }, (_, m) => [id, m, `${id}-${m}.jpg`]),
    };
  }
  const category = pick(CATEGORIES);
  return {
    kind: 'feed',
    row: [
      id,
      `https://news.example.com/${category}/${i}`,
      title,
      sentence(30),
      content,
      rnd() < 0.8 ? `https://img.example.com/${i}.jpg` : null,
      'Example News',
      'https://news.example.com/favicon.ico',
      'https://news.example.com/',
      rnd() < 0.5 ? `Writer ${Math.floor(rnd() * 200)}` : null,
      category,
      null,
      pick(LANGUAGES),
      'IN',
      category === 'local' ? pick(STATES) : null,
      `https://news.example.com/${category}.xml`,
      at,
      created,
    ],
  };
}

const STORY_COLUMNS =
  'id, author_id, title, content, summary, category, language, created_at, updated_at';
const MEDIA_COLUMNS = 'story_id, position, file_name';
const ITEM_COLUMNS = `id, link, title, description, content, image_url, source_name, source_icon,
  source_url, creator, category, subcategory, language, country, state, feed_url, published_at, fetched_at`;
const USER_COLUMNS = 'id, email, name, created_at, updated_at';
const userRow = (id, i, created) => [
  id,
  `bench${i}@example.com`,
  `Bench Author ${i}`,
  created,
  created,
];

/** Migrates a database ({ engine: 'sqlite', file } or { engine: 'postgres', url }) to the latest. */
export async function migrate(database) {
  const { openDatabase } = requireGateway('./dist/db/connection.js');
  const { migrateToLatest } = requireGateway('./dist/db/migrate.js');
  const db = openDatabase(database);
  await migrateToLatest(db, database.engine);
  await db.destroy();
}

/**
 * Stores items [from, to) in a migrated SQLite database (the authors too when from is 0), in
 * transactions of 5,000 rows; the full-text triggers run on every row.
 */
export function seedSqlite(file, from, to, now) {
  const Database = requireGateway('better-sqlite3');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const users = authorIds(now);
  const created = new Date(now * 1000).toISOString();
  const placeholders = (n) => Array.from({ length: n }, () => '?').join(', ');
  const insertStory = sqlite.prepare(
    `insert into stories (${STORY_COLUMNS}) values (${placeholders(9)})`,
  );
  const insertMedia = sqlite.prepare(`insert into story_media (${MEDIA_COLUMNS}) values (?, ?, ?)`);
  const insertItem = sqlite.prepare(
    `insert into news_items (${ITEM_COLUMNS}) values (${placeholders(18)})`,
  );
  if (from === 0) {
    const insertUser = sqlite.prepare(`insert into users (${USER_COLUMNS}) values (?, ?, ?, ?, ?)`);
    sqlite.transaction(() =>
      users.forEach((id, i) => insertUser.run(...userRow(id, i, created))),
    )();
  }
  const BATCH = 5_000;
  for (let start = from; start < to; start += BATCH) {
    sqlite.transaction(() => {
      for (let i = start; i < Math.min(start + BATCH, to); i += 1) {
        const item = itemAt(i, now, users, created);
        if (item.kind === 'story') {
          insertStory.run(...item.row);
          for (const m of item.media) insertMedia.run(...m);
        } else {
          insertItem.run(...item.row);
        }
      }
    })();
  }
  const counts = sqlite
    .prepare(
      'select (select count(*) from news_items) as items, (select count(*) from stories) as stories',
    )
    .get();
  sqlite.pragma('optimize');
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  return counts;
}

/**
 * The same items in a migrated PostgreSQL database: multi-row inserts of 1,000 rows, 10,000
 * rows a transaction; the full-text triggers run on every row.
 */
export async function seedPostgres(url, from, to, now) {
  const pg = requireGateway('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const users = authorIds(now);
  const created = new Date(now * 1000).toISOString();
  async function insertMany(table, columns, rows) {
    const width = rows[0].length;
    for (let start = 0; start < rows.length; start += 1_000) {
      const chunk = rows.slice(start, start + 1_000);
      const values = chunk
        .map(
          (_, r) =>
            `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
        )
        .join(', ');
      await client.query(`insert into ${table} (${columns}) values ${values}`, chunk.flat());
    }
  }
  try {
    if (from === 0) {
      await insertMany(
        'users',
        USER_COLUMNS,
        users.map((id, i) => userRow(id, i, created)),
      );
    }
    const BATCH = 10_000;
    for (let start = from; start < to; start += BATCH) {
      const stories = [];
      const media = [];
      const items = [];
      for (let i = start; i < Math.min(start + BATCH, to); i += 1) {
        const item = itemAt(i, now, users, created);
        if (item.kind === 'story') {
          stories.push(item.row);
          media.push(...item.media);
        } else {
          items.push(item.row);
        }
      }
      await client.query('begin');
      if (stories.length) await insertMany('stories', STORY_COLUMNS, stories);
      if (media.length) await insertMany('story_media', MEDIA_COLUMNS, media);
      if (items.length) await insertMany('news_items', ITEM_COLUMNS, items);
      await client.query('commit');
    }
    await client.query('analyze');
    const { rows } = await client.query(
      'select (select count(*) from news_items)::int as items, (select count(*) from stories)::int as stories',
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startProcess(args, env) {
  return spawn(process.execPath, args, {
    cwd: gatewayDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** The gateway as deployed, on `database` (SQLite in dataDir when no url is given). */
export async function startGateway(dataDir, databaseUrl = '') {
  const port = await freePort();
  const child = startProcess([path.join(gatewayDir, 'dist/server.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    REMOTES_JSON: '',
    NEWS_FEEDS: 'none',
    LOG_LEVEL: 'warn',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/readyz`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { child, url };
}

/** One GET, its status, headers and body bytes exactly as sent (not decompressed). */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Waits until the gateway answers its readiness probe at once (nothing queued before it). */
export async function settle(base, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (Date.now() < deadline && quick < 2) {
    const started = Date.now();
    await fetch(`${base}/readyz`).catch(() => null);
    quick = Date.now() - started < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Loads `url`; with `nextPath`, each request asks for the path it returns instead. */
export function load(url, { connections, duration, headers = BROWSER_HEADERS, nextPath }) {
  const requests = nextPath
    ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers, timeout: 30, ...(requests ? { requests } : {}) },
      (error, result) => {
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
}

/** Average bytes of one list item as JSON, over a page. */
export function itemBytes(page) {
  const sizes = page.results.map((item) => Buffer.byteLength(JSON.stringify(item)));
  return sizes.reduce((a, b) => a + b, 0) / Math.max(sizes.length, 1);
}

// The bare routes: Fastify 5 from the gateway's own dependencies, logging off. `/bare` answers
// a tiny object; `/bare-page` the bytes the gateway sent for a home page (read from PAGE_FILE:
// compressed as the gateway compressed them) with the headers it sent (HEADERS_FILE), from
// memory, so the cost of the feed itself can be told apart from the cost of sending a page.
const BARE_SERVER = `
const fs = require('node:fs');
const page = fs.readFileSync(process.env.PAGE_FILE);
const headers = JSON.parse(fs.readFileSync(process.env.HEADERS_FILE, 'utf8'));
const fastify = require('fastify')({ logger: false });
fastify.get('/bare', async () => ({ success: true, message: 'ok' }));
fastify.get('/bare-page', (request, reply) => { reply.headers(headers).send(page); });
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** Headers that belong to one connection or one answer, not to the page. */
const HOP_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

async function main() {
  const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
  const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
  const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
  // Two common words (the generated texts draw on 45 words: nearly every item matches both)
  // and a rare one (one title holds the number).
  const SEARCH = process.env.BENCH_SEARCH ?? 'monsoon cricket';
  const SEARCH_RARE = process.env.BENCH_SEARCH_RARE ?? 'budget 4242';
  // Anonymous answers are cached for a few seconds: a query many readers make at once is read
  // once. A pair of common words drawn afresh for each request (and one of five pages) is what
  // a search nobody made just before costs.
  const pickWords = random(4242);
  const freshSearch = () => {
    const first = WORDS[Math.floor(pickWords() * WORDS.length)];
    const second = WORDS[Math.floor(pickWords() * WORDS.length)];
    const page = 1 + Math.floor(pickWords() * 5);
    return `/api/search?q=${encodeURIComponent(`${first} ${second}`)}&page=${page}`;
  };
  // Search reads the index for every request: at 100 connections a slow query only queues them.
  const SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 10);

  if (!existsSync(path.join(gatewayDir, 'dist/server.js'))) {
    throw new Error('The gateway is not built: run pnpm --filter @voices/gateway build');
  }
  const { writeFileSync } = await import('node:fs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voices-bench-feed-'));
  // BENCH_KEEP=1 leaves the seeded database in place afterwards, to look at it.
  const keep = process.env.BENCH_KEEP === '1';
  const children = [];
  try {
    const seedStarted = Date.now();
    const file = path.join(dataDir, 'voices.db');
    await migrate({ engine: 'sqlite', file });
    const counts = seedSqlite(file, 0, ITEMS, Math.floor(Date.now() / 1000));
    console.log(
      `Stored ${counts.items} news items and ${counts.stories} stories in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const gateway = await startGateway(dataDir);
    children.push(gateway.child);
    const gatewayUrl = gateway.url;

    const first = await rawGet(`${gatewayUrl}/api/category/home`, BROWSER_HEADERS);
    const plain = await rawGet(`${gatewayUrl}/api/category/home`, { 'accept-language': 'en' });
    const home = JSON.parse(plain.body.toString('utf8'));
    if (first.status !== 200 || !home.success || home.results.length !== 20 || !home.nextPage) {
      throw new Error(
        `GET /api/category/home did not answer a full page: ${plain.body.toString().slice(0, 200)}`,
      );
    }
    const pageFile = path.join(dataDir, 'home-page.bin');
    const headersFile = path.join(dataDir, 'home-headers.json');
    writeFileSync(pageFile, first.body);
    writeFileSync(
      headersFile,
      JSON.stringify(
        Object.fromEntries(
          Object.entries(first.headers).filter(([name]) => !HOP_HEADERS.has(name)),
        ),
      ),
    );
    console.log(
      `Home page: ${(plain.body.length / 1024).toFixed(1)} KB of JSON, ${(first.body.length / 1024).toFixed(1)} KB sent (${first.headers['content-encoding'] ?? 'not compressed'}), ${Math.round(itemBytes(home))} bytes an item on average`,
    );
    const searchUrl = `${gatewayUrl}/api/search?q=${encodeURIComponent(SEARCH)}`;
    const search = JSON.parse((await rawGet(searchUrl)).body.toString('utf8'));
    console.log(`Search "${SEARCH}": ${search.results.length} results on the first page`);

    const barePort = await freePort();
    const bare = startProcess(['-e', BARE_SERVER], {
      PORT: String(barePort),
      PAGE_FILE: pageFile,
      HEADERS_FILE: headersFile,
    });
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);

    const targets = [
      { name: 'bare Fastify route', path: '/bare', url: `http://127.0.0.1:${barePort}/bare` },
      {
        name: 'bare Fastify route, the home page bytes and headers',
        path: '/bare-page',
        url: `http://127.0.0.1:${barePort}/bare-page`,
      },
      {
        name: 'GET /api/category/home',
        path: '/api/category/home',
        url: `${gatewayUrl}/api/category/home`,
      },
      {
        name: 'GET /api/category/home?language=en',
        path: '/api/category/home?language=en',
        url: `${gatewayUrl}/api/category/home?language=en`,
      },
      {
        name: 'GET /api/category/home (page 2)',
        path: '/api/category/home?page=…',
        url: `${gatewayUrl}/api/category/home?page=${encodeURIComponent(home.nextPage)}`,
      },
      {
        name: `GET /api/search?q=${SEARCH}`,
        path: `/api/search?q=${SEARCH}`,
        url: searchUrl,
        connections: SEARCH_CONNECTIONS,
      },
      {
        name: `GET /api/search?q=${SEARCH_RARE}`,
        path: `/api/search?q=${SEARCH_RARE}`,
        url: `${gatewayUrl}/api/search?q=${encodeURIComponent(SEARCH_RARE)}`,
        connections: SEARCH_CONNECTIONS,
      },
      {
        name: 'GET /api/search, two common words drawn for each request',
        path: '/api/search?q=(two common words, drawn for each request)',
        url: `${gatewayUrl}/api/search`,
        nextPath: freshSearch,
        connections: SEARCH_CONNECTIONS,
      },
    ];
    // A short warm-up of each, then the rounds, targets taking turns.
    const connectionsOf = (target) => target.connections ?? CONNECTIONS;
    for (const target of targets) {
      await load(target.url, {
        connections: connectionsOf(target),
        duration: 2,
        nextPath: target.nextPath,
      });
      await settle(gatewayUrl);
    }
    const runs = new Map(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of targets) {
        const result = await load(target.url, {
          connections: connectionsOf(target),
          duration: DURATION,
          nextPath: target.nextPath,
        });
        // Requests the load generator gave up on may still be running: let them finish.
        await settle(gatewayUrl);
        if (result.non2xx) {
          throw new Error(`${target.name}: ${result.non2xx} non-2xx answers`);
        }
        runs.get(target.name).push({
          rps: result.requests.average,
          p99: result.latency.p99,
          bytes: result.throughput.average,
          errors: result.errors,
        });
        console.log(
          `round ${round}: ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors} errors (${result.timeouts} timeouts) (load ${os.loadavg()[0].toFixed(1)})`,
        );
      }
    }

    const bareRps = median(runs.get(targets[0].name).map((r) => r.rps));
    const barePageRps = median(runs.get(targets[1].name).map((r) => r.rps));
    // The load on a shared machine moves between rounds: each round's ratio to the bare page of
    // the same round is steadier than a ratio of medians.
    const perRound = (target) =>
      median(runs.get(target.name).map((r, i) => r.rps / runs.get(targets[1].name)[i].rps));
    console.log(
      `\nFeed API, ${counts.items + counts.stories} stored items, ${CONNECTIONS} connections, median of ${ROUNDS} runs of ${DURATION} s (${os.cpus().length} cores, Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})\n`,
    );
    console.log(
      '| target | requests/s | p99 latency (ms) | response (KB) | vs bare route | vs bare route with the same bytes | the same, per round (median) | errors |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const target of targets) {
      const list = runs.get(target.name);
      const rps = median(list.map((r) => r.rps));
      const p99 = median(list.map((r) => r.p99));
      const kb = median(list.map((r) => r.bytes / Math.max(r.rps, 1))) / 1024;
      console.log(
        `| ${target.path}${target.connections ? ` (${target.connections} connections)` : ''} | ${Math.round(rps)} | ${p99} | ${kb.toFixed(1)} | ${(rps / bareRps).toFixed(3)}× | ${(rps / barePageRps).toFixed(2)}× | ${perRound(target).toFixed(2)}× | ${list.reduce((n, r) => n + r.errors, 0)} |`,
      );
    }
    const homeTarget = targets[2];
    const homeP99 = median(runs.get(homeTarget.name).map((r) => r.p99));
    const homeRatio = perRound(homeTarget);
    recordGoal({
      goal: '3 feed',
      measure: 'home page, bytes an item on average',
      value: Math.round(itemBytes(home)),
      unit: 'B',
      target: '≤ 1,024 B',
      met: itemBytes(home) <= 1024,
    });
    recordGoal({
      goal: '3 feed',
      measure: `home page vs a bare route with the same bytes, ${CONNECTIONS} connections`,
      value: `${homeRatio.toFixed(2)}×`,
      target: '≥ 0.8×',
      met: homeRatio >= 0.8,
    });
    recordGoal({
      goal: '3 feed',
      measure: `home page p99, ${CONNECTIONS} connections`,
      value: homeP99,
      unit: 'ms',
      target: '≤ 50 ms',
      met: homeP99 <= 50,
    });
    for (const target of targets.filter((t) => t.path.startsWith('/api/search'))) {
      const p99 = median(runs.get(target.name).map((r) => r.p99));
      recordGoal({
        goal: '3 feed',
        measure: `${target.path} p99, ${connectionsOf(target)} connections`,
        value: p99,
        unit: 'ms',
        target: '≤ 100 ms',
        met: p99 <= 100,
      });
    }
  } finally {
    await Promise.all(children.map(stopProcess));
    if (keep) console.log(`The database is kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
