/** Local storage, or null where the browser blocks it (private modes, storage disabled). */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes, or removes with null; a full or blocked storage loses the value, which is all it can do. */
export function writeLocal(key: string, value: string | null): void {
  try {
    const store = localStore();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // storage full or blocked
  }
}
