import type { RuleSetRule } from '@rspack/core';

/** TypeScript and TSX through the built-in SWC loader; React's automatic runtime, so no `import React`. */
function scriptRule(production: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * The module rules every app shares. `css/auto` makes *.module.css CSS Modules and any other .css plain
 * (global) CSS; rspack 2 no longer adds CSS rules by itself. JSON needs no rule: it is a built-in type.
 */
export function moduleRules(production: boolean): RuleSetRule[] {
  return [
    scriptRule(production),
    { test: /\.css$/i, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset/resource' },
  ];
}

/**
 * CSS Modules options. The class name starts with the app's name so a rule can never clash with another
 * remote's, and `namedExports: false` gives the `import styles from './x.module.css'` default export that
 * types/assets.d.ts declares.
 */
export function cssModuleOptions(appName: string, production: boolean) {
  const localIdentName = production ? `${appName}-[local]-[hash:6]` : `${appName}-[path][name]-[local]`;
  return {
    parser: { 'css/auto': { namedExports: false } },
    generator: { 'css/auto': { localIdentName, exportsConvention: 'as-is' as const } },
  };
}
