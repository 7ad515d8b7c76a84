// The shell is the federation host: the shared factory holds every webpack and federation
// setting; this file only adds what the host alone needs.
'use strict';

const { createWebpackConfig } = require('@voices/webpack-config');

const GATEWAY = 'http://127.0.0.1:8080';

const createConfig = createWebpackConfig({
  dir: __dirname,
  host: true,
  title: 'Voices',
  // The page's one federation runtime, which the remotes' entries take from it; then, in
  // order: a second try, then a fallback module instead of an error.
  runtimePlugins: [
    require.resolve('./src/mf/provide-runtime-plugin.ts'),
    require.resolve('./src/mf/retry-plugin.ts'),
    require.resolve('./src/mf/fallback-plugin.ts'),
  ],
  devServer: {
    // The gateway answers the API, the socket, uploaded files and the remote manifest.
    proxy: [
      {
        context: ['/api', '/socket.io', '/uploads', '/remotes.json'],
        target: GATEWAY,
        ws: true,
      },
    ],
  },
});

module.exports = createConfig;
