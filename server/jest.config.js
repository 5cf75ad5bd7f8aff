/**
 * Server tests: the real app on port 0 over real HTTP, against PGlite in memory, or against PostgreSQL
 * when DATABASE_URL is set (each file in its own schema). Runs in band: PGlite is single-connection and
 * each file's database takes a few seconds to open, so parallel workers buy little and cost memory.
 */
module.exports = {
  rootDir: __dirname,
  // node, closing what a file left open (test/environment.js)
  testEnvironment: '<rootDir>/test/environment.js',
  // the migrated PGlite template, once before any file (test/global-setup.ts)
  globalSetup: '<rootDir>/test/global-setup.ts',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // Sources and the dependencies that need it are compiled by swc (see the transformer for which).
  transform: { '^.+\\.([mc]?js|tsx?)$': '<rootDir>/test/jest-transform.js' },
  transformIgnorePatterns: [],
  testTimeout: 30_000,
};
