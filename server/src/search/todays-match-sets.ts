import { LRUCache } from 'lru-cache';
import type { SearchFilters } from './filters';
import { localDay } from './local-day';
import { mainMatches, similarMatches, type MatchSet } from './search-query';

const built = new LRUCache<string, MatchSet>({ max: 2000 });

/**
 * The match set of a search today, built once per filters and day: its conditions (birth dates from today's
 * date) and key are the same for every search with these filters until midnight.
 */
export function todaysMatchSet(kind: 'main' | 'similar', f: SearchFilters): MatchSet {
  const key = [
    localDay(),
    kind,
    f.gender,
    f.country,
    f.countryregion,
    f.min_age,
    f.max_age,
    f.allCountries,
    f.interest,
  ].join(' ');
  let set = built.get(key);
  if (!set) {
    set = kind === 'main' ? mainMatches(f) : similarMatches(f);
    built.set(key, set);
  }
  return set;
}
