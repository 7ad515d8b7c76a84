'use strict';
// The federation runtime's build-time switches: a built remote leaves out the loading of other
// remotes (the shell's runtime loads every remote of the site) and the runtime's core (it takes
// the shell's, which the shell puts on the page); a remote alone on its dev server keeps both
// (it is that page's host), and the shell always keeps them.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const { createWebpackConfig } = require('./index.js');

const root = path.join(__dirname, '../..');
const REMOTES = ['mfe-auth', 'mfe-feed', 'mfe-compose', 'mfe-portal-themes', 'mfe-profile'];

function experiments(folder, mode) {
  const config = createWebpackConfig({ dir: path.join(root, folder), host: folder === 'shell' })(
    {},
    { mode },
  );
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return plugin._options.experiments;
}

test('a built remote leaves out the loading of other remotes; its dev build and the shell keep it', () => {
  for (const folder of REMOTES) {
    assert.equal(experiments(folder, 'production').optimization.disableRemote, true, folder);
    assert.notEqual(experiments(folder, 'development').optimization.disableRemote, true, folder);
  }
  assert.notEqual(experiments('shell', 'production').optimization.disableRemote, true);
  assert.equal(experiments('shell', 'production').optimization.disableSnapshot, true);
});

test("a built remote takes the runtime's core from the page; its dev build and the shell carry it", () => {
  for (const folder of REMOTES) {
    assert.equal(experiments(folder, 'production').externalRuntime, true, folder);
    assert.notEqual(experiments(folder, 'development').externalRuntime, true, folder);
  }
  assert.notEqual(experiments('shell', 'production').externalRuntime, true);
});

/** The folder of the package `name` as a module in `from` resolves it. */
function resolvePackage(from, name) {
  let dir = path.dirname(createRequire(from).resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || !isPackage(dir, name)) {
    dir = path.dirname(dir);
  }
  return dir;
}

function isPackage(dir, name) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name === name;
}

/** A package's folder as the federation plugin resolves it, one dependency after another. */
function packageDir(chain) {
  let dir = resolvePackage(__filename, '@module-federation/enhanced');
  for (const name of chain) dir = resolvePackage(path.join(dir, 'package.json'), name);
  return dir;
}

const versionOf = (dir) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;

/** The names imported from the runtime core in the given files. */
function namesImported(sources) {
  const names = new Set();
  for (const source of sources) {
    for (const match of source.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*["']@module-federation\/runtime-core["']/g,
    )) {
      for (const name of match[1].split(',')) {
        const local = name.trim().split(/\s+as\s+/)[0];
        if (local) names.add(local);
      }
    }
  }
  return names;
}

test("the shell puts on the page every part of the core a built remote's entry takes", () => {
  // What a remote's entry runs: the federation's bundler runtime and the runtime it calls
  // (not @module-federation/runtime/core, the whole core for those who ask for it by name).
  const remoteSources = [];
  for (const chain of [
    ['@module-federation/runtime-tools', '@module-federation/runtime'],
    ['@module-federation/runtime-tools', '@module-federation/webpack-bundler-runtime'],
  ]) {
    const dist = path.join(packageDir(chain), 'dist');
    for (const file of fs.readdirSync(dist)) {
      if (file.endsWith('.js') && file !== 'core.js') {
        remoteSources.push(fs.readFileSync(path.join(dist, file), 'utf8'));
      }
    }
  }
  const needed = namesImported(remoteSources);
  assert.ok(needed.has('ModuleFederation') && needed.has('helpers'), [...needed].join(', '));
  const provider = fs.readFileSync(
    path.join(root, 'shell/src/mf/provide-runtime-plugin.ts'),
    'utf8',
  );
  const provided = namesImported([provider]);
  assert.deepEqual(
    [...needed].filter((name) => !provided.has(name)),
    [],
    'names a remote takes that the shell does not provide',
  );
  // The shell's copy is the one the remotes were built against.
  const shellCore = resolvePackage(
    path.join(root, 'shell/package.json'),
    '@module-federation/runtime-core',
  );
  const remoteCore = packageDir([
    '@module-federation/runtime-tools',
    '@module-federation/runtime-core',
  ]);
  assert.equal(versionOf(shellCore), versionOf(remoteCore));
});
