/** A map-like cache of promises: a Map, or an LRUCache of lru-cache. */
interface PromiseCache<T> {
  get(key: string): Promise<T> | undefined;
  set(key: string, value: Promise<T>): unknown;
  delete(key: string): unknown;
}

/**
 * The promise kept under `key`, else a new one from `load`, kept for the next caller. One that fails is forgotten,
 * so the next caller tries again (a store that did not answer); its answers are kept.
 */
export function keptPromise<T>(cache: PromiseCache<T>, key: string, load: () => Promise<T>): Promise<T> {
  let kept = cache.get(key);
  if (!kept) {
    kept = load();
    cache.set(key, kept);
    kept.catch(() => cache.delete(key));
  }
  return kept;
}
