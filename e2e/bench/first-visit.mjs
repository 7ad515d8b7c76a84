// What a first visit costs: for `/` and one route of each remote, the JavaScript downloaded
// (KB after gzip), the number of requests and the largest contentful paint, in headless
// Chromium against the production build (the shell from the gateway, each remote from its own
// origin). Each route is loaded RUNS times in a fresh browser context; medians are printed.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { registerMember, uniqueEmail } from '../support/members.mjs';
import { startSite } from '../support/site.mjs';
import { chromiumArgs, median } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_KB = 150;

const ROUTES = [
  { path: '/', owner: 'shell' },
  { path: '/login', owner: 'mfe-auth' },
  { path: '/home', owner: 'mfe-feed' },
  { path: '/contribute/modern-grid', owner: 'mfe-compose', signedIn: true },
  { path: '/theme-test', owner: 'mfe-portal-themes' },
  { path: '/saved', owner: 'mfe-profile', signedIn: true },
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
      scripts.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(baseURL + route.path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const lcp = await page.evaluate(() => window.__lcp);
  const bodies = await Promise.all(scripts);
  const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  await context.close();
  return { kb: gzipBytes / 1024, requests, lcp };
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
    });
  }
  console.log(
    `\nFirst visit, median of ${RUNS} cold loads (budget: ${BUDGET_KB} KB of JavaScript after gzip)\n`,
  );
  console.log('| route | served by | JS (KB gzip) | requests | LCP (ms) | within budget |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const row of rows) {
    console.log(
      `| ${row.path} | ${row.owner} | ${row.kb.toFixed(1)} | ${row.requests} | ${Math.round(row.lcp)} | ${row.kb <= BUDGET_KB ? 'yes' : 'NO'} |`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
