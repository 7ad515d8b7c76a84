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
