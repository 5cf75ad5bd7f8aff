import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  /** Cookie headers to rotate through, one per request (many members polling), or none for a visitor */
  cookies?: string[];
  seconds: number;
  connections: number;
}

/**
 * A bounded load on 127.0.0.1 only: a fixed number of connections for a fixed time, cycling through the
 * given paths, each request as the next member in `cookies`.
 */
export async function runLoad(base: string, paths: string[], options: LoadOptions): Promise<LoadFigures> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error(`load tests target 127.0.0.1 only, not ${base}`);
  const cookies = options.cookies ?? [];
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    headers: { accept: 'application/json' },
    requests: paths.map((path) => ({
      method: 'GET' as const,
      path,
      setupRequest: (request) =>
        cookies.length === 0
          ? request
          : { ...request, headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! } },
    })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
