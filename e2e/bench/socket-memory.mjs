// What an idle signed-in socket costs the gateway in memory. Each run starts the built gateway
// (SQLite, a fresh data folder) with its inspector on a loopback port, connects and closes a
// few sockets so the code paths are loaded, forces a full collection through the inspector and
// reads the resident set size (VmRSS of /proc/<pid>/status) and the V8 heap
// (process.memoryUsage(), read through the inspector); then connects BENCH_IDLE_SOCKETS (2,000)
// signed-in websocket clients, waits, collects again and reads again. The difference divided by
// the sockets is the cost of one; medians of BENCH_RUNS (3) runs. Nothing is added to the
// product for this: the inspector is the one Node.js ships.
import {
  closeSockets,
  connectMany,
  inspector,
  openStore,
  rssKb,
  seedMembers,
  sleep,
  startGateway,
  tempDataDir,
} from './gateways.mjs';
import { recordGoal } from './goals.mjs';
import { median } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 2000);

async function settle(gateway, probe) {
  await sleep(1000);
  await probe.collect();
  await sleep(500);
  const samples = [];
  for (let i = 0; i < 5; i++) {
    samples.push(rssKb(gateway.pid));
    await sleep(100);
  }
  const memory = await probe.memoryUsage();
  return { rss: median(samples), heap: memory.heapUsed / 1024, external: memory.external / 1024 };
}

async function run() {
  const data = tempDataDir();
  const gateway = await startGateway({ dataDir: data.dir, inspect: true });
  const store = await openStore({ dataDir: data.dir });
  const probe = await inspector(gateway.inspectPort);
  try {
    const members = await seedMembers(store, SOCKETS);
    // Load the connection path once.
    closeSockets(await connectMany(() => gateway.url, members.slice(0, 50)));
    const before = await settle(gateway, probe);
    const sockets = await connectMany(() => gateway.url, members);
    const after = await settle(gateway, probe);
    closeSockets(sockets);
    return {
      rssBefore: before.rss / 1024,
      rssAfter: after.rss / 1024,
      rssPerSocket: (after.rss - before.rss) / SOCKETS,
      heapPerSocket: (after.heap - before.heap) / SOCKETS,
      externalPerSocket: (after.external - before.external) / SOCKETS,
    };
  } finally {
    probe.close();
    await store.close();
    await gateway.stop();
    data.remove();
  }
}

const runs = [];
for (let i = 0; i < RUNS; i++) {
  const result = await run();
  console.log(
    `run ${i + 1}: RSS ${result.rssBefore.toFixed(0)} → ${result.rssAfter.toFixed(0)} MB, ` +
      `${result.rssPerSocket.toFixed(1)} KB RSS, ${result.heapPerSocket.toFixed(1)} KB heap per socket`,
  );
  runs.push(result);
}
console.log(`\nMemory per idle signed-in socket, ${SOCKETS} sockets (median of ${RUNS} runs)`);
console.table([
  {
    'RSS before (MB)': median(runs.map((r) => r.rssBefore)).toFixed(0),
    'RSS after (MB)': median(runs.map((r) => r.rssAfter)).toFixed(0),
    'RSS per socket (KB)': median(runs.map((r) => r.rssPerSocket)).toFixed(1),
    'V8 heap per socket (KB)': median(runs.map((r) => r.heapPerSocket)).toFixed(1),
    'external per socket (KB)': median(runs.map((r) => r.externalPerSocket)).toFixed(1),
  },
]);
const heapPerSocket = median(runs.map((r) => r.heapPerSocket));
recordGoal({
  goal: '4 realtime',
  measure: `V8 heap per idle signed-in socket, ${SOCKETS} sockets (RSS ${median(runs.map((r) => r.rssPerSocket)).toFixed(1)} KB)`,
  value: heapPerSocket.toFixed(1),
  unit: 'KB',
  target: '≤ 15 KB',
  met: heapPerSocket <= 15,
});
process.exit(0);
