import { createApiClient, setApi } from '@dating/api-client';

export interface Request {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
}

export type Answer = { status: number; body: unknown };

/**
 * What the double answers per 'METHOD /path', or 'METHOD /path?name=value' for a call that differs only by a
 * fixed query (`?read=1`): a handler per call, so a test can change its answer over time; a promise holds the
 * answer back until the test lets it go (what the page shows while a call is under way).
 */
export type Routes = Record<string, (request: Request) => Answer | Promise<Answer>>;

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const refused = (status: number, error: string, message = error): Answer => ({
  status,
  body: { error, message },
});

/** An answer the test gives later: `answer` is the handler's promise, `release` lets it go. */
export function held() {
  let release!: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (release = resolve));
  return { answer, release };
}

/**
 * The real api client of `packageName` (the remote's, as its calls name it) over a fetch that answers like the
 * server (jsdom has no server and no fetch): every call goes through the client's URL building, headers and
 * contract check of the answer, exactly as on the site. Every request is recorded; a call no route answers
 * fails the test loudly. A route naming one of the request's query parameters wins over the bare path.
 */
export function serveApiFor(packageName: string, routes: Routes): Request[] {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const request: Request = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const bare = `${method} ${url.pathname}`;
    const withQuery = Object.entries(request.query).map(([name, value]) => routes[`${bare}?${name}=${value}`]);
    const route = withQuery.find(Boolean) ?? routes[bare];
    if (!route) throw new Error(`no answer for ${bare}`);
    const answer = await route(request);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => JSON.parse(JSON.stringify(answer.body)),
    } as Response;
  };
  setApi(createApiClient({ packageName, fetch: fetch as typeof globalThis.fetch }));
  return requests;
}

/** The calls of one endpoint, in order. */
export const callsTo = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);
