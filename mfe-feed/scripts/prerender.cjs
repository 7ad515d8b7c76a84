// Writes dist-server/first-paint.cjs: the module the gateway loads to draw this section's
// pages that show data for each request (src/prerender/first-paints.tsx; docs/architecture.md,
// "First paints with data"). Beside dist/, not in it: it is the server's, never a browser's.
// Run after the browser build (`pnpm build` does both).
'use strict';

const path = require('node:path');
const { writePrerendered } = require('@voices/webpack-config/prerender');

const appDir = path.join(__dirname, '..');

writePrerendered({
  dir: appDir,
  entry: './src/prerender/first-paints.tsx',
  output: path.join(appDir, 'dist-server'),
  name: 'first-paint.cjs',
})
  .then((file) => console.log(`prerender: ${path.relative(appDir, file)}`))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
