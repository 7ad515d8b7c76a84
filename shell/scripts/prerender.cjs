// Writes the shell's first paints (docs/architecture.md, "The landing page's first paint" and
// "First paints of a remote's page"): dist/landing.html, the built page with the landing page
// drawn in its root, which the gateway serves at `/`; and dist/first-paint/<route>.html for each
// route a remote's page may have a first paint for, the page drawn around the place of the
// remote's page, which the gateway fills when the remote has a first paint for it. It builds
// src/prerender/landing.tsx for Node.js and renders each once; React hydrates them once the
// scripts have run. Run after the browser build (`pnpm build` does both).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { loadPrerendered } = require('@voices/webpack-config/prerender');
const { firstPaintPage } = require('./first-paint-page.cjs');

const appDir = path.join(__dirname, '..');
const dist = path.join(appDir, 'dist');

async function main() {
  const page = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const { renderLanding, renderFrame, FRAMED_ROUTES, firstPaintFrame } = await loadPrerendered({
    dir: appDir,
    entry: './src/prerender/landing.tsx',
  });
  // The landing page's code is a chunk of its own (src/features/landing/landing-route.tsx):
  // its page names its files, which the other pages' start goes without.
  const own = (extension) =>
    fs
      .readdirSync(dist)
      .filter((file) => /^landing\.[0-9a-f]+\.(js|css)$/.test(file) && file.endsWith(extension))
      .map((file) => `/${file}`);
  const landingFiles = { styles: own('.css'), scripts: own('.js') };
  if (landingFiles.scripts.length !== 1)
    throw new Error(`Expected one landing chunk in dist/, found ${landingFiles.scripts.length}`);
  const landing = firstPaintPage(page, await renderLanding(), landingFiles);
  fs.writeFileSync(path.join(dist, 'landing.html'), landing);
  console.log(`prerender: dist/landing.html (${(landing.length / 1024).toFixed(1)} KB)`);
  for (const route of FRAMED_ROUTES) {
    const file = path.join(dist, firstPaintFrame(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, firstPaintPage(page, renderFrame(route)));
  }
  console.log(`prerender: dist/first-paint/ (${FRAMED_ROUTES.join(', ')})`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
