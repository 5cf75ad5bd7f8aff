// The ESLint plugins and shared configs that eslint.config.mjs at the repository root uses.
//
// They live in their own workspace package for one reason: typescript-eslint (and @tanstack/eslint-plugin-query,
// which is built on it) loads the TypeScript compiler API, and TypeScript 7 — the root's `tsc` — ships no
// compiler API (typescript-eslint refuses to start on it: typescript-eslint/typescript-eslint#10940). pnpm
// resolves a peer dependency from the package that depends on the plugin, so this package depends on the
// TypeScript 6 API under the name `typescript` (`npm:@typescript/typescript6`, Microsoft's side-by-side
// package) and every plugin below gets TypeScript 6, while the root keeps TypeScript 7 for `pnpm typecheck`.
// When typescript-eslint supports TypeScript 7, this package can fold back into the root's devDependencies.
export { default as js } from '@eslint/js';
export { default as stylistic } from '@stylistic/eslint-plugin';
export { default as tanstackQuery } from '@tanstack/eslint-plugin-query';
export { default as prettierConfig } from 'eslint-config-prettier/flat';
export { default as reactHooks } from 'eslint-plugin-react-hooks';
export { default as globals } from 'globals';
export { default as tseslint } from 'typescript-eslint';
