'use strict';

const { createWebpackConfig } = require('@voices/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Voices — Portals and themes',
  exposes: {
    './contributed-news-page': './src/expose/contributed-news-page.tsx',
    './portal-page': './src/expose/portal-page.tsx',
    './theme-test-page': './src/expose/theme-test-page.tsx',
    './theme-registry': './src/expose/theme-registry.ts',
    './theme-renderer': './src/expose/theme-renderer.tsx',
    './theme-miniature': './src/expose/theme-miniature.tsx',
  },
});
