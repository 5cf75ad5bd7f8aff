import { resolvedVersion } from './api-surface';
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
  /** true for every library that holds page-wide state; false only for lucide-react's core (LUCIDE_CORE) */
  singleton: boolean;
  eager: boolean;
  /**
   * false: workspace packages are versioned 'workspace:*', which is no semver range to check against. A version:
   * what the build's own copy needs, and with strictVersion, takes in its place only that.
   */
  requiredVersion?: false | string;
  /** with requiredVersion: a provided module of another version is not taken, the build's own copy runs instead */
  strictVersion?: boolean;
  /** for a 'lib/' prefix key: the package whose version the subpaths carry */
  packageName?: string;
  /** the module provided and used in place of the package's entry (a facade, see facades.ts) */
  import?: string;
  /** the version announced for it, when `import` is no package of its own */
  version?: string;
  /** the name in the share scope, where the key is a file (LUCIDE_CORE) */
  shareKey?: string;
}

/**
 * lucide-react's core: createLucideIcon and the Icon component it draws with (~1.1 KB gzipped). Every icon module
 * imports it by a relative path, so it is shared by its file: a key starting with './' is resolved from the app's
 * folder, and matches the file the icons' own import resolves to. Each build still bundles only the icons it uses
 * (the package is never shared whole), and the core runs once per page instead of once per build on it (issue 29:
 * the design system's budget per first render).
 */
export const LUCIDE_CORE = './node_modules/lucide-react/dist/esm/createLucideIcon.mjs';

/**
 * The core holds no page-wide state, and the icons call it by an internal signature that may change with any
 * release: a build takes the page's core only when it is the very version it was built with, else it runs its own
 * copy (a remote on a host with another lucide-react still draws its icons).
 */
function lucideCore(dir: string, eager: boolean): SharedEntry {
  const version = resolvedVersion(dir, 'lucide-react');
  return {
    singleton: false,
    eager,
    shareKey: 'lucide-react/core',
    version,
    requiredVersion: version,
    strictVersion: true,
  };
}

/** Share map keys that are files, not packages: what a remote needs from the host is recorded by package. */
export const isFileKey = (key: string) => key.startsWith('./');

/**
 * The share map of every build. Only the host is eager: it provides the modules at start-up, a remote
 * takes what the page already loaded ('loaded-first') and never blocks on its own copies.
 */
export function sharedModules(
  { eager, dir }: { eager: boolean; /** the app's folder: with it, lucide-react's core is shared too */ dir?: string },
  root?: string,
): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const lib of SINGLETON_LIBRARIES) {
    shared[lib] = lib.endsWith('/')
      ? { singleton: true, eager, packageName: lib.slice(0, -1) }
      : { singleton: true, eager };
  }
  for (const pkg of sharedWorkspacePackages(root)) shared[pkg] = { singleton: true, eager, requiredVersion: false };
  if (dir) shared[LUCIDE_CORE] = lucideCore(dir, eager);
  return shared;
}
