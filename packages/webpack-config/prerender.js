// Builds an app's prerender module for Node.js (createPrerenderConfig) in a folder of its own,
// outside dist/ (which is served): loaded once and removed, for a build script that renders an
// app's first paints once, after the browser build; or kept, for a server that renders them for
// each request.
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { createPrerenderConfig } = require('./index.js');

function build(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

/**
 * The exports of `entry` (a module of the app at `dir`), built for Node.js with the app's
 * sources, aliases and catalogues.
 */
async function loadPrerendered({ dir, entry }) {
  const output = fs.mkdtempSync(path.join(os.tmpdir(), 'voices-prerender-'));
  try {
    await build(createPrerenderConfig({ dir, entry, output }));
    return require(path.join(output, 'prerender.cjs'));
  } finally {
    fs.rmSync(output, { recursive: true, force: true });
  }
}

/**
 * Builds `entry` for Node.js as `<output>/<name>`, to be loaded by a server at run time (a
 * first paint rendered for each request). `output` is emptied first: keep it outside dist/,
 * which is served to browsers.
 */
async function writePrerendered({ dir, entry, output, name }) {
  await build(createPrerenderConfig({ dir, entry, output }));
  fs.renameSync(path.join(output, 'prerender.cjs'), path.join(output, name));
  return path.join(output, name);
}

/**
 * Writes an app's server module, `<dir>/dist-server/first-paint.cjs`, from its
 * src/prerender/first-paints.tsx: the pages the gateway draws with data for each request
 * (docs/architecture.md, "First paints with data"). Beside dist/, not in it: it is the
 * server's, never a browser's. Run after the browser build; sets the exit code on failure.
 */
function writeFirstPaints(dir) {
  return writePrerendered({
    dir,
    entry: './src/prerender/first-paints.tsx',
    output: path.join(dir, 'dist-server'),
    name: 'first-paint.cjs',
  })
    .then((file) => console.log(`prerender: ${path.relative(dir, file)}`))
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}

module.exports = { loadPrerendered, writePrerendered, writeFirstPaints };
