const base = require('../webpack-config/jest-preset').createJestConfig(__dirname);
module.exports = { ...base, testEnvironment: 'node', setupFilesAfterEnv: [] };
