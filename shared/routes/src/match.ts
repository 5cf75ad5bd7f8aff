import { matchPath } from 'react-router';
import { landerLayout, routes, type Layout, type RouteDef } from './table';
import { paramValidators } from './validate';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  /** false when the path matched but a parameter failed validation */
  valid: boolean;
  layout: Layout;
}

/** Every path a route answers to: its own and its aliases. */
export function pathsOf(route: RouteDef): string[] {
  return [route.path, ...(route.aliases ?? [])];
}

function cleanParams(params: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && k !== '*') out[k] = v;
  return out;
}

/**
 * The route a pathname belongs to, or null for an unknown path (404 'Page not found: {path}').
 * Uses react-router's own matcher so the server's status codes agree with what the host renders.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  // Static segments win over parameters, as in react-router's ranking: try routes without params first.
  const ordered = [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  for (const route of ordered) {
    for (const path of pathsOf(route)) {
      const m = matchPath({ path, end: true, caseSensitive: false }, pathname);
      if (!m) continue;
      const params = cleanParams(m.params);
      const validator = paramValidators[route.name];
      return { route, params, valid: validator ? validator(params) : true, layout: layoutOf(route, params) };
    }
  }
  return null;
}

export function layoutOf(route: RouteDef, params: Record<string, string>): Layout {
  return route.name === 'landers-kind-slug' && params.kind ? landerLayout(params.kind) : route.layout;
}

export const notFoundMessage = (path: string) => `Page not found: ${path}`;
export const validationFailedMessage = (path: string) => `Page Not Found: ${path}`;
