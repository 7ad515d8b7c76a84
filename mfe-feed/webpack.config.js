'use strict';

const { createWebpackConfig } = require('@voices/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Voices — News feed',
  exposes: {
    './home-page': './src/expose/home-page.tsx',
    './news-list-page': './src/expose/news-list-page.tsx',
    './news-detail-page': './src/expose/news-detail-page.tsx',
    './user-dashboard-page': './src/expose/user-dashboard-page.tsx',
    './user-search-page': './src/expose/user-search-page.tsx',
    './author-page': './src/expose/author-page.tsx',
    './contributed-list-page': './src/expose/contributed-list-page.tsx',
  },
});
