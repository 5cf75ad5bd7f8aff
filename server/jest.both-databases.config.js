/**
 * The server tests on both databases in one jest run (scripts/test): a project for PGlite and one for the PostgreSQL
 * at SERVER_TEST_PG_URL, whose files the workers take from one queue, longest first, so that neither database's half
 * is left running alone at the end (as two fixed halves per database were: a file's time differs by database).
 * Files marked @database-independent run once, on PostgreSQL (test/skip-database-independent.js says why).
 * Each project names its database to the test environment (test/environment.js), which gives the file's process.env
 * that DATABASE_URL (test/helpers/test-db.ts reads it).
 *
 *   SERVER_TEST_PG_URL=postgres://… jest --config jest.both-databases.config.js --maxWorkers=4
 */
const { readdirSync } = require('node:fs');
const path = require('node:path');
const single = require('./jest.config');
const { isDatabaseIndependent } = require('./test/skip-database-independent');

const pgUrl = process.env.SERVER_TEST_PG_URL;
if (!pgUrl) throw new Error('jest.both-databases.config.js needs SERVER_TEST_PG_URL (a PostgreSQL for the tests)');

const { testTimeout, ...project } = single;
const testDir = path.join(__dirname, 'test');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const databaseIndependent = readdirSync(testDir)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => path.join(testDir, name))
  .filter(isDatabaseIndependent);

module.exports = {
  // jest-circus reads the run's limit per test, not a project's
  testTimeout,
  projects: [
    {
      ...project,
      displayName: 'pglite',
      testEnvironmentOptions: { databaseUrl: '' },
      testPathIgnorePatterns: ['/node_modules/', ...databaseIndependent.map((file) => `^${escape(file)}$`)],
    },
    { ...project, displayName: 'postgresql', testEnvironmentOptions: { databaseUrl: pgUrl } },
  ],
};
