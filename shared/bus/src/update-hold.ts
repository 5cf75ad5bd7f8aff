import { useEffect } from 'react';

type Holds = Map<string, number>;
const GLOBAL_KEY = Symbol.for('dating.remote-update-holds');

/** One registry per page, like the bus: a remote built against another copy of this package still shares it. */
function holds(): Holds {
  const g = globalThis as unknown as Record<symbol, Holds | undefined>;
  return (g[GLOBAL_KEY] ??= new Map());
}

/**
 * A remote asks the host not to switch it to a newer version yet (the member is mid-form or mid-chat).
 * The host keeps the version it registered until every hold is released; returns the release function
 * (calling it twice releases once).
 */
export function holdRemoteUpdate(remote: string): () => void {
  const registry = holds();
  registry.set(remote, (registry.get(remote) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (registry.get(remote) ?? 1) - 1;
    if (left > 0) registry.set(remote, left);
    else registry.delete(remote);
  };
}

/** Whether some part of the page holds the remote's update back. */
export function isRemoteUpdateHeld(remote: string): boolean {
  return (holds().get(remote) ?? 0) > 0;
}

/** Holds the remote's update while `active` (a dirty form, an open chat) and releases it on unmount. */
export function useHoldRemoteUpdate(remote: string, active: boolean): void {
  useEffect(() => (active ? holdRemoteUpdate(remote) : undefined), [remote, active]);
}
