import type { Profile } from '@dating/contract';
import type { Db } from '../db/connect';
import { loadProfiles } from '../members/load-profiles';
import type { SearchFilters } from './filters';
import { profileDefaults, saveFilters, savedFilters } from './preferences';
import { searchPage, type MatchSet, type PageRequest, type SearchPage } from './search-query';

/**
 * What search.php reads and writes for one member's (or visitor's) search (routes/search.ts): from the database
 * (here), or from the search cache where it can answer exactly (cached-reads.ts).
 */
export interface SearchReads {
  /** the filters a member's automatic search starts from: the saved ones, or their profile's defaults */
  startingFilters(): Promise<SearchFilters>;
  /** keeps the filters for the member's next automatic search */
  save(filters: SearchFilters): Promise<void>;
  /** one page of the set's members the searcher may see, and their count (search-query.ts searchPage) */
  page(set: MatchSet, request: PageRequest): Promise<SearchPage>;
  /** the profiles of `ids` as the searcher sees them, in that order (members gone meanwhile left out) */
  profiles(ids: number[]): Promise<Profile[]>;
}

/** Every answer computed: the statements search-sql.ts lists for the bench's reference. */
export function databaseReads(db: Db, memberId: number | null): SearchReads {
  const member = () => {
    if (memberId === null) throw new Error('a visitor has no saved filters');
    return memberId;
  };
  return {
    startingFilters: async () => (await savedFilters(db, member())) ?? (await profileDefaults(db, member())),
    save: (filters) => saveFilters(db, member(), filters),
    page: (set, request) => searchPage(db, memberId, set.where, request),
    profiles: async (ids) => {
      const byId = await loadProfiles(db, ids, memberId);
      return ids.map((id) => byId.get(id)).filter((p): p is Profile => p !== undefined);
    },
  };
}
