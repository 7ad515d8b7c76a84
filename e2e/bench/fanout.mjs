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
//    Also "p95 after answer" (from the publish's answer to the bells, the fan-out alone) and
//    "gateway CPU": the CPU time all the site's gateways used for one publish and its fan-out
//    (/proc/<pid>/stat, 10 ms steps), which the machine's load disturbs far less than the times.
//
//    Where the followers' sockets live: BENCH_CLIENTS=in-process (the default) keeps all of them
//    in this benchmark's own Node.js process, whose event loop is then part of the figure;
//    BENCH_CLIENTS=2 spreads them over two child processes (any number works) that stamp each
//    arrival with the shared clock; BENCH_CLIENTS=both runs each setup both ways.
//
// Members, sessions and follows are written straight into the database. Each figure is the
// median of BENCH_RUNS runs (5). Needs the built gateway (pnpm --filter @voices/gateway build).
// BENCH_BEFORE=<path of another build's server.js> (a copy of an earlier gateway/dist in a
// sibling folder, e.g. gateway/dist-before/server.js) runs every bells setup on that build too,
// alternating with the current one, so both are measured under the same load.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  connectSocket,
  cpuMs,
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
import { recordGoal } from './goals.mjs';
import { median } from './lib.mjs';

const clock = () => performance.timeOrigin + performance.now();

// A child process that holds some of the followers' sockets (BENCH_CLIENTS=<n>).
if (process.env.BENCH_BELL_CLIENT === '1') {
  let sockets = [];
  process.on('message', async (message) => {
    if (message.type === 'connect') {
      sockets = new Array(message.members.length);
      let next = 0;
      await Promise.all(
        Array.from({ length: 25 }, async () => {
          while (next < message.members.length) {
            const i = next++;
            sockets[i] = await connectSocket(message.members[i].url, message.members[i].token);
          }
        }),
      );
      process.send({ type: 'connected' });
    } else if (message.type === 'arm') {
      const arrived = new Array(sockets.length).fill(null);
      let remaining = sockets.length;
      const report = () => {
        clearTimeout(timer);
        for (const socket of sockets) socket.off('notification');
        process.send({ type: 'arrived', arrived });
      };
      const timer = setTimeout(report, message.timeoutMs);
      sockets.forEach((socket, i) => {
        const listener = (event) => {
          if (event?.type !== 'news_contribution') return;
          socket.off('notification', listener);
          arrived[i] = clock();
          if (--remaining === 0) report();
        };
        socket.on('notification', listener);
      });
      process.send({ type: 'armed' });
    } else if (message.type === 'close') {
      closeSockets(sockets);
      process.disconnect();
    }
  });
}

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FOLLOWER_COUNTS = (process.env.BENCH_FOLLOWERS ?? '0,1000,5000').split(',').map(Number);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const BELL_TIMEOUT_MS = 30_000;

/** One or two gateways on SQLite, or on a fresh PostgreSQL database with Redis. */
async function setUp({ shared, gateways, server }) {
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
          server,
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

/**
 * The followers' sockets, in this process (`processes` 0) or spread over child processes.
 * `arm()` starts listening for the next story notification on every socket and resolves to a
 * function that waits for them: it answers each socket's arrival time (clock(), or null).
 */
async function bellClients(urlFor, followers, processes) {
  if (processes === 0) {
    const sockets = await connectMany(urlFor, followers);
    return {
      count: sockets.length,
      async arm() {
        const arrived = new Array(sockets.length).fill(null);
        let remaining = sockets.length;
        let done;
        const all = new Promise((resolve) => (done = resolve));
        sockets.forEach((socket, i) => {
          const listener = (event) => {
            if (event?.type !== 'news_contribution') return;
            socket.off('notification', listener);
            arrived[i] = clock();
            if (--remaining === 0) done();
          };
          socket.on('notification', listener);
        });
        return async () => {
          await Promise.race([all, sleep(BELL_TIMEOUT_MS)]);
          for (const socket of sockets) socket.off('notification');
          return arrived;
        };
      },
      close: () => closeSockets(sockets),
    };
  }
  const self = fileURLToPath(import.meta.url);
  const children = Array.from({ length: processes }, () =>
    fork(self, [], {
      env: { ...process.env, BENCH_BELL_CLIENT: '1' },
      cwd: path.dirname(self),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const reply = (child, type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) => reject(new Error(`a bell client exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  // Socket i goes to child i % processes, and to gateway urlFor(i) as in-process.
  const shares = children.map((_, c) =>
    followers.flatMap((f, i) => (i % processes === c ? [{ url: urlFor(i), token: f.token }] : [])),
  );
  await Promise.all(
    children.map((child, c) => {
      const connected = reply(child, 'connected');
      child.send({ type: 'connect', members: shares[c] });
      return connected;
    }),
  );
  return {
    count: followers.length,
    async arm() {
      const results = children.map((child) => reply(child, 'arrived'));
      await Promise.all(
        children.map((child) => {
          const armed = reply(child, 'armed');
          child.send({ type: 'arm', timeoutMs: BELL_TIMEOUT_MS });
          return armed;
        }),
      );
      return async () => (await Promise.all(results)).flatMap((r) => r.arrived);
    },
    async close() {
      await Promise.all(
        children.map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.send({ type: 'close' });
          return exited;
        }),
      );
    },
  };
}

/** One bells site: an author, SOCKETS followers connected, on the given build. */
async function openBellSite(options, clientProcesses) {
  const site = await setUp(options);
  try {
    const [author] = await seedMembers(site.store, 1, 'author');
    const followers = await seedMembers(site.store, SOCKETS);
    await seedFollows(site.store, author, followers);
    const urls = site.gateways.map((g) => g.url);
    const clients = await bellClients((i) => urls[i % urls.length], followers, clientProcesses);
    return {
      /** Publishes a story and waits for every follower's bell (or BELL_TIMEOUT_MS). */
      async publish(title) {
        const pids = site.gateways.map((g) => g.pid);
        const cpuBefore = pids.map(cpuMs);
        const wait = await clients.arm();
        const start = clock();
        let answered = null;
        const publishing = publishStory(urls[0], author.token, title).then(
          () => (answered = clock()),
        );
        const arrived = await wait();
        await publishing;
        // What is left of the fan-out (the other gateway's sockets) finishes within this.
        await sleep(300);
        const cpu = pids.reduce((sum, pid, i) => sum + cpuMs(pid) - cpuBefore[i], 0);
        const times = arrived.filter((t) => t !== null).map((t) => t - start);
        const afterAnswer = arrived.filter((t) => t !== null).map((t) => t - answered);
        return {
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          max: Math.max(...times),
          p95AfterAnswer: percentile(afterAnswer, 95),
          missed: clients.count - times.length,
          answeredIn: answered - start,
          cpu,
        };
      },
      async close() {
        await clients.close();
        await site.close();
      },
    };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/**
 * One setup on each build (one build unless BENCH_BEFORE is set): the sites are all up at once
 * and publish in turn (ABBA order), so each build is measured under the same load. RUNS + 1
 * publishes each; the first warms up and is not counted.
 */
async function bells(label, options, clientProcesses, builds) {
  const sites = [];
  try {
    for (const build of builds) {
      sites.push(await openBellSite({ ...options, server: build?.server }, clientProcesses));
    }
    const runs = sites.map(() => []);
    await sleep(1000);
    for (let run = 0; run < RUNS + 1; run++) {
      const order = [...sites.keys()];
      if (run % 2) order.reverse();
      for (const k of order) {
        const figures = await sites[k].publish(`Bells, run ${run}`);
        if (run > 0) runs[k].push(figures);
        // Publishes per author are limited (9 per 30 s).
        await sleep(1200);
      }
    }
    return builds.map((build, k) => ({
      setup: label,
      ...(build ? { build: build.name } : {}),
      clients: clientProcesses === 0 ? 'in-process' : `${clientProcesses} processes`,
      sockets: SOCKETS,
      'publish answered (ms)': median(runs[k].map((r) => r.answeredIn)).toFixed(1),
      'p50 (ms)': median(runs[k].map((r) => r.p50)).toFixed(1),
      'p95 (ms)': median(runs[k].map((r) => r.p95)).toFixed(1),
      'max (ms)': median(runs[k].map((r) => r.max)).toFixed(1),
      'p95 after answer (ms)': median(runs[k].map((r) => r.p95AfterAnswer)).toFixed(1),
      'worst max (ms)': Math.max(...runs[k].map((r) => r.max)).toFixed(1),
      'gateway CPU (ms)': median(runs[k].map((r) => r.cpu)).toFixed(0),
      'missed (all runs)': runs[k].reduce((n, r) => n + r.missed, 0),
    }));
  } finally {
    for (const site of sites) await site.close();
  }
}

async function main() {
  const skipped = sharedUnavailable();
  const only = process.env.BENCH_PART; // 'publish' or 'bells' to run one part

  if (only !== 'bells') {
    const rows = await publishLatency('1 gateway, SQLite', { shared: false });
    if (!skipped) rows.push(...(await publishLatency('1 gateway, PostgreSQL', { shared: true })));
    console.log(`\nPublish latency (median of ${RUNS} runs)`);
    console.table(rows);
  }
  if (only !== 'publish') {
    const setups = [['1 gateway, SQLite', { shared: false, gateways: 1 }]];
    if (!skipped) {
      setups.push(['1 gateway, PostgreSQL + Redis', { shared: true, gateways: 1 }]);
      setups.push(['2 gateways, PostgreSQL + Redis', { shared: true, gateways: 2 }]);
    }
    const mode = process.env.BENCH_CLIENTS ?? 'in-process';
    const clientModes =
      mode === 'both' ? [0, 2] : mode === 'in-process' ? [0] : [Math.max(1, Number(mode))];
    const builds = process.env.BENCH_BEFORE
      ? [
          { name: 'before', server: path.resolve(process.env.BENCH_BEFORE) },
          { name: 'current', server: undefined },
        ]
      : [undefined];
    const rows = [];
    for (const [label, options] of setups) {
      for (const clientProcesses of clientModes) {
        rows.push(...(await bells(label, options, clientProcesses, builds)));
      }
    }
    console.log(
      `\nFollowers' bells: publish to each follower's notification (median of ${RUNS} runs)`,
    );
    console.table(rows);
    for (const row of rows.filter((r) => r.build !== 'before')) {
      const p95 = Number(row['p95 (ms)']);
      const missed = row['missed (all runs)'];
      recordGoal({
        goal: '4 realtime',
        measure: `bells of ${row.sockets} followers, p95, ${row.setup} (clients ${row.clients})`,
        value: `${p95.toFixed(0)}${missed ? `, ${missed} missed` : ''}`,
        unit: 'ms',
        target: '≤ 250 ms, none missed',
        met: p95 <= 250 && !missed,
      });
    }
  }
  if (skipped) console.log(`\nThe PostgreSQL + Redis runs were skipped: ${skipped}.`);
  process.exit(0);
}

// A bell client child only answers its parent's messages.
if (process.env.BENCH_BELL_CLIENT !== '1') await main();
