export interface LoadResult {
  /** answers by HTTP status */
  statuses: Map<number, number>;
  /** requests that got no answer at all (connection refused, reset, …), with what went wrong */
  errors: string[];
}

export interface SteadyLoad {
  start(): void;
  /** requests answered so far (any status) */
  answered(): number;
  /** ends the load (also one never started, or stopped already) and answers what every request got */
  stop(): Promise<LoadResult>;
}

/**
 * `workers` pages polling `url` back to back from start() to stop(), as browsers poll: each sends the ETag of its
 * last answer, so an unchanged answer is a 304.
 */
export function steadyLoad(url: string, cookie: string, workers: number): SteadyLoad {
  const statuses = new Map<number, number>();
  const errors: string[] = [];
  let running = false;
  let answered = 0;
  let all: Promise<unknown> = Promise.resolve();
  const worker = async () => {
    let etag: string | null = null;
    while (running) {
      try {
        const headers: Record<string, string> = { cookie, accept: 'application/json' };
        if (etag) headers['if-none-match'] = etag;
        const res: Response = await fetch(url, { headers });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        answered++;
        etag = res.headers.get('etag') ?? etag;
      } catch (err) {
        errors.push(String((err as Error).cause ?? err));
        await new Promise((resolve) => setTimeout(resolve, 50)); // a balancer that is gone refuses at once
      }
    }
  };
  return {
    start() {
      running = true;
      all = Promise.all(Array.from({ length: workers }, worker));
    },
    answered: () => answered,
    async stop() {
      running = false;
      await all;
      return { statuses, errors };
    },
  };
}
