import { chromium } from '@playwright/test';
import { startSite } from './support/site.mjs';
const site = await startSite({ quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const errors = [];
for (const scheme of ['light', 'dark']) for (const width of [1280, 640]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${scheme} ${width} ${page.url()}: ${m.text()}`); });
  for (const [name, url] of [['landing', '/'], ['home', '/home'], ['login', '/login'], ['themes', '/theme-test']]) {
    await page.goto(site.baseURL + url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/${name}-${scheme}-${width}.png` });
  }
  await ctx.close();
}
console.log(errors.join('\n') || 'no console errors');
await browser.close();
await site.stop();
