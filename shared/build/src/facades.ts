import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { RspackPluginInstance } from '@rspack/core';
import FACADE_API from '../facade-api.json';

/**
 * The names of each library the host provides as a facade (facade-api.json): what its pages and every remote may
 * import from it. ESLint refuses any other name (eslint.config.mjs): adding one means adding it there, and releasing
 * the host before the remote that uses it.
 * - react-router: the API of a page that renders its routes itself (declarative mode): routers, routes, links and
 *   the hooks on them, plus the path helpers. Left out: data routers (loaders, actions, fetchers, forms), server
 *   rendering and sessions, which no page of this site uses: they make the library 57 KB gzipped instead of 14 KB.
 * - react-i18next: the hook, the provider and the instance's set-up. Left out: `Trans` and its HTML parser, the
 *   HOCs and the SSR helpers (issue 29: react-i18next without the parts not used).
 * - @tanstack/react-query: the client, its caches and the hooks the pages use. Left out: the suspense hooks,
 *   `useQueries`, the hydration boundary and the error-reset boundary.
 */
export const FACADE_APIS: Readonly<Record<FacadeLibrary, readonly string[]>> = FACADE_API;
export type FacadeLibrary = keyof typeof FACADE_API;

export interface Facade {
  /** the file the share scope gets in place of the package's own entry */
  file: string;
  source: string;
  /** the package's version, which the share scope announces as before */
  version: string;
  /** the names the facade exports */
  names: readonly string[];
}

/** A package's ESM entry and version, found from the app's folder as the app itself resolves it. */
function packageEntry(dir: string, name: string, production: boolean): { entry: string; version: string } {
  const manifest = require.resolve(`${name}/package.json`, { paths: [dir] });
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string; module?: string };
  const exports = (pkg as { exports?: Record<string, { import?: { default?: string } }> }).exports;
  const entry = exports?.['.']?.import?.default ?? pkg.module;
  if (!entry) throw new Error(`${name} has no ESM entry to build a facade on`);
  const file = join(dirname(manifest), entry);
  return { entry: production ? productionTwin(file) : file, version: pkg.version };
}

const DEVELOPMENT_DIR = `${sep}dist${sep}development${sep}`;
const PRODUCTION_DIR = `${sep}dist${sep}production${sep}`;

/**
 * The production build of an entry whose package names only its development build in `exports` (react-router 7:
 * remix-run/react-router#12532; its dist/production, without the development warnings and their checks, ships
 * beside it, file for file). Any other entry is itself.
 */
export function productionTwin(entry: string): string {
  if (!entry.includes(DEVELOPMENT_DIR)) return entry;
  const twin = entry.replace(DEVELOPMENT_DIR, PRODUCTION_DIR);
  return existsSync(twin) ? twin : entry;
}

/**
 * The file each facade library resolves to in a build that imports it directly (the host's own code, the monolith
 * reference): the very file its facade re-exports from, so the page holds one copy of the library, and its production
 * build where the package's exports name only the development one.
 */
export function facadeAliases(dir: string, production: boolean): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const library of Object.keys(FACADE_APIS) as FacadeLibrary[])
    aliases[`${library}$`] = packageEntry(dir, library, production).entry;
  return aliases;
}

/**
 * Module Federation cannot tree-shake what a build provides to the share scope: the host's eager libraries would
 * be whole, whatever the pages use. The host provides these facades instead, re-exporting the listed names from
 * the package's own file (an absolute path, so not itself a shared request). Everything else is shaken out as in
 * any build. react-router-dom is only react-router again for the DOM; its facade leaves out the data router's
 * RouterProvider and HydratedRouter (react-router/dom) and re-exports the share scope's react-router, as
 * react-router-dom itself does.
 */
export function sharedFacades(dir: string, production: boolean): Record<string, Facade> {
  const facadeDir = join(dir, 'node_modules', '.shared-facades');
  const facade = (library: string, names: readonly string[], from: string, version: string): Facade => ({
    file: join(facadeDir, `${library.replace('/', '+')}.mjs`),
    source: `export { ${names.join(', ')} } from ${JSON.stringify(from)};\n`,
    version,
    names,
  });
  const facades: Record<string, Facade> = {};
  for (const library of Object.keys(FACADE_APIS) as FacadeLibrary[]) {
    const { entry, version } = packageEntry(dir, library, production);
    facades[library] = facade(library, FACADE_APIS[library], entry, version);
  }
  const dom = packageEntry(dir, 'react-router-dom', production);
  facades['react-router-dom'] = facade('react-router-dom', FACADE_APIS['react-router'], 'react-router', dom.version);
  return facades;
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
