import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The page the gateway serves names what its route needs first (the shell's start, the
// route's remote, its first API calls) as preload hints. These tests load pages in the browser
// and check that each hinted file is fetched once, used, and that the page works as before.

/** Every request the page makes, by address, and Chromium's warnings about unused preloads. */
function watch(page: Page) {
  const requests: string[] = [];
  const unused: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) unused.push(message.text());
  });
  return { requests, unused };
}

const count = (requests: string[], pattern: RegExp) =>
  requests.filter((url) => pattern.test(url)).length;

test('the front page’s hints are each fetched once and used', async ({ page, site }) => {
  const html = await (await page.request.get('/home')).text();
  const feedOrigin = site.remotes.mfe_feed!.origin;
  expect(html).toContain(`<link rel="preload" href="${feedOrigin}/remoteEntry.js" as="script">`);
  expect(html).toContain('href="/api/category/home?language=en&amp;limit=20" as="fetch"');

  const { requests, unused } = watch(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.vx-feed-main')).not.toContainText(/loading/i);
  // Chromium says so in the console when a preloaded file goes unused for a few seconds.
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  expect(count(requests, /\/remotes\.json$/)).toBe(1);
  // The page registers the remote by its entry; the manifest is the gateway's to read.
  expect(count(requests, new RegExp(`^${feedOrigin}/mf-manifest\\.json$`))).toBe(0);
  expect(count(requests, new RegExp(`^${feedOrigin}/remoteEntry\\.js$`))).toBe(1);
  expect(count(requests, /\/api\/category\/home\?/)).toBe(1);
  expect(count(requests, /\/api\/category-counts\?/)).toBe(1);
});

test('the shell’s start is named in the page and fetched once', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const hinted = [...html.matchAll(/<link rel="?preload"? href="?([^" >]+)"? as="?script"?/g)].map(
    (m) => m[1]!,
  );
  // main.js and the libraries the shell provides (React, the router, the platform…).
  expect(hinted.length).toBeGreaterThan(5);

  const { requests, unused } = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  for (const file of hinted) {
    expect([file, count(requests, new RegExp(`${file.replace(/\./g, '\\.')}$`))]).toEqual([
      file,
      1,
    ]);
  }
});
