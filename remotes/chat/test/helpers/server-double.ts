import { createApiClient, setApi } from '@dating/api-client';

export interface Request {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
}

export type Answer = { status: number; body: unknown };

/**
 * What the double answers per 'METHOD /path' (with `?read=1` and the like when the path has a fixed query): a
 * handler per call, so a test can change its answer over time; a promise holds the answer back until the test
 * lets it go (what the page shows while a call is under way).
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
 * The real api client over a fetch that answers like the server (jsdom has no server and no fetch): every call
 * goes through the client's URL building, headers and contract check of the answer, exactly as on the site.
 * Every request is recorded; a call no route answers fails the test loudly.
 */
export function serveApi(routes: Routes): Request[] {
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
    const withRead = request.query.read ? `${method} ${url.pathname}?read=${request.query.read}` : '';
    const route = routes[withRead] ?? routes[`${method} ${url.pathname}`];
    if (!route) throw new Error(`no answer for ${method} ${url.pathname}`);
    const answer = await route(request);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => JSON.parse(JSON.stringify(answer.body)),
    } as Response;
  };
  setApi(createApiClient({ packageName: '@dating/remote-chat', fetch: fetch as typeof globalThis.fetch }));
  return requests;
}

/** The calls of one endpoint, in order. */
export const callsTo = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);
