// What a publish costs its author, and how soon the followers hear of it.
//
// 1. Publish latency: the time to the answer of POST /api/contribute (a story without
//    pictures) by an author with 0, 1,000 and 5,000 followers. The followers' notifications
//    are written after the answer (the event outbox), so the figure should not grow with them.
// 2. Followers' bells: 1,000 followers connected by socket.io (websocket); the time from the
//    publish request to each follower's `notification` event, p50 / p95 / max. On one gateway
//    (SQLite), and on PostgreSQL + Redis with one and with two gateways (the followers' sockets
//    split between them, the author publishing through the first). The PostgreSQL runs need
//    TEST_DATABASE_URL and TEST_REDIS_URL and are skipped, with a note, without them.
//
// Members, sessions and follows are written straight into the database. Each figure is the
// median of BENCH_RUNS runs (5). Needs the built gateway (pnpm --filter @voices/gateway build).
import {
  closeSockets,
  connectMany,
  openStore,
  percentile,
  publishStory,
  seedFollows,
  seedMembers,
  sharedStores,
  sharedUnavailable,
  sleep,
  startGateway,
  tempDataDir,
} from './gateways.mjs';
import { median } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FOLLOWER_COUNTS = (process.env.BENCH_FOLLOWERS ?? '0,1000,5000').split(',').map(Number);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const BELL_TIMEOUT_MS = 30_000;

/** One or two gateways on SQLite, or on a fresh PostgreSQL database with Redis. */
async function setUp({ shared, gateways }) {
  const data = tempDataDir();
  const stores = shared ? await sharedStores() : null;
  const started = [];
  try {
    for (let i = 0; i < gateways; i++) {
      started.push(
        await startGateway({
          dataDir: data.dir,
          databaseUrl: stores?.databaseUrl,
          redisUrl: stores?.redisUrl,
        }),
      );
    }
  } catch (error) {
    await Promise.all(started.map((g) => g.stop()));
    await stores?.drop();
    data.remove();
    throw error;
  }
  const store = await openStore({ dataDir: data.dir, databaseUrl: stores?.databaseUrl });
  return {
    gateways: started,
    store,
    async close() {
      await store.close();
      await Promise.all(started.map((g) => g.stop()));
      await stores?.drop();
      data.remove();
    },
  };
}

async function publishLatency(label, options) {
  const site = await setUp({ ...options, gateways: 1 });
  const rows = [];
  try {
    const url = site.gateways[0].url;
    // Warm up the publish path (code loaded, statements prepared).
    const [warm] = await seedMembers(site.store, 1, 'warm');
    for (let i = 0; i < 3; i++) await publishStory(url, warm.token, `Warm-up ${i}`);
    for (const count of FOLLOWER_COUNTS) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        // An author of their own per run: the publish limit is per author.
        const [author] = await seedMembers(site.store, 1, 'author');
        if (count > 0) await seedFollows(site.store, author, await seedMembers(site.store, count));
        await sleep(300);
        const start = performance.now();
        await publishStory(url, author.token, `Followed by ${count}, run ${run}`);
        times.push(performance.now() - start);
        // Let the fan-out finish before the next run, so runs do not overlap.
        await sleep(count >= 5000 ? 3000 : 1000);
      }
      rows.push({
        setup: label,
        followers: count,
        'publish p50 (ms)': median(times).toFixed(1),
        'min (ms)': Math.min(...times).toFixed(1),
        'max (ms)': Math.max(...times).toFixed(1),
      });
    }
  } finally {
    await site.close();
  }
  return rows;
}

async function bells(label, options) {
  const site = await setUp(options);
  try {
    const [author] = await seedMembers(site.store, 1, 'author');
    const followers = await seedMembers(site.store, SOCKETS);
    await seedFollows(site.store, author, followers);
    const urls = site.gateways.map((g) => g.url);
    const sockets = await connectMany((i) => urls[i % urls.length], followers);
    const runs = [];
    try {
      await sleep(1000);
      for (let run = 0; run < RUNS + 1; run++) {
        const arrived = new Array(sockets.length).fill(null);
        let remaining = sockets.length;
        let done;
        const all = new Promise((resolve) => (done = resolve));
        const start = performance.now();
        sockets.forEach((socket, i) => {
          const listener = (event) => {
            if (event?.type !== 'news_contribution') return;
            socket.off('notification', listener);
            arrived[i] = performance.now() - start;
            if (--remaining === 0) done();
          };
          socket.on('notification', listener);
        });
        const publishing = publishStory(urls[0], author.token, `Bells, run ${run}`).then(
          () => performance.now() - start,
        );
        await Promise.race([all, sleep(BELL_TIMEOUT_MS)]);
        const answeredIn = await publishing;
        for (const socket of sockets) socket.off('notification');
        const times = arrived.filter((t) => t !== null);
        // The first run warms the path up and is not counted.
        if (run > 0) {
          runs.push({
            p50: percentile(times, 50),
            p95: percentile(times, 95),
            max: Math.max(...times),
            missed: sockets.length - times.length,
            answeredIn,
          });
        }
        // Publishes per author are limited (9 per 30 s).
        await sleep(3500);
      }
    } finally {
      closeSockets(sockets);
    }
    return {
      setup: label,
      sockets: sockets.length,
      'publish answered (ms)': median(runs.map((r) => r.answeredIn)).toFixed(1),
      'p50 (ms)': median(runs.map((r) => r.p50)).toFixed(1),
      'p95 (ms)': median(runs.map((r) => r.p95)).toFixed(1),
      'max (ms)': median(runs.map((r) => r.max)).toFixed(1),
      'worst max (ms)': Math.max(...runs.map((r) => r.max)).toFixed(1),
      'missed (all runs)': runs.reduce((n, r) => n + r.missed, 0),
    };
  } finally {
    await site.close();
  }
}

const skipped = sharedUnavailable();
const only = process.env.BENCH_PART; // 'publish' or 'bells' to run one part

if (only !== 'bells') {
  const rows = await publishLatency('1 gateway, SQLite', { shared: false });
  if (!skipped) rows.push(...(await publishLatency('1 gateway, PostgreSQL', { shared: true })));
  console.log(`\nPublish latency (median of ${RUNS} runs)`);
  console.table(rows);
}
if (only !== 'publish') {
  const rows = [await bells('1 gateway, SQLite', { shared: false, gateways: 1 })];
  if (!skipped) {
    rows.push(await bells('1 gateway, PostgreSQL + Redis', { shared: true, gateways: 1 }));
    rows.push(await bells('2 gateways, PostgreSQL + Redis', { shared: true, gateways: 2 }));
  }
  console.log(
    `\nFollowers' bells: publish to each follower's notification (median of ${RUNS} runs)`,
  );
  console.table(rows);
}
if (skipped) console.log(`\nThe PostgreSQL + Redis runs were skipped: ${skipped}.`);
process.exit(0);
