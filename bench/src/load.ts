import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** connection errors and timeouts */
  errors: number;
  /** answers with a status of 400 or more */
  failed: number;
  /** 304 answers (conditional requests whose answer had not changed) */
  notModified: number;
}

export interface LoadOptions {
  /** Cookie headers to rotate through, one per request (many members polling), or none for a visitor */
  cookies?: string[];
  seconds: number;
  connections: number;
  /**
   * As a browser polls an answer it was given with an ETag (`private, no-cache`): each member's next request for
   * a path carries the ETag of its last answer there, so an unchanged answer comes back as a bodiless 304.
   */
  conditional?: boolean;
  /** the ETags the members hold already (primeEtags), kept up to date by the load */
  etags?: Map<string, string>;
  /** requests per second over all connections: a steady rate, as many pages polling on their timers; unset: flat out */
  overallRate?: number;
}

const etagKey = (cookie: string, path: string) => `${cookie} ${path}`;

/**
 * What the members' browsers hold from their earlier polls: each member's answer to each path once, with its ETag,
 * so a conditional load measures polling as it goes on, not every page's first poll.
 */
export async function primeEtags(base: string, paths: string[], cookies: string[]): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  for (const cookie of cookies) {
    for (const path of paths) {
      const res = await fetch(base + path, { headers: { cookie, accept: 'application/json' } });
      await res.arrayBuffer();
      const etag = res.headers.get('etag');
      if (etag) etags.set(etagKey(cookie, path), etag);
    }
  }
  return etags;
}

interface Slot {
  /** which member and path the connection's request in flight is for */
  key?: string;
}

/**
 * A bounded load on 127.0.0.1 only: a fixed number of connections for a fixed time, cycling through the
 * given paths, each request as the next member in `cookies`.
 */
export async function runLoad(base: string, paths: string[], options: LoadOptions): Promise<LoadFigures> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error(`load tests target 127.0.0.1 only, not ${base}`);
  const cookies = options.cookies ?? [];
  const etags = options.etags ?? new Map<string, string>();
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    headers: { accept: 'application/json' },
    requests: paths.map((path) => ({
      method: 'GET' as const,
      path,
      setupRequest: (request, context) => {
        if (cookies.length === 0) return request;
        const cookie = cookies[next++ % cookies.length]!;
        const key = etagKey(cookie, path);
        (context as Slot).key = key;
        const etag = options.conditional ? etags.get(key) : undefined;
        return { ...request, headers: { ...request.headers, cookie, ...(etag ? { 'if-none-match': etag } : {}) } };
      },
      onResponse: (_status, _body, context, headers) => {
        const key = (context as Slot).key;
        const etag = headers?.etag ?? headers?.ETag;
        if (options.conditional && key && typeof etag === 'string') etags.set(key, etag);
      },
    })),
  });
  const count = (predicate: (status: number) => boolean) =>
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => predicate(Number(status)))
      .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    failed: count((status) => status >= 400),
    notModified: count((status) => status === 304),
  };
}
