// How much memory the gateway takes for the largest uploads: six maximum-size publishes at once
// (10 pictures of 9.8 MB each, 98 MB a publish), from one account and from six, against the
// built gateway on SQLite. For each run it prints the resident set size (RSS) at rest, its peak
// while the publishes run (sampled every 50 ms), and a minute after they end; then the medians
// of RUNS runs. Target: the peak stays under 300 MB above rest. Needs the built gateway
// (pnpm --filter @voices/gateway build).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { registerMember, uniqueEmail } from '../support/members.mjs';
import { freePort, root } from '../support/site.mjs';
import { median } from './lib.mjs';

const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const AFTER_MS = Number(process.env.BENCH_UPLOAD_AFTER_SECONDS ?? 60) * 1000;
const PUBLISHES = 6;
const PICTURES = 10;
const TARGET_MB = 300;

const gatewayDir = path.join(root, 'gateway');
const server = path.join(gatewayDir, 'dist', 'server.js');
const requireGateway = createRequire(path.join(gatewayDir, 'package.json'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process, in MB, from /proc. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** The largest picture a story takes: 2,700 px of noise at JPEG quality 100, just under 10 MB. */
async function largeJpeg() {
  const sharp = requireGateway('sharp');
  return sharp({
    create: {
      width: 2700,
      height: 2700,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
}

async function startGateway() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voices-bench-uploads-'));
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NEWS_FEEDS: 'none',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('the gateway did not get ready');
    await sleep(100);
  }
  return {
    baseURL,
    dataDir,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(30_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function publish(baseURL, token, title, pictures) {
  const form = new FormData();
  const fields = {
    title,
    content: 'A story with ten large pictures.',
    category: 'Local',
    language: 'en',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [i, bytes] of pictures.entries()) {
    form.append('media', new Blob([bytes], { type: 'image/jpeg' }), `picture-${i}.jpg`);
  }
  try {
    const res = await fetch(`${baseURL}/api/contribute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return `error: ${error.cause?.code ?? error.message}`;
  }
}

function smallPicture() {
  const sharp = requireGateway('sharp');
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
}

/** One run: a fresh gateway, its RSS at rest, during six publishes at once, and after. */
async function run(accounts, picture) {
  const gateway = await startGateway();
  try {
    const members = [];
    for (let i = 0; i < accounts; i++) {
      members.push(
        await registerMember(gateway.baseURL, gateway.dataDir, {
          email: uniqueEmail('bench-upload'),
          name: `Bench Writer ${i}`,
        }),
      );
    }
    // A small publish first, so the image library and the routes are loaded before "at rest".
    const warm = await publish(gateway.baseURL, members[0].token, 'Warm-up', [
      await smallPicture(),
    ]);
    if (warm !== 201) throw new Error(`the warm-up publish answered ${warm}`);
    await sleep(3000);
    const idle = median(await sampleFor(gateway.pid, 1000));

    let peak = idle;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssMb(gateway.pid));
        await sleep(50);
      }
    })();
    const pictures = Array.from({ length: PICTURES }, () => picture);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: PUBLISHES }, (_, i) =>
        publish(gateway.baseURL, members[i % accounts].token, `Large story ${i}`, pictures),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    sampling = false;
    await sampler;
    await sleep(AFTER_MS);
    const after = median(await sampleFor(gateway.pid, 1000));
    return { idle, peak, after, seconds, statuses };
  } finally {
    await gateway.stop();
  }
}

async function sampleFor(pid, ms) {
  const samples = [];
  for (const end = Date.now() + ms; Date.now() < end;) {
    samples.push(rssMb(pid));
    await sleep(100);
  }
  return samples;
}

function count(statuses) {
  const counts = new Map();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()].map(([status, n]) => `${n} × ${status}`).join(', ');
}

async function main() {
  if (!existsSync(server)) {
    console.error(`${server} is missing: run pnpm --filter @voices/gateway build first`);
    process.exit(1);
  }
  const picture = await largeJpeg();
  console.log(
    `upload memory: ${PUBLISHES} publishes at once of ${PICTURES} × ${(picture.length / 1e6).toFixed(1)} MB, ` +
      `${RUNS} runs each, RSS a minute later measured ${AFTER_MS / 1000} s after they end, ` +
      `MALLOC_ARENA_MAX ${process.env.MALLOC_ARENA_MAX ?? 'unset'}\n`,
  );
  const rows = [];
  for (const accounts of [1, PUBLISHES]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await run(accounts, picture);
      runs.push(result);
      console.log(
        `${accounts === 1 ? 'one account ' : 'six accounts'} run ${i + 1}: rest ${result.idle.toFixed(0)} MB, ` +
          `peak ${result.peak.toFixed(0)} MB (+${(result.peak - result.idle).toFixed(0)}), ` +
          `after ${result.after.toFixed(0)} MB, ${result.seconds.toFixed(1)} s, ${count(result.statuses)}`,
      );
    }
    rows.push({ accounts, runs });
  }

  console.log(
    '\n| from | answers | RSS at rest (MB) | peak (MB) | peak above rest (MB) | a minute later (MB) | time (s) |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|');
  let worst = 0;
  for (const { accounts, runs } of rows) {
    const above = median(runs.map((r) => r.peak - r.idle));
    worst = Math.max(worst, above);
    console.log(
      `| ${accounts === 1 ? 'one account' : `${accounts} accounts`} | ${count(runs[0].statuses)} | ` +
        `${median(runs.map((r) => r.idle)).toFixed(0)} | ${median(runs.map((r) => r.peak)).toFixed(0)} | ` +
        `${above.toFixed(0)} | ${median(runs.map((r) => r.after)).toFixed(0)} | ` +
        `${median(runs.map((r) => r.seconds)).toFixed(1)} |`,
    );
  }
  console.log(
    `\npeak above rest, worst median: ${worst.toFixed(0)} MB (target: under ${TARGET_MB} MB) ${worst < TARGET_MB ? 'within target' : 'OVER TARGET'}`,
  );
}

await main();
