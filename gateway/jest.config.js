// API tests run in node against a real database; @voices/contracts is read from its sources.
'use strict';

const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // light-my-request (behind app.inject) requires cookie 2, which ships only ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?cookie[@/])'],
  moduleNameMapper: {
    '^@voices/contracts$': path.join(__dirname, '../packages/contracts/src/index.ts'),
    '^@voices/contracts/constants$': path.join(
      __dirname,
      '../packages/contracts/src/constants/index.ts',
    ),
    '^@voices/contracts/messages$': path.join(__dirname, '../packages/contracts/src/i18n/index.ts'),
  },
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
  testTimeout: 20000,
  reporters: ['default', path.join(__dirname, '../scripts/test-report/jest-reporter.cjs')],
};
