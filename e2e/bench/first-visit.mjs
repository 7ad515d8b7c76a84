// What a first visit costs: for `/` and one route of each remote, the JavaScript downloaded
// (KB after gzip), the number of requests and the largest contentful paint, in headless
// Chromium against the production build (the shell from the gateway, each remote from its own
// origin). Each route is loaded RUNS times in a fresh browser context; medians are printed,
// with each route's budget. BENCH_DETAIL=1 also lists every script of a route's last load.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { registerMember, uniqueEmail } from '../support/members.mjs';
import { startSite } from '../support/site.mjs';
import { recordGoal } from './goals.mjs';
import { chromiumArgs, median } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DETAIL = process.env.BENCH_DETAIL === '1';

// Issue 13: at most 150 KB on every route, shell and remote together; `/` at most 120 KB; the
// compose screen at most 180 KB (its live preview loads the themes remote).
const ROUTES = [
  { path: '/', owner: 'shell', budget: 120 },
  { path: '/login', owner: 'mfe-auth', budget: 150 },
  { path: '/home', owner: 'mfe-feed', budget: 150 },
  { path: '/contribute/modern-grid', owner: 'mfe-compose', signedIn: true, budget: 180 },
  { path: '/theme-test', owner: 'mfe-portal-themes', budget: 150 },
  { path: '/saved', owner: 'mfe-profile', signedIn: true, budget: 150 },
];

async function measure(browser, baseURL, route, member) {
  const context = await browser.newContext();
  if (route.signedIn) {
    await context.addInitScript(({ user, token }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, member);
  }
  await context.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  let requests = 0;
  const scripts = [];
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({ url: response.url(), body })),
      );
  });
  await page.goto(baseURL + route.path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const lcp = await page.evaluate(() => window.__lcp);
  const files = (await Promise.all(scripts)).map(({ url, body }) => ({
    url,
    kb: gzipSync(body).length / 1024,
  }));
  const kb = files.reduce((sum, file) => sum + file.kb, 0);
  await context.close();
  return { kb, requests, lcp, files };
}

const site = await startSite({ quiet: true });
const member = await registerMember(site.baseURL, site.dataDir, {
  email: uniqueEmail('bench'),
  name: 'Bench Reader',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  const rows = [];
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await measure(browser, site.baseURL, route, member));
    rows.push({
      ...route,
      kb: median(runs.map((r) => r.kb)),
      requests: median(runs.map((r) => r.requests)),
      lcp: median(runs.map((r) => r.lcp)),
      files: runs.at(-1).files,
    });
  }
  console.log(
    `\nFirst visit, median of ${RUNS} cold loads (KB of JavaScript after gzip, against each route's budget)\n`,
  );
  console.log(
    '| route | served by | JS (KB gzip) | budget (KB) | within budget | requests | LCP (ms) |',
  );
  console.log('|---|---|---:|---:|---|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.path} | ${row.owner} | ${row.kb.toFixed(1)} | ${row.budget} | ${row.kb <= row.budget ? 'yes' : 'NO'} | ${row.requests} | ${Math.round(row.lcp)} |`,
    );
  }
  for (const row of rows)
    recordGoal({
      goal: '1 first visit',
      measure: `${row.path} (${row.owner}), JS after gzip`,
      value: row.kb.toFixed(1),
      unit: 'KB',
      target: `≤ ${row.budget} KB`,
      met: row.kb <= row.budget,
    });
  if (DETAIL) {
    for (const row of rows) {
      console.log(`\n${row.path}:`);
      for (const file of [...row.files].sort((a, b) => b.kb - a.kb))
        console.log(
          `  ${file.kb.toFixed(1).padStart(6)}  ${file.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
