// Writes dist/landing.html: the built page with the landing page's first paint in it, which the
// gateway serves at `/` (docs/architecture.md, "The landing page's first paint"). It builds
// src/prerender/landing.tsx for Node.js, renders it once and puts the markup in the page's root,
// which React hydrates once the scripts have run. Run after the browser build (`pnpm build`
// does both).
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { createPrerenderConfig } = require('@voices/webpack-config');
const { firstPaintPage } = require('./first-paint-page.cjs');

const appDir = path.join(__dirname, '..');
const dist = path.join(appDir, 'dist');

function build(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

async function main() {
  const page = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // Built outside dist/, which the gateway serves, and removed once it has run.
  const output = fs.mkdtempSync(path.join(os.tmpdir(), 'voices-prerender-'));
  try {
    await build(
      createPrerenderConfig({ dir: appDir, entry: './src/prerender/landing.tsx', output }),
    );
    const { renderLanding } = require(path.join(output, 'prerender.cjs'));
    const landing = firstPaintPage(page, renderLanding());
    fs.writeFileSync(path.join(dist, 'landing.html'), landing);
    console.log(`prerender: dist/landing.html (${(landing.length / 1024).toFixed(1)} KB)`);
  } finally {
    fs.rmSync(output, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
