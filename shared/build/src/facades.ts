import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RspackPluginInstance } from '@rspack/core';
import REACT_ROUTER_CLIENT_NAMES from '../react-router-client-api.json';

/**
 * react-router's API for a page that renders its routes itself (declarative mode): routers, routes, links
 * and the hooks on them, plus the path helpers (react-router-client-api.json). What the host puts in the share
 * scope for every remote. Left out: data routers (loaders, actions, fetchers, forms), server rendering and
 * sessions, which no page of this site uses: they make the library 57 KB gzipped instead of 14 KB. A remote runs
 * against the host's copy, so ESLint refuses a name outside this list (eslint.config.mjs): adding one means
 * adding it here, and releasing the host before the remote that uses it.
 */
export const REACT_ROUTER_CLIENT_API: readonly string[] = REACT_ROUTER_CLIENT_NAMES;

export interface Facade {
  /** the file the share scope gets in place of the package's own entry */
  file: string;
  source: string;
  /** the package's version, which the share scope announces as before */
  version: string;
}

/** A package's ESM entry and version, found from the app's folder as the app itself resolves it. */
function packageEntry(dir: string, name: string): { entry: string; version: string } {
  const manifest = require.resolve(`${name}/package.json`, { paths: [dir] });
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string; module?: string };
  const exports = (pkg as { exports?: Record<string, { import?: { default?: string } }> }).exports;
  const entry = exports?.['.']?.import?.default ?? pkg.module;
  if (!entry) throw new Error(`${name} has no ESM entry to build a facade on`);
  return { entry: join(dirname(manifest), entry), version: pkg.version };
}

/**
 * Module Federation cannot tree-shake what a build provides to the share scope: the host's eager
 * react-router would be the whole library, whatever the pages use. The host provides these facades instead,
 * re-exporting the client API from the package's own file (an absolute path, so not itself a shared request).
 * Everything else is shaken out as in any build. react-router-dom is only react-router again for the DOM;
 * its facade leaves out the data router's RouterProvider and HydratedRouter (react-router/dom).
 */
export function sharedFacades(dir: string): Record<string, Facade> {
  const router = packageEntry(dir, 'react-router');
  const dom = packageEntry(dir, 'react-router-dom');
  const list = REACT_ROUTER_CLIENT_API.join(', ');
  const facadeDir = join(dir, 'node_modules', '.shared-facades');
  return {
    'react-router': {
      file: join(facadeDir, 'react-router.mjs'),
      source: `export { ${list} } from ${JSON.stringify(router.entry)};\n`,
      version: router.version,
    },
    'react-router-dom': {
      file: join(facadeDir, 'react-router-dom.mjs'),
      // through the share scope's react-router (the facade above), as react-router-dom itself does
      source: `export { ${list} } from 'react-router';\n`,
      version: dom.version,
    },
  };
}

/**
 * Files that exist only in the build (facades, the monolith's loader). Created through the compiler's own
 * rspack: the config file may load another instance of @rspack/core, whose plugin would record the files
 * where the compiler never looks.
 */
export function virtualModules(files: Record<string, string>): RspackPluginInstance {
  return {
    apply(compiler) {
      new compiler.rspack.experiments.VirtualModulesPlugin(files).apply(compiler);
    },
  };
}
