// A reporter for node's test runner: prints nothing, and when VOICES_TEST_REPORT_DIR is set
// writes the run's counts there for scripts/test.mjs (the spec reporter prints the results).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default async function* countReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    // Suites report too; count only the tests inside them.
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) counts.skipped += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else counts.failed += 1;
  }
  const dir = process.env.VOICES_TEST_REPORT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const suite = path.basename(process.cwd());
    writeFileSync(
      path.join(dir, `node-${suite}-${process.pid}.json`),
      JSON.stringify({ runner: 'node', suite, ...counts }),
    );
  }
  yield '';
}
