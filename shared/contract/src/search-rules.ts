import { AGE_BUCKETS, NEIGHBOURING_COUNTRIES, SIMILAR_AGE_WIDENING } from '@dating/config';
import { LIMITS } from './rules';

/**
 * Search rules of docs/product.md §3, §9, shared by the search remote (filters) and the server (queries),
 * so a bucket means the same ages on both sides.
 */
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export interface AgeRange {
  min_age: number;
  max_age: number;
}

/**
 * How far search.php counts (docs/product.md §3, num_results): a broad search matches tens of thousands of members,
 * and an exact count would read every one of them on each page. Counting stops past this many (or past the page
 * asked for, when that lies deeper), and the answer says so: num_results_capped, shown as "more than 1,000".
 */
export const SEARCH_COUNT_CAP = 1000;

/** The ages each filter bucket searches: all, up to 25, 26-35, 36-45, 46-55, 56-65, 65 and over. */
const RANGES: Record<AgeBucket, AgeRange> = {
  all: { min_age: LIMITS.minAge, max_age: LIMITS.maxAge },
  '-25': { min_age: LIMITS.minAge, max_age: 25 },
  '26-35': { min_age: 26, max_age: 35 },
  '36-45': { min_age: 36, max_age: 45 },
  '46-55': { min_age: 46, max_age: 55 },
  '56-65': { min_age: 56, max_age: 65 },
  '65-': { min_age: 65, max_age: LIMITS.maxAge },
};

export const bucketToRange = (bucket: AgeBucket): AgeRange => ({ ...RANGES[bucket] });

/** The bucket of a range the server hands back; a range no bucket matches exactly reads as 'all'. */
export function rangeToBucket(range: { min_age?: number | null; max_age?: number | null }): AgeBucket {
  const min = range.min_age ?? LIMITS.minAge;
  const max = range.max_age ?? LIMITS.maxAge;
  return AGE_BUCKETS.find((b) => RANGES[b].min_age === min && RANGES[b].max_age === max) ?? 'all';
}

export const isAgeBucket = (value: string): value is AgeBucket => (AGE_BUCKETS as readonly string[]).includes(value);

/** The bucket holding an age (the first when two share an edge, as 65 does); all ages when unknown. */
export function bucketAround(age: number | null): AgeRange {
  if (age === null) return bucketToRange('all');
  const bucket = AGE_BUCKETS.find((b) => b !== 'all' && age >= RANGES[b].min_age && age <= RANGES[b].max_age);
  return bucketToRange(bucket ?? 'all');
}

/** The country offered next to another one (AU-NZ, NL-BE, US-CA, GB-IE, DE-AT), either way round. */
export function neighbouringCountry(country: string): string | null {
  const code = country.toUpperCase();
  for (const [a, b] of NEIGHBOURING_COUNTRIES) {
    if (a === code) return b;
    if (b === code) return a;
  }
  return null;
}

/** The similar search's ages: widened by 5 years each side, kept within the site's 18 to 100. */
export function widenAgeRange(range: AgeRange): AgeRange {
  return {
    min_age: Math.max(LIMITS.minAge, range.min_age - SIMILAR_AGE_WIDENING),
    max_age: Math.min(LIMITS.maxAge, range.max_age + SIMILAR_AGE_WIDENING),
  };
}

/** The similar search's countries: the country and its neighbour, if it has one. */
export function widenCountries(country: string): string[] {
  if (!country) return [];
  const neighbour = neighbouringCountry(country);
  return neighbour ? [country, neighbour] : [country];
}

/**
 * Whether a visitor may search members (docs/product.md §6): settings logged_out_search, and when
 * logged_out_search_trafficsource lists sources, only a visitor who came from one of them. The search page
 * and search.php decide with this one rule; landing pages show other visitors blurred photos instead.
 */
export function visitorMaySearch(
  settings: { logged_out_search: boolean; logged_out_search_trafficsource: readonly string[] },
  trafficsource: string | undefined,
): boolean {
  if (!settings.logged_out_search) return false;
  const sources = settings.logged_out_search_trafficsource;
  return sources.length === 0 || sources.includes(trafficsource ?? '');
}
