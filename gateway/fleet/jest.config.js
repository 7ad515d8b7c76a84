// The fleet suite: three built gateways (dist/server.js) on one PostgreSQL database and one
// Redis, behind HAProxy with deploy/haproxy.cfg. Build first:
// pnpm --filter @voices/gateway build. Run alone: pnpm --filter @voices/gateway test:fleet.
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
  testTimeout: 240000,
  reporters: ['default', path.join(__dirname, '../../scripts/test-report/jest-reporter.cjs')],
};
