import { CHUNK_RELOAD_GUARD_MS } from '@dating/config';

const STORAGE_KEY = 'chunk-reload-at';

export interface ChunkReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/** rspack's ChunkLoadError, and the messages of JS and CSS chunk failures. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message);
}

/**
 * docs/product.md §8: a chunk that fails to load after a new version went out (its hashed file is gone) gets
 * one full reload, which fetches the new index.html and its files. The sessionStorage timestamp guards
 * against a loop: within 10 s of the last such reload it does nothing. Returns whether it reloaded.
 */
export function reloadAfterChunkError(error: unknown, deps: ChunkReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = deps.storage ?? globalThis.sessionStorage;
  const now = (deps.now ?? Date.now)();
  const last = Number(storage?.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage?.setItem(STORAGE_KEY, String(now));
  (deps.reload ?? (() => location.reload()))();
  return true;
}

/** Catches chunk failures nobody handled (a lazy import outside an error boundary). */
export function installChunkReload(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (reloadAfterChunkError(event.reason)) event.preventDefault();
  });
}
