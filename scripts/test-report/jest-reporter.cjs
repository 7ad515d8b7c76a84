// A Jest reporter for `pnpm test`: when VOICES_TEST_REPORT_DIR is set, it writes the run's
// counts there so scripts/test.mjs can add up every runner into one closing line.
'use strict';

const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

class CountReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.VOICES_TEST_REPORT_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const name = path.basename(this.rootDir);
    writeFileSync(
      path.join(dir, `jest-${name}-${process.pid}.json`),
      JSON.stringify({
        runner: 'jest',
        suite: name,
        passed: results.numPassedTests,
        // A test file that cannot even load fails no test of its own; count it as one failure.
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}

module.exports = CountReporter;
