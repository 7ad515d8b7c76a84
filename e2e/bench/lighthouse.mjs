// Lighthouse on a phone: the performance and accessibility scores of `/`, `/home`, `/login` and
// a themed community story page, with Lighthouse's default mobile settings (a mid-range phone,
// simulated slow 4G and a 4× slower CPU), in Debian's Chromium against the production build
// (the shell from the gateway, each remote from its own origin). Each page is audited RUNS
// times (BENCH_RUNS, default 3); medians are printed, and every accessibility audit that
// failed in any run is listed with the elements it named. BENCH_LIGHTHOUSE_PAGES=story audits
// only the pages whose name starts so (comma-separated: `/home,story`).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { registerMember, uniqueEmail } from '../support/members.mjs';
import { createRemoteServer, freePort, REMOTE_DIRS, startSite } from '../support/site.mjs';
import { recordGoal } from './goals.mjs';
import { median, publishStory } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Only the pages named, or whose name starts with one of these (comma-separated: `/,story`). */
const ONLY = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
const THEME = process.env.BENCH_THEME ?? 'newspaper-classic';
/** A folder to keep every run's full report (JSON) and trace in, to see what held a page back. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const GOAL = { performance: 95, lcp: 2000, tbt: 150, accessibility: 100 };

/** A plain PNG of one colour, made here so the story carries a real picture. */
function png(width, height, [r, g, b]) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Each remote from an origin of its own, as a CDN serves it (compressed, hashed files kept). */
async function startRemoteOrigins() {
  const servers = [];
  const manifest = {};
  for (const dir of REMOTE_DIRS) {
    const server = createRemoteServer(dir, await freePort(), { compressed: true });
    await server.start();
    servers.push(server);
    manifest[server.name] = `${server.origin}/mf-manifest.json`;
  }
  return { manifest, stop: () => Promise.all(servers.map((server) => server.stop())) };
}

let reportCount = 0;

async function audit(url) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      reportCount += 1;
      const name = `${String(reportCount).padStart(2, '0')}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}.json`;
      writeFileSync(path.join(REPORTS, name), result.report);
      // The run's trace beside it (open it in Chromium's Performance panel), to see which work
      // came before the largest paint.
      const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
      if (trace)
        writeFileSync(
          path.join(REPORTS, name.replace(/\.json$/, '.trace.json')),
          JSON.stringify(trace),
        );
    }
    const a11yIds = lhr.categories.accessibility.auditRefs.map((ref) => ref.id);
    const failing = a11yIds
      .map((id) => lhr.audits[id])
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => ({
        id: a.id,
        title: a.title,
        nodes: (a.details?.items ?? [])
          .map((item) => item.node?.snippet ?? item.node?.selector)
          .filter(Boolean)
          .slice(0, 3),
      }));
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
      failing,
      version: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}

const remotes = await startRemoteOrigins();
const site = await startSite({
  quiet: true,
  remotesOnOwnOrigins: false,
  env: { REMOTES_JSON: JSON.stringify(remotes.manifest) },
});
try {
  const member = await registerMember(site.baseURL, site.dataDir, {
    email: uniqueEmail('lighthouse'),
    name: 'Lighthouse Author',
  });
  const story = await publishStory(site.baseURL, member, {
    theme: THEME,
    picture: png(1200, 750, [70, 130, 180]),
  });
  const storyPath = `/contribute/news/${story}?id=${story}`;
  const pages = [
    { name: '/', path: '/' },
    { name: '/home', path: '/home' },
    { name: '/login', path: '/login' },
    { name: `story (${THEME})`, path: storyPath },
  ].filter(
    (page) =>
      ONLY.length === 0 ||
      ONLY.some((name) => page.name === name || (name !== '/' && page.name.startsWith(name))),
  );

  const rows = [];
  let version = '';
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a
      // run is made again, once.
      const run = await audit(site.baseURL + page.path).catch((error) => {
        console.error(`${page.name} run ${i + 1} failed, made again: ${error.message}`);
        return audit(site.baseURL + page.path);
      });
      version = run.version;
      console.error(
        `${page.name} run ${i + 1}: performance ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, accessibility ${run.accessibility}`,
      );
      runs.push(run);
    }
    const failing = new Map();
    for (const run of runs) for (const f of run.failing) failing.set(f.id, f);
    rows.push({
      ...page,
      performance: median(runs.map((r) => r.performance)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      fcp: median(runs.map((r) => r.fcp)),
      si: median(runs.map((r) => r.si)),
      cls: median(runs.map((r) => r.cls)),
      accessibility: median(runs.map((r) => r.accessibility)),
      failing: [...failing.values()],
    });
  }

  console.log(
    `\nLighthouse ${version}, mobile, simulated throttling; median of ${RUNS} runs (goal: performance ≥ ${GOAL.performance}, LCP ≤ ${GOAL.lcp} ms, TBT ≤ ${GOAL.tbt} ms, accessibility ${GOAL.accessibility})\n`,
  );
  console.log(
    '| page | performance | LCP (ms) | TBT (ms) | FCP (ms) | Speed Index (ms) | CLS | accessibility | goal met |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const met =
      row.performance >= GOAL.performance &&
      row.lcp <= GOAL.lcp &&
      row.tbt <= GOAL.tbt &&
      row.accessibility >= GOAL.accessibility;
    console.log(
      `| ${row.name} | ${row.performance} | ${Math.round(row.lcp)} | ${Math.round(row.tbt)} | ${Math.round(row.fcp)} | ${Math.round(row.si)} | ${row.cls.toFixed(3)} | ${row.accessibility} | ${met ? 'yes' : 'NO'} |`,
    );
  }
  for (const row of rows)
    recordGoal({
      goal: '2 Lighthouse',
      measure: `${row.name}: performance / LCP / TBT / accessibility`,
      value: `${row.performance} / ${Math.round(row.lcp)} ms / ${Math.round(row.tbt)} ms / ${row.accessibility}`,
      target: `≥ ${GOAL.performance} / ≤ ${GOAL.lcp} ms / ≤ ${GOAL.tbt} ms / ${GOAL.accessibility}`,
      met:
        row.performance >= GOAL.performance &&
        row.lcp <= GOAL.lcp &&
        row.tbt <= GOAL.tbt &&
        row.accessibility >= GOAL.accessibility,
    });
  const failures = rows.filter((row) => row.failing.length);
  console.log(
    failures.length ? '\nFailing accessibility audits:' : '\nNo accessibility audit failed.',
  );
  for (const row of failures) {
    for (const f of row.failing) {
      console.log(`- ${row.name}: ${f.id} (${f.title})`);
      for (const node of f.nodes) console.log(`    ${node.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  }
} finally {
  await site.stop();
  await remotes.stop();
}
