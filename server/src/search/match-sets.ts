import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connect';
import { matchSetIds, type MatchSet, type SearchedColumns } from './search-query';

/** A member row a write changed: what the filters read of it before and after (null: nobody could find it). */
export interface MemberChange {
  id: number;
  before: SearchedColumns | null;
  after: SearchedColumns | null;
}

/** The first matches of a set in id order, as anyone may see them. */
export interface KeptMatches {
  ids: Int32Array;
  /** every match is in `ids`; otherwise more match than `ids` holds */
  complete: boolean;
}

interface Entry extends KeptMatches {
  set: MatchSet;
}

export interface MatchSetLimits {
  /** how many ids a set keeps at least: a page within the count's cap, and room for what a viewer may not see */
  prefix: number;
  /** ids kept over all sets */
  maxIds: number;
}

/**
 * The viewer-independent part of searches, kept per match set (search-query.ts MatchSet): the ids of the first
 * matches in id order. A member change heard from the database (migration 0016_search_changes) drops every set
 * the member may belong to before or after it; a set that keeps only the first matches does not care about
 * members past its last id, so a signup (the newest id) drops only the sets it completes.
 */
export class MatchSets {
  private readonly entries: LRUCache<string, Entry>;
  private readonly loading = new Map<string, { limit: number; changes: number; promise: Promise<KeptMatches> }>();
  /** moves with every change heard: a set read while one arrived is used once, not kept */
  private changes = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: MatchSetLimits,
  ) {
    this.entries = new LRUCache({ maxSize: limits.maxIds, sizeCalculation: (e) => Math.max(1, e.ids.length) });
  }

  /**
   * The set's first matches: at least `needed` of them, or all there are. Read from the database when not kept
   * (`kept` false).
   */
  async first(set: MatchSet, needed: number): Promise<{ matches: KeptMatches; kept: boolean }> {
    const kept = this.entries.get(set.key);
    if (kept && (kept.complete || kept.ids.length >= needed)) return { matches: kept, kept: true };
    return { matches: await this.readOnce(set, needed), kept: false };
  }

  private async readOnce(set: MatchSet, needed: number): Promise<KeptMatches> {
    const limit = Math.max(this.limits.prefix, needed);
    // another request's read serves this one too, unless a change was heard after it began
    const pending = this.loading.get(set.key);
    if (pending && pending.limit >= limit && pending.changes === this.changes) return pending.promise;
    const promise = this.read(set, limit);
    this.loading.set(set.key, { limit, changes: this.changes, promise });
    try {
      return await promise;
    } finally {
      if (this.loading.get(set.key)?.promise === promise) this.loading.delete(set.key);
    }
  }

  private async read(set: MatchSet, limit: number): Promise<KeptMatches> {
    const changes = this.changes;
    // one more than kept tells whether there are more
    const ids = await matchSetIds(this.db, set, limit + 1);
    const entry: Entry = { set, ids: Int32Array.from(ids.slice(0, limit)), complete: ids.length <= limit };
    if (this.changes === changes && entry.ids.length <= this.limits.maxIds) this.entries.set(set.key, entry);
    return entry;
  }

  /** A member row changed: forget the sets it may change. */
  changed(change: MemberChange): void {
    this.changes++;
    const dropped: string[] = [];
    for (const [key, entry] of this.entries.entries()) if (concerns(entry, change)) dropped.push(key);
    for (const key of dropped) this.entries.delete(key);
  }

  clear(): void {
    this.changes++;
    this.entries.clear();
  }
}

function concerns(entry: Entry, { id, before, after }: MemberChange): boolean {
  const mayHold = (member: SearchedColumns | null) => member !== null && entry.set.mayHold(member);
  if (!mayHold(before) && !mayHold(after)) return false;
  // the kept ids are the first matches: a member past the last of them changes none of them
  return entry.complete || id <= entry.ids[entry.ids.length - 1]!;
}
