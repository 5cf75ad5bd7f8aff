export interface RetryOptions {
  /** total tries, the first one included */
  attempts: number;
  /** wait before the 2nd try; each later wait is `factor` times longer */
  baseDelayMs: number;
  factor?: number;
  sleep?: (ms: number) => Promise<void>;
  /** called before every try after the first, e.g. to drop a cached failure */
  beforeRetry?: (attempt: number) => void | Promise<void>;
  /** a failure no later try can mend (what is asked for does not exist): thrown at once */
  isFinal?: (err: unknown) => boolean;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The waits between tries: 300, 900, ... for base 300 and factor 3. */
export function backoffDelays({ attempts, baseDelayMs, factor = 3 }: RetryOptions): number[] {
  return Array.from({ length: Math.max(0, attempts - 1) }, (_, i) => baseDelayMs * factor ** i);
}

/**
 * Runs `task` until it succeeds or the tries run out, waiting longer each time: a remote that blips
 * (a deploy, a flaky connection) recovers on its own, a dead one gives up after a few seconds.
 */
export async function retryWithBackoff<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const delays = backoffDelays(options);
  const sleep = options.sleep ?? wait;
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    if (attempt > 1) {
      await sleep(delays[attempt - 2]);
      await options.beforeRetry?.(attempt);
    }
    try {
      return await task(attempt);
    } catch (err) {
      if (options.isFinal?.(err)) throw err;
      lastError = err;
    }
  }
  throw lastError;
}
