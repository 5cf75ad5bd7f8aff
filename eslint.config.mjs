// ESLint for the whole workspace: `pnpm lint` (no warnings allowed), run by scripts/test as the "lint" suite.
// Formatting is Prettier's (.prettierrc); ESLint finds bugs, plus the one length limit Prettier cannot enforce.
// The plugins come from @dating/lint, which gives them the TypeScript 6 compiler API (see lint/index.js).
import { defineConfig, globalIgnores } from 'eslint/config';
import { readFileSync } from 'node:fs';
import { globals, js, prettierConfig, reactHooks, stylistic, tanstackQuery, tseslint } from '@dating/lint';

/** The part of react-router the host shares with every remote (shared/build/src/facades.ts). */
/** The names the host's facades provide, by library (shared/build/src/facades.ts). */
const FACADE_APIS = JSON.parse(readFileSync(new URL('./shared/build/facade-api.json', import.meta.url), 'utf8'));

const TS = '**/*.{ts,tsx,mts,cts}';
/** Where React components and hooks live (the React Compiler behind react-hooks' rules is the slowest part). */
const REACT = ['host/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'];
const JEST = ['**/test/**', '**/testing/**', 'test-support/**'];
const TESTS = [...JEST, 'e2e/**'];

/** Code that runs in Node: the server and the tools, every build and test-runner config, the scripts. */
const NODE = [
  'server/**',
  'deploy/**',
  'release-store/**',
  'bench/**',
  'cluster/**',
  'e2e/**',
  'lint/**',
  'scripts/**',
  'shared/build/**',
  'host/build/**',
  'test-support/**',
  '**/*.config.{js,mjs,cjs,ts}',
];

/** `_`-prefixed names are unused on purpose: props a page must accept, a field dropped by destructuring. */
const UNUSED_VARS = {
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
  ignoreRestSiblings: true,
};

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    '.data/', // database, media and the remote store (STORE_DIR defaults to .data/store)
    '.bench/',
    '**/test-results/',
    '**/playwright-report/',
  ]),

  js.configs.recommended,
  { name: 'dating/unused-vars', rules: { 'no-unused-vars': ['error', UNUSED_VARS] } },
  {
    name: 'dating/typescript',
    files: [TS],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', UNUSED_VARS],
    },
  },
  {
    name: 'dating/react',
    files: REACT,
    ignores: ['shared/build/**'],
    extends: [reactHooks.configs.flat.recommended, tanstackQuery.configs['flat/recommended']],
    rules: {
      // Two rules of the React Compiler set that contradict deliberate patterns here (no React Compiler is used):
      // - refs: the "latest callback" ref written during render (useBusEvent, useCountdown, useNearEnd), and
      //   false alarms on floating-ui's `refs.setReference`/`refs.setFloating` (Popover, Tooltip, ModalDialog);
      // - set-state-in-effect: state reset, or filled from an async answer, in an effect (useRemoteComponent,
      //   usePolling, LocationStep, SearchPage): one render too many, not a bug.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },

  {
    // A remote runs against the host's facades (react-router, react-i18next, react-query): a name outside one would
    // be undefined at run time (types are erased, so any type may be imported).
    name: 'dating/library-facades',
    files: REACT,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...Object.keys(FACADE_APIS), 'react-router-dom'].map((name) => ({
            name,
            allowImportNames: FACADE_APIS[name === 'react-router-dom' ? 'react-router' : name],
            allowTypeImports: true,
            message: "Not in the host's facade of this library: add it to shared/build/facade-api.json first.",
          })),
        },
      ],
    },
  },
  {
    name: 'dating/browser',
    ignores: NODE,
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'dating/node',
    files: NODE,
    languageOptions: { globals: globals.node },
  },
  {
    name: 'dating/service-worker',
    files: ['host/src/sw/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.serviceworker },
  },
  {
    // Every other .js file is CommonJS: rspack and jest load their configs and transforms with require().
    name: 'dating/commonjs',
    files: ['**/*.js'],
    ignores: ['lint/**', 'host/src/sw/**'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    name: 'dating/jest',
    files: JEST,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    name: 'dating/tests',
    files: TESTS,
    rules: {
      // Fakes of api.call and of browser objects take whatever the code under test passes.
      '@typescript-eslint/no-explicit-any': 'off',
      // jest.isolateModules() needs require(), and remotes' rspack configs are CommonJS.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Kysely's documented migration signature: a migration must not depend on today's schema type.
    name: 'dating/migrations',
    files: ['server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // Last: turn off every rule that disagrees with Prettier, then add back the length limit. Prettier wraps code
  // at 120 but not a string, a template literal or a comment; those lines are this rule's job.
  prettierConfig,
  {
    name: 'dating/max-len',
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/max-len': ['error', { code: 120, tabWidth: 2, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
]);
