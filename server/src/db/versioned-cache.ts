import { LRUCache } from 'lru-cache';

/** When a value was read: what its key's version was then, and which generation of the cache. */
export interface ReadStamp {
  version: string;
  generation: number;
}

interface Loading<V> {
  version: string;
  promise: Promise<V>;
  /** a change was heard while reading: the value may predate it, so it is handed out but not kept */
  stale: boolean;
}

/**
 * Values read from the database, each kept with the version its key had when the read began, and handed out
 * only while the key still has that version. A version moves when the database says the key changed (a
 * notification, heard some milliseconds after the commit), so a value is never older than that notification:
 * a change committed during the read moves the version before or after the read ends, and either way the value
 * is not used again. `versionOf` answers null while changes may go unheard: then nothing is kept. Bounded: the
 * least recently used values go first.
 */
export class VersionedCache<K, V> {
  private readonly entries: LRUCache<K & {}, { version: string; value: V }>;
  private readonly loading = new Map<K, Loading<V>>();
  private generation = 0;

  constructor(
    private readonly versionOf: (key: K) => string | null,
    max: number,
  ) {
    this.entries = new LRUCache({ max });
  }

  /** The kept value of `key` if it is still current. */
  lookup(key: K): V | undefined {
    const version = this.versionOf(key);
    const entry = version === null ? undefined : this.entries.get(key as K & {});
    return entry && entry.version === version ? entry.value : undefined;
  }

  /** Taken before reading a value from the database, to keep it afterwards (null: it cannot be kept). */
  stampOf(key: K): ReadStamp | null {
    const version = this.versionOf(key);
    return version === null ? null : { version, generation: this.generation };
  }

  /** Keeps a value read after `stamp` was taken, unless its key changed or the cache was cleared since. */
  keep(key: K, stamp: ReadStamp | null, value: V): void {
    if (stamp && stamp.generation === this.generation && this.versionOf(key) === stamp.version)
      this.entries.set(key as K & {}, { version: stamp.version, value });
  }

  /** The current value of `key`: kept, being read for another request, or read now. */
  async get(key: K, read: () => Promise<V>): Promise<V> {
    const kept = this.lookup(key);
    if (kept !== undefined) return kept;
    const stamp = this.stampOf(key);
    if (!stamp) return read();
    const pending = this.loading.get(key);
    if (pending && !pending.stale && pending.version === stamp.version) return pending.promise;
    const loading: Loading<V> = { version: stamp.version, stale: false, promise: read() };
    this.loading.set(key, loading);
    try {
      const value = await loading.promise;
      if (!loading.stale) this.keep(key, stamp, value);
      return value;
    } finally {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    }
  }

  /** `key` changed in a way its version does not show. */
  invalidate(key: K): void {
    this.entries.delete(key as K & {});
    const pending = this.loading.get(key);
    if (pending) pending.stale = true;
  }

  /** Everything may have changed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    for (const pending of this.loading.values()) pending.stale = true;
  }
}
