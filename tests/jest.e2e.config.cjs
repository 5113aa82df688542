// End-to-end tests: one local stack per run (global setup), real anvil, real Chromium, one worker.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.(ts|tsx|js|mjs|cjs)$': '<rootDir>/tests/support/esbuild-transform.cjs' },
  transformIgnorePatterns: ['/node_modules/(?!(nanostores|jose|openid-client|oauth4webapi)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  // One browser at a time: the machines running this have two cores.
  maxWorkers: 1,
  testTimeout: 60000,
};
