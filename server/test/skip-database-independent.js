/**
 * jest --filter for the PostgreSQL run of the server tests: leaves out the files marked `@database-independent`
 * in their first docblock (their subject is not the database: they pass the same on PGlite, which runs them).
 *
 *   DATABASE_URL=… jest --config jest.config.js --filter=./test/skip-database-independent.js
 */
const { readFileSync } = require('node:fs');

/** The file's leading comment block (before any code) names the tag. */
const isDatabaseIndependent = (file) => {
  const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'));
  return docblock !== null && /(^|\s)@database-independent(\s|$)/.test(docblock[1]);
};

// jest 30 takes the paths kept as strings (jest 29 took { test } objects)
module.exports = (testPaths) => ({ filtered: testPaths.filter((test) => !isDatabaseIndependent(test)) });
