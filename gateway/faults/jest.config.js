// The fault suite: the built gateway (dist/server.js) in child processes, with what each
// scenario needs started beside it (a private PostgreSQL cluster, a small tmpfs). Build first:
// pnpm --filter @voices/gateway build. Run alone: pnpm --filter @voices/gateway test:faults.
'use strict';

const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  testTimeout: 120000,
  reporters: ['default', path.join(__dirname, '../../scripts/test-report/jest-reporter.cjs')],
};
