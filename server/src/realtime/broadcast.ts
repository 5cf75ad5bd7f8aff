import type { StreamEvent } from '@dating/contract';

export type BroadcastListener = (event: StreamEvent) => void;

/**
 * Events for every open stream of this instance at once (the remotes pointer changed). Local on purpose: each
 * instance notices a store change with its own watcher (src/pointer-watch) and tells only the streams it holds,
 * so with N instances each page still gets the event once, and no Redis round trip or dedup is needed.
 */
export interface Broadcaster {
  send(event: StreamEvent): void;
  /** Delivers every broadcast to the listener until the returned function is called. */
  subscribe(listener: BroadcastListener): () => void;
  /** how many streams listen (logs, tests) */
  listeners(): number;
}

export function createBroadcaster(): Broadcaster {
  const listeners = new Set<BroadcastListener>();
  return {
    send(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    listeners: () => listeners.size,
  };
}
