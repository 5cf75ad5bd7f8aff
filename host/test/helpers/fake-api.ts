import { createApiClient, setApi } from '@dating/api-client';
import { settings } from './fixtures';

export type Route = (request: {
  method: string;
  path: string;
  body: unknown;
}) => { status: number; body: unknown } | undefined;

/**
 * Installs an API client whose fetch answers from `route` (jsdom has no fetch). Every request is
 * recorded as 'METHOD /path' so tests can assert on what was called, and when.
 */
export function installFakeApi(route: Route): { calls: string[]; urls: string[] } {
  const calls: string[] = [];
  /** the same with the query string: 'GET /api/search.php?page=1' */
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    urls.push(`${method} ${url.pathname}${url.search}`);
    const answer = route({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (!answer) throw new TypeError(`no fake answer for ${method} ${url.pathname}`);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as Response;
  };
  setApi(createApiClient({ packageName: '@dating/host', fetch: fetch as typeof globalThis.fetch }));
  return { calls, urls };
}

/** The API a visitor's page meets: the site's settings, and no member (user null). */
export const installVisitorApi = () =>
  installFakeApi(({ path }) => {
    if (path === '/api/settings.php') return { status: 200, body: settings() };
    if (path === '/api/user.php') return { status: 200, body: { user: null } };
    return undefined;
  });
