// Requests per second of a read through HAProxy, to size the fleet. Starts three built gateways
// on a fresh PostgreSQL database and Redis behind HAProxy with deploy/haproxy.cfg as it is
// (as the fleet suite does), publishes 30 stories, then loads, with autocannon (BENCH_CONNECTIONS
// connections, BENCH_SECONDS seconds after a warm-up, BENCH_ROUNDS rounds in turn):
//   - GET /api/category-counts (answered from the gateway's short in-memory cache) and
//   - GET /api/category/home (the home page's first page, read from the database),
// once through HAProxy (three gateways) and once on one gateway directly. Medians printed.
// Needs TEST_DATABASE_URL, TEST_REDIS_URL and haproxy; says so and stops without them.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, root } from '../support/site.mjs';
import {
  haproxyUnavailable,
  openStore,
  publishStory,
  seedMembers,
  sharedStores,
  sharedUnavailable,
  sleep,
  startGateway,
  tempDataDir,
} from './gateways.mjs';
import { median } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);

const skipped = sharedUnavailable() ?? haproxyUnavailable();
if (skipped) {
  console.log(`The fleet benchmark did not run: ${skipped}.`);
  process.exit(0);
}

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const data = tempDataDir();
const stores = await sharedStores();
const gateways = [];
let haproxy = null;
try {
  for (let i = 0; i < 3; i++) {
    gateways.push(
      await startGateway({
        dataDir: data.dir,
        databaseUrl: stores.databaseUrl,
        redisUrl: stores.redisUrl,
        env: { TRUST_PROXY: '127.0.0.1' },
      }),
    );
  }
  const port = await freePort();
  haproxy = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')], {
    env: {
      ...process.env,
      VOICES_BIND: `127.0.0.1:${port}`,
      VOICES_GATEWAY_1: `127.0.0.1:${gateways[0].port}`,
      VOICES_GATEWAY_2: `127.0.0.1:${gateways[1].port}`,
      VOICES_GATEWAY_3: `127.0.0.1:${gateways[2].port}`,
    },
    stdio: 'ignore',
  });
  const balancer = `http://127.0.0.1:${port}`;
  // Two passing checks per gateway before HAProxy sends to it.
  await sleep(3000);

  const store = await openStore({ databaseUrl: stores.databaseUrl });
  const authors = await seedMembers(store, 4, 'author');
  await store.close();
  for (let i = 0; i < 30; i++) {
    await publishStory(gateways[i % 3].url, authors[i % 4].token, `Story ${i} of the bench`);
  }

  const targets = [
    ['HAProxy, 3 gateways', balancer, '/api/category-counts'],
    ['1 gateway, direct', gateways[0].url, '/api/category-counts'],
    ['HAProxy, 3 gateways', balancer, '/api/category/home'],
    ['1 gateway, direct', gateways[0].url, '/api/category/home'],
  ];
  const results = targets.map(() => []);
  for (const [, base, route] of targets) await load(base + route, 2);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [, base, route]] of targets.entries()) {
      const result = await load(base + route, DURATION);
      results[i].push(result);
    }
  }
  console.log(
    `\nReads through HAProxy and direct (${CONNECTIONS} connections, ${DURATION} s, median of ${ROUNDS} rounds)`,
  );
  console.table(
    targets.map(([setup, , route], i) => ({
      setup,
      route,
      'requests/s': Math.round(median(results[i].map((r) => r.requests.average))),
      'p99 (ms)': median(results[i].map((r) => r.latency.p99)),
      'non-2xx': results[i].reduce((n, r) => n + r.non2xx + r.errors, 0),
    })),
  );
} finally {
  haproxy?.kill('SIGKILL');
  await Promise.all(gateways.map((g) => g.stop()));
  await stores.drop();
  data.remove();
}
process.exit(0);
