/**
 * Server tests: the real app on port 0 over real HTTP, against PGlite in memory, or against PostgreSQL
 * when DATABASE_URL is set (each file in its own schema). Runs in band: PGlite is single-connection and
 * each file's database takes a few seconds to open, so parallel workers buy little and cost memory.
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

// Packages that ship ES modules only (or load parts with import()); jest's CommonJS runtime needs them transformed.
const esmOnly = ['kysely', '@faker-js', '@dicebear', 'superstruct', '@electric-sql'];

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.([mc]?js|tsx?)$': swc },
  // pnpm's store path is node_modules/.pnpm/<name>@<version>/node_modules/<name>; '@' of a scope becomes '+'.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${esmOnly.map((p) => p.replace('@', '@?')).join('|')})|${esmOnly.join('|')}))`],
  testTimeout: 30_000,
  // Jest prints no closing line the CI reads; the reporter below adds 'N passed, N failed'.
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
};
