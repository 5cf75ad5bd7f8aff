import { routes, type RouteDef } from './table';

/**
 * Where the service worker fetches the app shell it keeps and answers every page's navigation with: a route the server
 * serves with its head, which the worker needs, but never as a page it drew (docs/architecture.md, Server HTML). A
 * drawn page would carry a visitor's state (no member) into every page the worker serves, a member's too.
 */
export const APP_SHELL_URL = '/login?app-shell';

/**
 * The loader that starts the app's scripts on a page the server drew, once it has painted (server/src/server-html);
 * the worker keeps its last copy, so a drawn page it answers offline still starts the app.
 */
export const AFTER_PAINT_PATH = '/after-paint.js';

/** The worker's fetch of APP_SHELL_URL, also with the revision query it may add to it. */
export function isAppShellRequest(url: string): boolean {
  const [path, query = ''] = url.split('?');
  return path === APP_SHELL_URL.split('?')[0] && new URLSearchParams(query).has('app-shell');
}

/** One path of the table in react-router syntax as a regular expression over `pathname + search`. */
function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/?#]+)?' : '/[^/?#]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  // As react-router's matchPath with `end: true`: trailing slashes allowed; the query string is the server's.
  return `^${segments.join('')}/*(?:\\?.*)?$`;
}

/**
 * The navigations the service worker may answer with the app shell: exactly the paths of the route table,
 * as `matchRoute` knows them (case-insensitive, trailing slashes allowed). Anything else — /activate,
 * /_dev/mail, /_ops, a mailed link the server answers itself, an unknown path — goes to the network,
 * so the server's own page (or its 404) reaches the member.
 */
export function shellNavigationPatterns(table: RouteDef[] = routes): RegExp[] {
  const sources = new Set(table.flatMap((route) => [route.path, ...(route.aliases ?? [])]).map(pathPattern));
  return [...sources].map((source) => new RegExp(source, 'i'));
}

/** Whether the service worker answers a navigation to this `pathname + search` with the shell. */
export function isShellNavigation(pathAndSearch: string, patterns: RegExp[] = shellNavigationPatterns()): boolean {
  return patterns.some((pattern) => pattern.test(pathAndSearch));
}
