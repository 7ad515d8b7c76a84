// The jest settings every browser app shares: TypeScript and JSX through swc, jsdom, and
// the @voices packages read from their sources so a test needs no build first.
'use strict';

const path = require('node:path');

const packages = path.join(__dirname, '..');

/**
 * @param {string} dir the package's folder
 * @param {{ testKit?: boolean }} [options] testKit: run on the test kit of
 *   `@voices/platform/testing` (request handlers, fake socket, no stray console output) in a
 *   jsdom that has Node's fetch and streams, as the request handlers need.
 */
function createJestConfig(dir, { testKit = false } = {}) {
  return {
    rootDir: dir,
    testEnvironment: testKit ? require.resolve('jest-fixed-jsdom') : 'jsdom',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky, msw's helpers and a few others ship only ES modules (.mjs files are always compiled).
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(ky|@module-federation|until-async)[@/+])(?!.*\\.mjs$)',
    ],
    moduleNameMapper: {
      // One copy of the federation runtime for every package, as in the page, so a test's
      // jest.mock of it also stands for the one @voices/platform loads remotes with.
      '^@module-federation/enhanced/runtime$':
        require.resolve('@module-federation/enhanced/runtime'),
      '^@voices/(contracts|platform|ui)$': path.join(packages, '$1/src/index.ts'),
      '^@voices/contracts/constants$': path.join(packages, 'contracts/src/constants/index.ts'),
      '^@voices/contracts/locales/(.*)$': path.join(packages, 'contracts/src/locales/$1'),
      '^@voices/platform/forms$': path.join(packages, 'platform/src/forms/index.ts'),
      '^@voices/platform/weather$': path.join(packages, 'platform/src/weather/index.ts'),
      '^@voices/platform/api$': path.join(packages, 'platform/src/api/index.ts'),
      '^@voices/platform/query$': path.join(packages, 'platform/src/query/index.ts'),
      '^@voices/platform/first-paint$': path.join(packages, 'platform/src/first-paint/index.tsx'),
      '^@voices/ui/(icons|otp|share-menu|standalone)$': path.join(packages, 'ui/src/$1.ts'),
      '^@voices/platform/testing$': path.join(
        packages,
        testKit ? 'platform/src/testing/index.ts' : 'platform/src/testing/mock-api.ts',
      ),
      '^@voices/ui/(.*)\\.css$': 'identity-obj-proxy',
      '\\.css$': 'identity-obj-proxy',
      '\\.(png|jpe?g|gif|webp|svg)$': path.join(__dirname, 'file-stub.js'),
    },
    setupFiles: [path.join(__dirname, 'jest-globals.js')],
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest-setup.js'),
      ...(testKit ? [path.join(packages, 'platform/src/testing/setup.ts')] : []),
    ],
    reporters: ['default', path.join(__dirname, '../../scripts/test-report/jest-reporter.cjs')],
  };
}

module.exports = { createJestConfig };
