import { defineConfig } from '@playwright/test';

// Debian's Chromium; Playwright never downloads a browser of its own here.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// `pnpm test` adds up every runner's counts from the files written here.
const reportDir = process.env.VOICES_TEST_REPORT_DIR;

export default defineConfig({
  testDir: './tests',
  // One site (gateway + five remote servers) serves the whole run; tests that stop a remote
  // restart it, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: reportDir
    ? [['list'], ['json', { outputFile: `${reportDir}/playwright.json` }]]
    : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
