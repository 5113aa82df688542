// Node-side unit tests (dev stack, relay, scripts, server helpers): plain Node environment.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/dev/**/*.test.ts',
    '<rootDir>/scripts/**/*.test.ts',
    '<rootDir>/bench/**/*.test.ts',
    '<rootDir>/react-wrapper/test/**/*.test.ts?(x)',
  ],
  transform: { '^.+\\.(ts|tsx|js|mjs|cjs)$': '<rootDir>/tests/support/esbuild-transform.cjs' },
  transformIgnorePatterns: ['/node_modules/(?!(nanostores|jose)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testTimeout: 60000,
};
