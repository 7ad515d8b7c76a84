'use strict';

const { createWebpackConfig } = require('@voices/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Voices — Compose',
  exposes: {
    './pick-theme-page': './src/expose/pick-theme-page.tsx',
    './compose-page': './src/expose/compose-page.tsx',
    './edit-news-page': './src/expose/edit-news-page.tsx',
    './share-news-modal': './src/expose/share-news-modal.tsx',
  },
});
