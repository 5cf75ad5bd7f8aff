/**
 * jest --filter for the PGlite run of the server tests when a PostgreSQL run goes beside it (scripts/test): leaves
 * out the files marked `@database-independent` in their first docblock. Their subject is not the database, so they
 * run once, on PostgreSQL, where a file costs half the CPU: its database is a server's schema rather than PostgreSQL
 * started in WebAssembly inside the test process (fuzz.test.ts: 31 s instead of 64 s). Without PostgreSQL, PGlite
 * runs every file.
 *
 *   jest --config jest.config.js --filter=./test/skip-database-independent.js
 */
const { readFileSync } = require('node:fs');

/** The file's leading comment block (before any code) names the tag. */
const isDatabaseIndependent = (file) => {
  const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'));
  return docblock !== null && /(^|\s)@database-independent(\s|$)/.test(docblock[1]);
};

// jest 30 takes the paths kept as strings (jest 29 took { test } objects)
module.exports = (testPaths) => ({ filtered: testPaths.filter((test) => !isDatabaseIndependent(test)) });
