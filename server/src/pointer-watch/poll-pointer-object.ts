import type { ObjectStore } from '../objects/object-store';

/**
 * How often an instance reads the pointer from a bucket: a switch reaches open pages within about a second,
 * at one small GET per second per instance (a bucket sends no change events a server could wait for).
 */
export const BUCKET_POINTER_POLL_MS = 1_000;
/** How often it is read from a folder: a switch reaches open pages well within a second. */
export const POINTER_POLL_MS = 250;

export interface PointerWatchOptions {
  intervalMs?: number;
  onError?: (err: unknown) => void;
}

export interface PointerWatch {
  stop(): void;
  /** Resolves once a read that began after this call has ended (tests: a switch not seen by then never is). */
  afterNextRead(): Promise<void>;
}

/** What decides what a page is served: the remotes, not the revision counter every write bumps. */
export function servedPartOf(pointerText: string): string {
  const pointer = JSON.parse(pointerText) as { remotes?: unknown };
  return JSON.stringify(pointer.remotes ?? {});
}

/**
 * Reads the store's pointer every interval and calls onChange when its remotes changed (a promote, a rollback,
 * a canary started or ended), never for a rewrite that serves the same thing. Resolves once the current content
 * is known. A read that fails (the store briefly unreachable, a folder being set up) is reported, once per run of
 * failures, and the next one tries again.
 *
 * The content is compared, in a folder too. A stat-based watch (fs.watchFile) compares inode, size and times:
 * the deploy tool's rename of a new file over the pointer can leave all of them as they were (an inode freed
 * and given again, a version of the same length, times within the clock's tick), and such a switch was never
 * seen. Reading one small file every 250 ms costs nothing; fs.watch (inotify) loses a file replaced by a rename
 * and hears nothing of writes made on another machine over a network file system.
 */
export async function pollPointerObject(
  store: ObjectStore,
  key: string,
  onChange: () => void,
  { intervalMs = BUCKET_POINTER_POLL_MS, onError = () => {} }: PointerWatchOptions = {},
): Promise<PointerWatch> {
  const read = async () => {
    const text = await store.read(key);
    return text ? servedPartOf(text.toString('utf8')) : null;
  };
  let known = await read().catch(() => null);
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let waiting: (() => void)[] = [];
  // One read at a time: the next is timed from the end of the last, so a slow store is never asked twice at once.
  const tick = async () => {
    const readers = waiting;
    waiting = [];
    try {
      const next = await read();
      failing = false;
      if (!stopped && next !== null && next !== known) {
        known = next;
        onChange();
      }
    } catch (err) {
      if (!failing) onError(err);
      failing = true;
    }
    for (const resolve of readers) resolve();
    // Not holding the process open: a server closing does not wait for the poll.
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs).unref();
  };
  timer = setTimeout(() => void tick(), intervalMs).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      for (const resolve of waiting.splice(0)) resolve();
    },
    afterNextRead: () => (stopped ? Promise.resolve() : new Promise<void>((resolve) => void waiting.push(resolve))),
  };
}
