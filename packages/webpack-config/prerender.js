// Builds an app's prerender module for Node.js (createPrerenderConfig) in a folder of its own,
// outside dist/ (which is served), loads it and removes the folder: what a build script needs to
// render an app's first paints once, after the browser build.
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

module.exports = { loadPrerendered };
