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

/** Static segments win over parameters, as in react-router's ranking: routes without params first. */
const RANKED = [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));

/** A route already matched (by react-router in the host), with its params validated and its layout. */
export function routeMatchOf(route: RouteDef, rawParams: Record<string, string | undefined>): RouteMatch {
  const params = cleanParams(rawParams);
  const validator = paramValidators[route.name];
  return { route, params, valid: validator ? validator(params) : true, layout: layoutOf(route, params) };
}

/**
 * The route a pathname belongs to, or null for an unknown path (404 'Page not found: {path}').
 * Uses react-router's own matcher so the server's status codes agree with what the host renders.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of RANKED) {
    for (const path of pathsOf(route)) {
      const m = matchPath({ path, end: true, caseSensitive: false }, pathname);
      if (m) return routeMatchOf(route, m.params);
    }
  }
  return null;
}

export function layoutOf(route: RouteDef, params: Record<string, string>): Layout {
  return route.name === 'landers-kind-slug' && params.kind ? landerLayout(params.kind) : route.layout;
}

export const notFoundMessage = (path: string) => `Page not found: ${path}`;
export const validationFailedMessage = (path: string) => `Page Not Found: ${path}`;
