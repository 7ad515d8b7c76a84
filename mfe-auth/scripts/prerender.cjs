// Writes dist/first-paint/<module>.html: the first paint of each page src/prerender/
// first-paints.tsx names, which the gateway puts in the shell's page at that page's place
// (docs/architecture.md, "First paints of a remote's page"). Run after the browser build
// (`pnpm build` does both).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { loadPrerendered } = require('@voices/webpack-config/prerender');

const appDir = path.join(__dirname, '..');

async function main() {
  const { renderFirstPaints } = await loadPrerendered({
    dir: appDir,
    entry: './src/prerender/first-paints.tsx',
  });
  const folder = path.join(appDir, 'dist', 'first-paint');
  fs.mkdirSync(folder, { recursive: true });
  for (const [module, markup] of Object.entries(renderFirstPaints())) {
    fs.writeFileSync(path.join(folder, `${module}.html`), markup);
    console.log(
      `prerender: dist/first-paint/${module}.html (${(markup.length / 1024).toFixed(1)} KB)`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
