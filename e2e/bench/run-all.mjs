// `pnpm bench`: every benchmark in turn, then the issue's figures in one table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCHES = [
  'first-visit.mjs',
  'lighthouse.mjs',
  'feed-api.mjs',
  'feed-growth.mjs',
  'upload-memory.mjs',
  'fanout.mjs',
  'socket-memory.mjs',
  'fleet-rps.mjs',
];

// BENCH_ONLY=first-visit,lighthouse runs a subset (names without .mjs).
const only = process.env.BENCH_ONLY?.split(',').map((name) => `${name.trim()}.mjs`);

const dir = mkdtempSync(join(tmpdir(), 'voices-bench-'));
const results = join(dir, 'goals.jsonl');
const failed = [];
for (const bench of BENCHES) {
  const file = new URL(bench, import.meta.url);
  if (!existsSync(file) || (only && !only.includes(bench))) continue;
  console.log(`\n## ${bench}\n`);
  const run = spawnSync(process.execPath, [fileURLToPath(file)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: results },
  });
  if (run.status !== 0) failed.push(bench);
}

const rows = existsSync(results)
  ? readFileSync(results, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
rmSync(dir, { recursive: true, force: true });

const load = loadavg().map((n) => n.toFixed(1));
console.log(
  `\n# Goals of the performance issue\n\nMachine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}; ` +
    `load average at the end ${load.join(' / ')}.\n`,
);
console.log('| goal | measure | figure | target | met |');
console.log('|---|---|---:|---|---|');
for (const r of rows) {
  const met = r.met === null ? '' : r.met ? 'yes' : '**no**';
  console.log(
    `| ${r.goal} | ${r.measure} | ${r.value}${r.unit ? ` ${r.unit}` : ''} | ${r.target} | ${met} |`,
  );
}
if (failed.length) {
  console.log(`\nBenchmarks that failed: ${failed.join(', ')}`);
  process.exit(1);
}
