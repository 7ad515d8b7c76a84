'use strict';
// The shell's start loads the shared libraries as one file: every library the page provides
// to the apps and its start needs is in it, and nothing a page loads only on demand (the query
// cache is a file of its own, loaded with the first page that reads server state).
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { createWebpackConfig, ON_DEMAND_SHARED, sharedConfig } = require('./index.js');

const root = path.join(__dirname, '../..');
const shell = path.join(root, 'shell');
const platform = path.join(root, 'packages/platform');

function cacheGroups(host) {
  const config = createWebpackConfig({ dir: host ? shell : path.join(root, 'mfe-feed'), host })(
    {},
    { mode: 'production' },
  );
  return config.optimization.splitChunks?.cacheGroups;
}

test('the shell puts the shared libraries its start needs in one file, the query cache in another', () => {
  const groups = cacheGroups(true);
  assert.equal(groups.libraries.name, 'libraries');
  assert.equal(groups.data.name, 'data');
  // Only chunks loaded after main.js: the entry stays the federation runtime alone.
  assert.equal(groups.libraries.chunks, 'async');
  assert.equal(groups.data.chunks, 'async');
  const libraries = groups.libraries.test;
  const data = groups.data.test;
  const shared = Object.keys(sharedConfig(shell)).filter(
    (key) => !key.startsWith('@voices/') && !key.endsWith('/'),
  );
  assert.ok(shared.length >= 5, `shared libraries: ${shared.join(', ')}`);
  const onDemand = (dep) => ON_DEMAND_SHARED.includes(dep);
  const files = [
    ...shared
      .filter((dep) => !onDemand(dep))
      .map((dep) => require.resolve(dep, { paths: [shell] })),
    require.resolve('react-dom/client', { paths: [shell] }),
    require.resolve('react/jsx-runtime', { paths: [shell] }),
    ...['ky', '@lingui/core', '@lingui/react'].map((dep) =>
      require.resolve(dep, { paths: [platform] }),
    ),
  ];
  for (const file of files) {
    assert.ok(libraries.test(file), file);
    assert.ok(!data.test(file), file);
  }
  // The router is shared as a list of the exports the apps use; the query cache as another.
  const list = (dep) => sharedConfig(shell)[dep].import;
  assert.ok(libraries.test(list('react-router-dom')));
  assert.ok(data.test(list('@tanstack/react-query')));
  // The query cache, its core and the page's client of it: none in the start's file.
  const queryFiles = [
    require.resolve('@tanstack/react-query', { paths: [platform] }),
    require.resolve('@tanstack/query-core', {
      paths: [path.dirname(require.resolve('@tanstack/react-query', { paths: [platform] }))],
    }),
    path.join(platform, 'src/query/query-client.ts'),
  ];
  for (const file of queryFiles) {
    assert.ok(data.test(file), file);
    assert.ok(!libraries.test(file), file);
  }
  // The realtime client is fetched only when a connection opens.
  const socket = require.resolve('socket.io-client', { paths: [platform] });
  assert.ok(!libraries.test(socket) && !data.test(socket));
});

test('the query cache and its client are shared singletons the start does not preload', () => {
  const shared = sharedConfig(shell);
  for (const dep of ON_DEMAND_SHARED) assert.equal(shared[dep]?.singleton, true, dep);
  const config = createWebpackConfig({ dir: shell, host: true })({}, { mode: 'production' });
  const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
  assert.deepEqual(html.userOptions.onDemandShared, ON_DEMAND_SHARED);
});

test('a remote keeps its fallback copies of the shared libraries apart', () => {
  assert.equal(cacheGroups(false), undefined);
});
