// `pnpm test`: every test. The browser tests run against the production build, so the site
// is built first; then each package's unit, component and API tests; then the browser tests.
import { run } from './lib.mjs';

const steps = [
  ['build', ['pnpm', ['build']]],
  [
    'unit, component and API tests',
    ['pnpm', ['-r', '--workspace-concurrency=1', '--filter=!@voices/e2e', 'test']],
  ],
  ['browser tests', ['pnpm', ['--filter', '@voices/e2e', 'test']]],
];

const results = [];
for (const [name, [command, args]] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(command, args);
  results.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0) break;
}

console.log('\n=== summary ===');
for (const { name, code, seconds } of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
}
const failed = results.some((r) => r.code !== 0) || results.length < steps.length;
process.exit(failed ? 1 : 0);
