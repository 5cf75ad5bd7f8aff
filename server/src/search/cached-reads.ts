import { SEARCH_COUNT_CAP, type Profile } from '@dating/contract';
import type { Db } from '../db/connect';
import type { SearchFilters } from './filters';
import type { KeptMatches } from './match-sets';
import { defaultFilters, filtersOfSaved, isSavedAs, saveFilters } from './preferences';
import { localDay } from './local-day';
import { cardProfile, loadCards } from './profile-cards';
import type { SearchCache } from './search-cache';
import { readLimit, searchPage, type MatchSet, type PageRequest, type SearchPage } from './search-query';
import type { SearchReads } from './search-reads';
import { loadSearchViewer, type SearchViewer } from './search-viewer';

/**
 * One member's search answered from the search cache (search-cache.ts): the viewer-independent match ids of the
 * filters, less the members this viewer may not see, and the cards of the page with the viewer's likes. Whatever the
 * cache cannot answer exactly comes from the database as databaseReads would read it; `queried` tells whether
 * anything did.
 */
export class CachedReads implements SearchReads {
  queried = false;

  private constructor(
    private readonly cache: SearchCache,
    private readonly db: Db,
    private readonly memberId: number,
    private readonly viewer: SearchViewer,
  ) {}

  static async open(cache: SearchCache, db: Db, memberId: number): Promise<CachedReads> {
    const kept = cache.viewers.lookup(memberId);
    if (kept) return new CachedReads(cache, db, memberId, kept);
    let queried = false;
    const viewer = await cache.viewers.get(memberId, () => {
      queried = true;
      return loadSearchViewer(db, memberId);
    });
    const reads = new CachedReads(cache, db, memberId, viewer);
    reads.queried = queried;
    return reads;
  }

  async startingFilters(): Promise<SearchFilters> {
    const viewer = this.viewer;
    return filtersOfSaved(viewer.saved) ?? defaultFilters(viewer.profile);
  }

  async save(filters: SearchFilters): Promise<void> {
    const viewer = this.viewer;
    // Paging through a search saves the same filters again: nothing to write. (Another instance's save of other
    // filters in the last moment, not yet heard, is the one kept then: two searches at once, one wins either way.)
    if (isSavedAs(viewer.saved, filters)) return;
    this.queried = true;
    await saveFilters(this.db, viewer.id, filters);
    // this instance knows before the notification does
    this.cache.viewers.invalidate(viewer.id);
  }

  async page(set: MatchSet, request: PageRequest): Promise<SearchPage> {
    const { hidden } = this.viewer;
    const limit = readLimit(request, SEARCH_COUNT_CAP);
    // enough matches for the page and the count even if every member the viewer may not see is among them
    const needed = limit + hidden.size;
    if (needed <= this.cache.limits.longestPrefix) {
      const { matches, kept } = await this.cache.matchSets.first(set, needed);
      if (!kept) this.queried = true;
      const page = viewersPage(matches, hidden, request, limit);
      if (page) return page;
    }
    this.queried = true;
    return searchPage(this.db, this.memberId, set.where, request);
  }

  async profiles(ids: number[]): Promise<Profile[]> {
    const { cards } = this.cache;
    const found = ids.map((id) => cards.lookup(id));
    const missing = ids.filter((_, i) => found[i] === undefined);
    if (missing.length > 0) {
      this.queried = true;
      const stamps = missing.map((id) => cards.stampOf(id));
      const loaded = new Map((await loadCards(this.db, missing)).map((card) => [card.row.id, card]));
      missing.forEach((id, i) => {
        const card = loaded.get(id);
        if (card) cards.keep(id, stamps[i]!, card);
      });
      ids.forEach((id, i) => (found[i] ??= loaded.get(id)));
    }
    const { liked } = this.viewer;
    const day = localDay();
    const profiles: Profile[] = [];
    ids.forEach((id, i) => {
      const card = found[i];
      if (card) profiles.push(cardProfile(card, this.memberId, liked.has(id), day));
    });
    return profiles;
  }
}

/** Where each hidden member stands among the matches (ascending), by binary search: the matches are in id order. */
function positionsIn(ids: Int32Array, hidden: ReadonlySet<number>): number[] {
  const at: number[] = [];
  for (const id of hidden) {
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ids[mid]! < id) lo = mid + 1;
      else hi = mid;
    }
    if (lo < ids.length && ids[lo] === id) at.push(lo);
  }
  return at.sort((a, b) => a - b);
}

/**
 * The page and count searchPage would answer, from the first matches less the hidden members: exact when the
 * kept matches hold `limit` the viewer may see, or all there are; null when the database must answer.
 */
export function viewersPage(
  matches: KeptMatches,
  hidden: ReadonlySet<number>,
  { page, pp }: PageRequest,
  limit: number,
): SearchPage | null {
  const skipped = positionsIn(matches.ids, hidden);
  const n = Math.min(limit, matches.ids.length - skipped.length);
  if (n < limit && !matches.complete) return null;
  const ids: number[] = [];
  // the viewer's match at `position` is the kept one at `position` plus the hidden ones up to it
  let at = (page - 1) * pp;
  let next = 0;
  for (let position = at; position < Math.min(n, page * pp); position++, at++) {
    while (next < skipped.length && skipped[next]! <= at) {
      next++;
      at++;
    }
    ids.push(matches.ids[at]!);
  }
  const capped = n >= limit;
  return { ids, total: capped ? limit - 1 : n, capped };
}
