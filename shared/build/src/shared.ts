import { sharedWorkspacePackages } from './workspace';

/**
 * Libraries that hold page-wide state (React's dispatcher, router and query contexts, valtio's proxy map,
 * the i18next instance) and must exist once per page. Keys ending in '/' share every subpath
 * (react-dom/client, react/jsx-runtime, valtio/vanilla) — without them a remote would bundle its own copy
 * of the subpath and, with it, a second React or valtio. react-router is shared next to react-router-dom
 * because react-router-dom re-exports it and @dating/routes imports it directly: two copies would mean two
 * router contexts.
 */
export const SINGLETON_LIBRARIES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'valtio',
  'valtio/',
  'i18next',
  'react-i18next',
] as const;

export interface SharedEntry {
  singleton: true;
  eager: boolean;
  /** false: workspace packages are versioned 'workspace:*', which is no semver range to check against */
  requiredVersion?: false;
  /** for a 'lib/' prefix key: the package whose version the subpaths carry */
  packageName?: string;
  /** the module provided and used in place of the package's entry (a facade, see facades.ts) */
  import?: string;
  /** the version announced for it, when `import` is no package of its own */
  version?: string;
}

/**
 * The share map of every build. Only the host is eager: it provides the modules at start-up, a remote
 * takes what the page already loaded ('loaded-first') and never blocks on its own copies.
 */
export function sharedModules({ eager }: { eager: boolean }, root?: string): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const lib of SINGLETON_LIBRARIES) {
    shared[lib] = lib.endsWith('/')
      ? { singleton: true, eager, packageName: lib.slice(0, -1) }
      : { singleton: true, eager };
  }
  for (const pkg of sharedWorkspacePackages(root)) shared[pkg] = { singleton: true, eager, requiredVersion: false };
  return shared;
}
