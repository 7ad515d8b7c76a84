'use strict';
// The federation runtime's build-time switches: a built remote leaves out the loading of other
// remotes (the shell's runtime loads every remote of the site), a remote alone on its dev
// server keeps it (it is that page's host), and the shell always keeps it.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { createWebpackConfig } = require('./index.js');

const root = path.join(__dirname, '../..');

function optimization(folder, mode) {
  const config = createWebpackConfig({ dir: path.join(root, folder), host: folder === 'shell' })(
    {},
    { mode },
  );
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return plugin._options.experiments.optimization;
}

test('a built remote leaves out the loading of other remotes; its dev build and the shell keep it', () => {
  for (const folder of [
    'mfe-auth',
    'mfe-feed',
    'mfe-compose',
    'mfe-portal-themes',
    'mfe-profile',
  ]) {
    assert.equal(optimization(folder, 'production').disableRemote, true, folder);
    assert.notEqual(optimization(folder, 'development').disableRemote, true, folder);
  }
  assert.notEqual(optimization('shell', 'production').disableRemote, true);
  assert.equal(optimization('shell', 'production').disableSnapshot, true);
});
