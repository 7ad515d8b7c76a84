module.exports = require('../packages/webpack-config/jest-preset').createJestConfig(__dirname, {
  testKit: true,
});
