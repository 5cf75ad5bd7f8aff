/**
 * The cluster suite (test/cluster.test.ts): real instances of the server, HAProxy, PostgreSQL and Redis, in
 * processes of their own. Sources compile as the server's own tests do. Run in band: the tests share one cluster
 * and run in order (the last one stops an instance).
 */
const server = require('../server/jest.config.js');

module.exports = {
  ...server,
  rootDir: __dirname,
  transform: { '^.+\\.([mc]?js|tsx?)$': '<rootDir>/../server/test/jest-transform.js' },
};
