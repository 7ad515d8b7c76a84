module.exports = require('../webpack-config/jest-preset').createJestConfig(__dirname, {
  testKit: true,
});
