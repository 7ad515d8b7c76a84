// `pnpm test`: every check. The browser tests run against the production build, so the site
// is built first; then the type check and the linters; then each package's unit, component
// and API tests; then the fault suite (the built gateway under a database outage, kill -9, a
// stop during uploads and a full disk); then the fleet suite (three gateways behind HAProxy);
// then the browser tests.
// Every runner writes its counts to a report folder, and the run closes with one line that
// adds them all up: `N passed, N failed, N skipped`.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'voices-test-report-'));
const env = { ...process.env, VOICES_TEST_REPORT_DIR: reportDir };

const steps = [
  { name: 'build', command: ['pnpm', ['build']], gate: true },
  { name: 'typecheck', command: ['pnpm', ['typecheck']] },
  { name: 'lint', command: ['pnpm', ['lint']] },
  {
    name: 'unit, component and API tests',
    // --no-bail: one package's failure must not hide the others' results.
    command: [
      'pnpm',
      ['-r', '--no-bail', '--workspace-concurrency=1', '--filter=!@voices/e2e', 'test'],
    ],
  },
  { name: 'fault tests', command: ['pnpm', ['--filter', '@voices/gateway', 'test:faults']] },
  // Three built gateways on PostgreSQL and Redis behind HAProxy (deploy/haproxy.cfg); skipped,
  // with a note, where one of the three is missing.
  { name: 'fleet tests', command: ['pnpm', ['--filter', '@voices/gateway', 'test:fleet']] },
  { name: 'browser tests', command: ['pnpm', ['--filter', '@voices/e2e', 'test']] },
];

/** Suites that run only where their server is named, and why they did not run here. */
const optionalSuites = [
  ['TEST_DATABASE_URL', 'the PostgreSQL runs of the gateway tests'],
  ['TEST_REDIS_URL', 'the Redis tests (socket.io adapter across gateways)'],
].filter(([variable]) => !process.env[variable]);

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const [command, args] = step.command;
  const code = await run(command, args, { env });
  results.push({ ...step, code, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0 && step.gate) break;
}

function readCounts() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const suites = [];
  const notes = [];
  for (const file of readdirSync(reportDir).sort()) {
    const report = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
    // What a suite could not do on this machine, and why (e.g. a fault scenario it skipped).
    if (file.startsWith('notes-')) {
      notes.push(...report.notes);
      continue;
    }
    let counts = report;
    if (file === 'playwright.json') {
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
      // A flaky test passed on its retry: it counts as passed, and the retry is shown above.
      counts = { suite: 'e2e', passed: expected + flaky, failed: unexpected, skipped };
      if (report.errors?.length) counts.failed += report.errors.length;
    }
    suites.push(counts);
    for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
  }
  return { totals, suites, notes };
}

const { totals, suites, notes } = readCounts();
rmSync(reportDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const { name, code, seconds } of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
}
for (const step of steps.slice(results.length)) {
  console.log(`skip ${step.name} (not run: an earlier step failed)`);
}
for (const { suite, passed, failed, skipped } of suites) {
  console.log(`     ${suite.padEnd(20)} passed ${passed}, failed ${failed}, skipped ${skipped}`);
}
for (const [variable, what] of optionalSuites) {
  console.log(`note ${what} did not run: ${variable} is not set`);
}
for (const text of notes) console.log(`note ${text}`);
const failed = results.some((r) => r.code !== 0) || results.length < steps.length;
// The closing line, alone, that CI reads to know how many tests ran.
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
