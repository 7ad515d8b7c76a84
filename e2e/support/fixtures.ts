import { test as base, expect, type Page } from '@playwright/test';
// A plain ES module, shared with the benchmarks.
import { startSite } from './site.mjs';
import { registerMember, uniqueEmail, type Member } from './members.mjs';

export type RemoteServer = {
  name: string;
  origin: string;
  start(): Promise<void>;
  stop(): Promise<void>;
};
export type Site = {
  baseURL: string;
  dataDir: string;
  remotes: Record<string, RemoteServer>;
  stop(): Promise<void>;
};

type WorkerFixtures = { site: Site };
type TestFixtures = { pageErrors: Error[] };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site: Site = await startSite();
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.baseURL),
  // Every test fails on an uncaught error in the page unless it takes the list itself.
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Member };

/** Registers a new member through the real sign-up API (the code comes from the outbox). */
export async function newMember(site: Site, name: string): Promise<Member> {
  return registerMember(site.baseURL, site.dataDir, { email: uniqueEmail('e2e'), name });
}

/** Puts a member's real session into browser storage before the first page script runs. */
export async function seedSession(page: Page, { user, token }: Pick<Member, 'user' | 'token'>) {
  await page.addInitScript(
    ([u, t]) => {
      window.localStorage.setItem('authToken', t as string);
      window.localStorage.setItem('user', JSON.stringify(u));
    },
    [user, token] as const,
  );
}

/**
 * A page that arrives drawn, opened twice: with every script refused (its first paint, which
 * `drawn` checks), then as it starts (until `started`). The two must be the same pixel for
 * pixel, with nothing on the console: React takes the first paint over without a visible
 * change, and says so on the console when it has to draw it again.
 */
export async function expectDrawnAsStarted(
  page: Page,
  path: string,
  { drawn, started }: { drawn: () => Promise<void>; started: (page: Page) => Promise<void> },
) {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(path);
  await drawn();
  const firstPaint = await page.screenshot({ animations: 'disabled' });

  await page.unrouteAll();
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) complaints.push(message.text());
  });
  await page.goto(path);
  await started(page);
  const startedPaint = await page.screenshot({ animations: 'disabled' });
  expect(firstPaint.equals(startedPaint)).toBe(true);
  expect(complaints).toEqual([]);
}

/**
 * Resolves once React has taken over the landing page's first paint (hydrated it): until then
 * its links are plain links, which load a new page.
 */
export async function landingStarted(page: Page) {
  await page.waitForFunction(() => {
    const firstPaint = document.querySelector('#root > .vx-first-paint');
    return (
      !!firstPaint && Object.keys(firstPaint).some((key) => key.startsWith('__reactContainer'))
    );
  });
}

/**
 * Holds back the sections' code (every remote's `remoteEntry.js`), as a slow connection
 * would: the page is its first paint, with the shell's parts React's, until the returned
 * function lets it through.
 */
export async function holdSectionCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remoteEntry\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
