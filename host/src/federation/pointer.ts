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
  /** like check(), but always asks the server (conditionally, with the ETag) */
  refresh(): Promise<Pointer>;
  current(): Pointer | null;
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
    return pointer;
  }

  function refresh(): Promise<Pointer> {
    // Concurrent route loads share one request.
    inFlight ??= fetchPointer().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    refresh,
    check() {
      if (pointer && now() - checkedAt < minIntervalMs) return Promise.resolve(pointer);
      return refresh();
    },
    current: () => pointer,
  };
}
