'use strict';

const { createWebpackConfig } = require('@voices/webpack-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Voices — Sign in',
  exposes: {
    './login-page': './src/expose/login-page.tsx',
    './register-page': './src/expose/register-page.tsx',
  },
});
