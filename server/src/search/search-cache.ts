import { SEARCH_COUNT_CAP } from '@dating/contract';
import type { Db } from '../db/connect';
import type { PollVersions } from '../polling/poll-versions';
import { CachedReads } from './cached-reads';
import { MatchSets } from './match-sets';
import type { Card } from './profile-cards';
import { parseSearchChange } from './search-changes';
import { databaseReads, type SearchReads } from './search-reads';
import type { SearchViewer } from './search-viewer';
import { VersionedCache } from '../db/versioned-cache';

export interface SearchCacheLimits {
  /** ids a match set keeps at least: the count's cap, and room for members a viewer may not see */
  shortestPrefix: number;
  /** a search that needs more of a set's first matches than this (a deep page) asks the database */
  longestPrefix: number;
  /** match ids kept over all sets (4 bytes each) */
  matchIds: number;
  viewers: number;
  cards: number;
}

const LIMITS: SearchCacheLimits = {
  shortestPrefix: SEARCH_COUNT_CAP + 1 + 64,
  longestPrefix: 20_000,
  matchIds: 2_000_000,
  viewers: 20_000,
  cards: 10_000,
};

export interface SearchCacheStats {
  searches: number;
  /** searches answered without any statement */
  fromCache: number;
}

/**
 * search.php's reads kept in memory (docs/product.md §3, search), each exact up to the delay of a database
 * notification:
 * - the ids of the first matches of each filter set, the same for everyone (match-sets.ts), forgotten as the
 *   triggers of migration 0016_search_changes report member rows that may join or leave the set;
 * - per viewer, their saved filters, profile, blocks either way and likes (search-viewer.ts), and per member
 *   the card a search shows (profile-cards.ts): both kept with the poll notifications heard for the member (migration
 *   0015_poll_changes moves it with every change of their row, photos, likes and blocks), saved filters also
 *   forgotten on their own notification.
 * While this instance does not hear one of the two channels, every search is computed. Each instance keeps its
 * own, so several instances behind a balancer each stay exact.
 */
export class SearchCache {
  /** off: every search is computed (the bench's reference) */
  enabled = true;
  /** notifications heard, for tests that wait for one */
  heard = 0;
  readonly limits: SearchCacheLimits;
  readonly matchSets: MatchSets;
  readonly viewers: VersionedCache<number, SearchViewer>;
  readonly cards: VersionedCache<number, Card>;
  private live = false;
  private readonly stats: SearchCacheStats = { searches: 0, fromCache: 0 };

  constructor(
    private readonly db: Db,
    pollVersions: PollVersions,
    limits: Partial<SearchCacheLimits> = {},
  ) {
    this.limits = { ...LIMITS, ...limits };
    this.matchSets = new MatchSets(db, { prefix: this.limits.shortestPrefix, maxIds: this.limits.matchIds });
    const version = (memberId: number) => (this.live ? pollVersions.heardVersionOf(memberId) : null);
    this.viewers = new VersionedCache(version, this.limits.viewers);
    this.cards = new VersionedCache(version, this.limits.cards);
  }

  /** A notification of migration 0016_search_changes. */
  note(payload: string): void {
    this.heard++;
    const change = parseSearchChange(payload);
    if (change.kind === 'all') this.clear();
    else if (change.kind === 'saved') for (const id of change.memberIds) this.viewers.invalidate(id);
    else for (const member of change.changes) this.matchSets.changed(member);
  }

  /** Listening, or not (any more): what was sent in between is lost, so listening again starts empty. */
  setLive(live: boolean): void {
    if (live && !this.live) this.clear();
    this.live = live;
  }

  /**
   * Runs one search on the reads that answer it: the cache's for a member where it is on and current, else the
   * database's. A visitor finds fewer members (members/visibility.ts isShownToVisitors), on what no kept set or
   * card notes (photo reviews, the opt-out): the database answers every visitor's search.
   */
  async search<T>(memberId: number | null, run: (reads: SearchReads) => Promise<T>): Promise<T> {
    this.stats.searches++;
    if (!this.enabled || !this.live || memberId === null) return run(databaseReads(this.db, memberId));
    const reads = await CachedReads.open(this, this.db, memberId);
    const answer = await run(reads);
    if (!reads.queried) this.stats.fromCache++;
    return answer;
  }

  statistics(): SearchCacheStats {
    return { ...this.stats };
  }

  private clear(): void {
    this.matchSets.clear();
    this.viewers.clear();
    this.cards.clear();
  }
}
