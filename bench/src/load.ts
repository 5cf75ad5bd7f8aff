import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/**
 * A bounded load on 127.0.0.1 only: a fixed number of connections for a fixed time, cycling through the
 * given paths (the host's polled trio: user, chats, likes).
 */
export async function runLoad(
  base: string,
  paths: string[],
  cookie: string,
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error(`load tests target 127.0.0.1 only, not ${base}`);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { cookie, accept: 'application/json' },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
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
