/**
 * Unit tests of every front-end package (docs/CONVENTIONS.md): `test/**\/*.test.tsx` run in jsdom,
 * `test/**\/*.test.ts` in node (a `@jest-environment` docblock overrides). server/ and e2e/ have
 * their own runners and are left out.
 */
const packages = ['shared/*', 'host', 'remotes/*', 'deploy', 'release-store', 'scripts/lib'];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/server/', '<rootDir>/e2e/'],
};

module.exports = {
  // A test's limit only catches a test that hangs, as in e2e/playwright.config.ts: every wait in a test is for a state
  // and has its own limit (test-support/testing-library.js), while a page test's several renders take seconds on two
  // busy cores (the unit phase runs beside the type-check, lint and build). Jest's 5 s for the whole test measured
  // the machine: the interest search of search-page.test.tsx took 1.6 s in one run and 5.3 s, failing, in the next.
  // Top level, not per project: jest-circus reads the run's (global) testTimeout and ignores a project's
  // (scripts/lib/test/unit-config.test.ts).
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'jsdom',
      testEnvironment: 'jsdom',
      // toBeInTheDocument, toHaveAccessibleName, ... (types: shared/ui/test/jest-dom.d.ts)
      setupFiles: ['<rootDir>/test-support/jsdom-globals.js'],
      setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/test-support/testing-library.js'],
      testMatch: packages.map((p) => `<rootDir>/${p}/test/**/*.test.tsx`),
    },
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: packages.map((p) => `<rootDir>/${p}/test/**/*.test.ts`),
    },
  ],
};
