'use strict';
// The shell's start loads the shared libraries as one file: every library the page provides
// to the apps is in it, and nothing a page loads only on demand.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { createWebpackConfig, sharedConfig } = require('./index.js');

const root = path.join(__dirname, '../..');
const shell = path.join(root, 'shell');
const platform = path.join(root, 'packages/platform');

function librariesGroup(host) {
  const config = createWebpackConfig({ dir: host ? shell : path.join(root, 'mfe-feed'), host })(
    {},
    { mode: 'production' },
  );
  return config.optimization.splitChunks?.cacheGroups?.libraries;
}

test('the shell puts every shared library, and the libraries of its platform, in one file', () => {
  const { test: libraries, chunks, name } = librariesGroup(true);
  assert.equal(name, 'libraries');
  // Only chunks loaded after main.js: the entry stays the federation runtime alone.
  assert.equal(chunks, 'async');
  const shared = Object.keys(sharedConfig(shell)).filter(
    (key) => !key.startsWith('@voices/') && !key.endsWith('/'),
  );
  assert.ok(shared.length >= 5, `shared libraries: ${shared.join(', ')}`);
  const files = [
    ...shared.map((dep) => require.resolve(dep, { paths: [shell] })),
    require.resolve('react-dom/client', { paths: [shell] }),
    require.resolve('react/jsx-runtime', { paths: [shell] }),
    ...['ky', '@lingui/core', '@lingui/react'].map((dep) =>
      require.resolve(dep, { paths: [platform] }),
    ),
  ];
  // The router and the query cache are shared as lists of the exports the apps use.
  const lists = Object.values(sharedConfig(shell))
    .map((entry) => entry.import)
    .filter(Boolean);
  assert.ok(lists.length >= 2, 'the lists of exports');
  for (const file of [...files, ...lists]) assert.ok(libraries.test(file), file);
  // The realtime client is fetched only when a connection opens.
  assert.ok(!libraries.test(require.resolve('socket.io-client', { paths: [platform] })));
});

test('a remote keeps its fallback copies of the shared libraries apart', () => {
  assert.equal(librariesGroup(false), undefined);
});
