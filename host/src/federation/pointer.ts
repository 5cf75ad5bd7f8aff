import { is, ServedPointer, type VersionRef } from '@dating/contract';

/** GET /remotes.json: which version of each remote the page should load (docs/CONVENTIONS.md). */
export type Pointer = ServedPointer;
export type PointerEntry = VersionRef;

export interface PointerClientOptions {
  url?: string;
  fetch?: typeof fetch;
  /** a check within this long after the last one answers from memory: navigation should not wait on it */
  minIntervalMs?: number;
  now?: () => number;
}

export interface PointerClient {
  /** the pointer, revalidated against the server unless checked within minIntervalMs */
  check(): Promise<Pointer>;
  /** like check(), but always asks the server (conditionally, with the ETag), in a request started after the call */
  refresh(): Promise<Pointer>;
  current(): Pointer | null;
  /** Calls the listener each time a fetched pointer replaced the one held (not on a 304); returns the unsubscribe. */
  subscribe?(listener: () => void): () => void;
}

/**
 * Fetches the pointer with `cache: 'no-cache'` (a rollback must be seen at once, never masked by an HTTP
 * or service-worker cache) and revalidates with the ETag it got, so an unchanged pointer costs a 304.
 * When the server cannot be reached the last good pointer keeps the page working.
 */
export function createPointerClient({
  url = '/remotes.json',
  fetch: fetchImpl,
  minIntervalMs = 15_000,
  now = Date.now,
}: PointerClientOptions = {}): PointerClient {
  let pointer: Pointer | null = null;
  let etag: string | null = null;
  let checkedAt = -Infinity;
  let inFlight: Promise<Pointer> | null = null;
  let followUp: Promise<Pointer> | null = null;
  const listeners = new Set<() => void>();

  async function fetchPointer(): Promise<Pointer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (etag && pointer) headers['If-None-Match'] = etag;
    let res: Response;
    try {
      res = await (fetchImpl ?? fetch)(url, { cache: 'no-cache', headers, credentials: 'same-origin' });
    } catch (err) {
      if (pointer) return pointer;
      throw err;
    }
    checkedAt = now();
    if (res.status === 304 && pointer) return pointer;
    if (!res.ok) {
      if (pointer) return pointer;
      throw new Error(`${url} answered ${res.status}`);
    }
    const body: unknown = await res.json();
    if (!is(body, ServedPointer)) throw new Error(`${url} is not a remotes pointer`);
    pointer = body;
    etag = res.headers.get('ETag');
    for (const listener of [...listeners]) listener();
    return pointer;
  }

  function start(): Promise<Pointer> {
    const request = fetchPointer().finally(() => {
      if (inFlight === request) inFlight = null;
    });
    inFlight = request;
    return request;
  }

  function refresh(): Promise<Pointer> {
    if (!inFlight) return start();
    // The request under way may have been answered before the switch that made the caller ask (the event
    // stream's `remotes`): one more follows it, shared by everyone who asks meanwhile.
    followUp ??= inFlight
      .catch(() => undefined)
      .then(() => {
        followUp = null;
        return start();
      });
    return followUp;
  }

  return {
    refresh,
    check() {
      if (pointer && now() - checkedAt < minIntervalMs) return Promise.resolve(pointer);
      // Concurrent route loads share one request.
      return inFlight ?? start();
    },
    current: () => pointer,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
