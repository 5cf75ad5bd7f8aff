/**
 * The cluster suite (test/cluster.test.ts): real instances of the server, HAProxy, PostgreSQL and Redis, in
 * processes of their own. Sources compile as the server's own tests do. Run in band: the tests share one cluster
 * and run in order (the last one stops an instance).
 */
const server = require('../server/jest.config.js');

module.exports = {
  ...server,
  rootDir: __dirname,
  // The instances are processes of their own, which the suite stops itself; no app of the server's test helpers runs
  // in this one, so neither their leftover check (server/test/environment.js) nor the PGlite template is needed; the
  // instances run the built server, built before the suite.
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/build-server.js',
  transform: { '^.+\\.([mc]?js|tsx?)$': '<rootDir>/../server/test/jest-transform.js' },
};
