import type { ObjectStore } from '../objects/object-store';
import { servedPartOf, type PointerWatchOptions } from './watch-pointer';

/**
 * How often an instance reads the pointer from a bucket: a switch reaches open pages within about a second,
 * at one small GET per second per instance (a bucket sends no change events a server could wait for).
 */
export const BUCKET_POINTER_POLL_MS = 1_000;

/**
 * watchPointerFile for a store in a bucket: reads the pointer object every interval and calls onChange when
 * its remotes changed, never for a rewrite that serves the same thing. Resolves once the current content is
 * known. A read that fails (the store briefly unreachable) is reported, once per run of failures, and the next
 * one tries again.
 */
export async function pollPointerObject(
  store: ObjectStore,
  key: string,
  onChange: () => void,
  { intervalMs = BUCKET_POINTER_POLL_MS, onError = () => {} }: PointerWatchOptions = {},
): Promise<() => void> {
  const read = async () => {
    const text = await store.read(key);
    return text ? servedPartOf(text.toString('utf8')) : null;
  };
  let known = await read().catch(() => null);
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  // One read at a time: the next is timed from the end of the last, so a slow store is never asked twice at once.
  const tick = async () => {
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
    // Not holding the process open: a server closing does not wait for the poll.
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs).unref();
  };
  timer = setTimeout(() => void tick(), intervalMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
