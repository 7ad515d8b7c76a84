// What the feed API sustains: requests per second and p99 latency of GET /api/category/home
// on a SQLite database of 100,000 stored items (stories and news-source items), beside a bare
// Fastify route served the same way on the same machine in the same run, so the figures say
// what the feed itself costs. Each target is loaded for DURATION seconds with CONNECTIONS
// connections, ROUNDS times in turn; medians are printed. Needs the built gateway
// (pnpm --filter @voices/gateway build).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from '../support/site.mjs';
import { median } from './lib.mjs';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STORY_SHARE = 0.05;

const gatewayDir = path.join(root, 'gateway');
const requireGateway = createRequire(path.join(gatewayDir, 'package.json'));

const WORDS =
  'monsoon election market cricket tennis startup budget river festival metro health vaccine school court film music court rain harvest port railway bridge summit league final record policy science climate energy city village farmers council minister players museum series launch phone software model market shares inflation'.split(
    ' ',
  );
// The tabs and the compose categories, as the gateway itself knows them.
const { NEWS_TABS: CATEGORIES, STORY_CATEGORIES } = requireGateway('@voices/contracts/constants');
const LANGUAGES = ['en', 'en', 'en', 'en', 'hi', 'kn', 'ta', 'te'];
const STATES = ['Karnataka', 'Tamil Nadu', 'Kerala', 'Maharashtra', 'Delhi'];

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

/** Migrates a fresh SQLite database with the gateway's own migrations, then fills it. */
async function seed(dataDir) {
  const { openDatabase } = requireGateway('./dist/db/connection.js');
  const { migrateToLatest } = requireGateway('./dist/db/migrate.js');
  const file = path.join(dataDir, 'voices.db');
  const db = openDatabase({ engine: 'sqlite', file });
  await migrateToLatest(db, 'sqlite');
  await db.destroy();

  const Database = requireGateway('better-sqlite3');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const rnd = random(42);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const sentence = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const now = Math.floor(Date.now() / 1000);
  const created = new Date().toISOString();

  const users = Array.from({ length: 50 }, (_, i) => objectId(now - 90 * 86400, i));
  const insertUser = sqlite.prepare(
    'insert into users (id, email, name, created_at, updated_at) values (?, ?, ?, ?, ?)',
  );
  const insertStory = sqlite.prepare(
    `insert into stories (id, author_id, title, content, summary, category, language, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMedia = sqlite.prepare(
    'insert into story_media (story_id, position, file_name) values (?, ?, ?)',
  );
  const insertItem = sqlite.prepare(
    `insert into news_items (id, link, title, description, content, image_url, source_name, source_icon,
       source_url, creator, category, subcategory, language, country, state, feed_url, published_at, fetched_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  sqlite.transaction(() => {
    users.forEach((id, i) =>
      insertUser.run(id, `bench${i}@example.com`, `Bench Author ${i}`, created, created),
    );
  })();

  const BATCH = 5_000;
  for (let start = 0; start < ITEMS; start += BATCH) {
    sqlite.transaction(() => {
      for (let i = start; i < Math.min(start + BATCH, ITEMS); i += 1) {
        // One item every ~40 s going back in time, a few seconds of jitter, ties included.
        const seconds = now - Math.floor(i * 40 + rnd() * 5);
        const at = new Date(seconds * 1000).toISOString();
        const id = objectId(seconds, i);
        const title = `${sentence(6)} ${i}`;
        const content = `${sentence(60)}. ${sentence(60)}. ${sentence(60)}.`;
        if (rnd() < STORY_SHARE) {
          insertStory.run(
            id,
            pick(users),
            title,
            content,
            sentence(25),
            pick(STORY_CATEGORIES),
            pick(LANGUAGES),
            at,
            at,
          );
          const media = Math.floor(rnd() * 4);
          for (let m = 0; m < media; m += 1) insertMedia.run(id, m, `${id}-${m}.jpg`);
        } else {
          const category = pick(CATEGORIES);
          insertItem.run(
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
          );
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
  sqlite.close();
  return counts;
}

async function waitFor(url, child, timeoutMs = 30_000) {
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

function startProcess(args, env) {
  return spawn(process.execPath, args, {
    cwd: gatewayDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

// The bare routes: Fastify 5 from the gateway's own dependencies, logging off. `/bare` answers
// a tiny object; `/bare-page` the same bytes as a home page (read from PAGE_FILE), so the cost
// of the feed's JSON and of sending it can be told apart from the cost of the database.
const BARE_SERVER = `
const page = JSON.parse(require('node:fs').readFileSync(process.env.PAGE_FILE, 'utf8'));
const fastify = require('fastify')({ logger: false });
fastify.get('/bare', async () => ({ success: true, message: 'ok' }));
fastify.get('/bare-page', async () => page);
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

if (!existsSync(path.join(gatewayDir, 'dist/server.js'))) {
  throw new Error('The gateway is not built: run pnpm --filter @voices/gateway build');
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voices-bench-feed-'));
// BENCH_KEEP=1 leaves the seeded database in place afterwards, to look at it.
const keep = process.env.BENCH_KEEP === '1';
const children = [];
try {
  const seedStarted = Date.now();
  const counts = await seed(dataDir);
  console.log(
    `Stored ${counts.items} news items and ${counts.stories} stories in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const gatewayPort = await freePort();
  const gateway = startProcess([path.join(gatewayDir, 'dist/server.js')], {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    REMOTES_JSON: '',
    NEWS_FEEDS: 'none',
    LOG_LEVEL: 'warn',
  });
  children.push(gateway);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(`${gatewayUrl}/readyz`, gateway);

  const firstText = await (await fetch(`${gatewayUrl}/api/category/home`)).text();
  const first = JSON.parse(firstText);
  if (!first.success || first.results.length !== 20 || !first.nextPage) {
    throw new Error(
      `GET /api/category/home did not answer a full page: ${firstText.slice(0, 200)}`,
    );
  }
  const pageFile = path.join(dataDir, 'home-page.json');
  writeFileSync(pageFile, firstText);
  const barePort = await freePort();
  const bare = startProcess(['-e', BARE_SERVER], { PORT: String(barePort), PAGE_FILE: pageFile });
  children.push(bare);
  await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);

  const targets = [
    { name: 'bare Fastify route', path: '/bare', url: `http://127.0.0.1:${barePort}/bare` },
    {
      name: 'bare Fastify route, a home page of JSON',
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
      url: `${gatewayUrl}/api/category/home?page=${first.nextPage}`,
    },
  ];
  // A short warm-up of each, then the rounds, targets taking turns.
  for (const target of targets) {
    await new Promise((resolve, reject) =>
      autocannon({ url: target.url, connections: CONNECTIONS, duration: 2 }, (e) =>
        e ? reject(e) : resolve(),
      ),
    );
  }
  const runs = new Map(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) {
      const result = await load(target.url);
      if (result.errors || result.non2xx) {
        throw new Error(
          `${target.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`,
        );
      }
      runs.get(target.name).push({
        rps: result.requests.average,
        p99: result.latency.p99,
        bytes: result.throughput.average,
      });
      console.log(
        `round ${round}: ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
  }

  const bareRps = median(runs.get(targets[0].name).map((r) => r.rps));
  const barePageRps = median(runs.get(targets[1].name).map((r) => r.rps));
  console.log(
    `\nFeed API, ${counts.items + counts.stories} stored items, ${CONNECTIONS} connections, median of ${ROUNDS} runs of ${DURATION} s (${os.cpus().length} cores, Node ${process.version})\n`,
  );
  console.log(
    '| target | requests/s | p99 latency (ms) | response (KB) | vs bare route | vs bare route with the same JSON |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const target of targets) {
    const list = runs.get(target.name);
    const rps = median(list.map((r) => r.rps));
    const p99 = median(list.map((r) => r.p99));
    const kb = median(list.map((r) => r.bytes / Math.max(r.rps, 1))) / 1024;
    console.log(
      `| ${target.path} | ${Math.round(rps)} | ${p99} | ${kb.toFixed(1)} | ${(rps / bareRps).toFixed(3)}× | ${(rps / barePageRps).toFixed(2)}× |`,
    );
  }
} finally {
  await Promise.all(children.map(stopProcess));
  if (keep) console.log(`The database is kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
