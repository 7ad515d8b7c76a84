'use strict';

const { createWebpackConfig } = require('@voices/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Voices — Profile',
  exposes: {
    './own-profile-page': './src/expose/own-profile-page.tsx',
    './profile-page': './src/expose/profile-page.tsx',
    './edit-profile-page': './src/expose/edit-profile-page.tsx',
    './notifications-page': './src/expose/notifications-page.tsx',
    './saved-page': './src/expose/saved-page.tsx',
    './moderation-page': './src/expose/moderation-page.tsx',
    './follow-button': './src/expose/follow-button.tsx',
  },
});
