import { AGE_BUCKETS, NEIGHBOURING_COUNTRIES, SIMILAR_AGE_WIDENING } from '@dating/config';
import { LIMITS } from '@dating/contract';

/** The filters of one search (spec section 3, search state); '' means "any". */
export interface SearchFilters {
  gender: '' | 'male' | 'female';
  country: string;
  countryregion: string;
  min_age: number;
  max_age: number;
  /** ignore country and region */
  allCountries: boolean;
}

export const MIN_AGE = LIMITS.minAge;
export const MAX_AGE = LIMITS.maxAge;

/** A bucket of AGE_BUCKETS ('26-35', '-25', '65-', 'all') as an inclusive age range. */
export function bucketRange(bucket: (typeof AGE_BUCKETS)[number]): { min_age: number; max_age: number } {
  if (bucket === 'all') return { min_age: MIN_AGE, max_age: MAX_AGE };
  const [lo, hi] = bucket.split('-');
  return { min_age: lo ? Number(lo) : MIN_AGE, max_age: hi ? Number(hi) : MAX_AGE };
}

/** The bucket range holding an age (the first one when two share an edge), or all ages. */
export function bucketAround(age: number | null): { min_age: number; max_age: number } {
  if (age === null) return bucketRange('all');
  for (const bucket of AGE_BUCKETS) {
    if (bucket === 'all') continue;
    const r = bucketRange(bucket);
    if (age >= r.min_age && age <= r.max_age) return r;
  }
  return bucketRange('all');
}

export function neighbourOf(country: string): string | null {
  for (const [a, b] of NEIGHBOURING_COUNTRIES) {
    if (a === country) return b;
    if (b === country) return a;
  }
  return null;
}

/** The similar search: ages widened by SIMILAR_AGE_WIDENING each side, and the neighbouring country too. */
export function widen(f: SearchFilters): { filters: SearchFilters; countries: string[] } {
  const neighbour = f.country ? neighbourOf(f.country) : null;
  return {
    filters: {
      ...f,
      // the region belongs to one country: the widened search drops it
      countryregion: '',
      min_age: Math.max(MIN_AGE, f.min_age - SIMILAR_AGE_WIDENING),
      max_age: Math.min(MAX_AGE, f.max_age + SIMILAR_AGE_WIDENING),
    },
    countries: f.country ? [f.country, ...(neighbour ? [neighbour] : [])] : [],
  };
}

function isoDate(year: number, month: number, day: number): string {
  // clamp the day to the month (today is 29 Feb, the target year is not a leap year)
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const d = Math.min(day, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * An age range as birth dates, so the date_of_birth index does the work: age >= min means born on or
 * before today minus min years; age <= max means born after today minus (max + 1) years. Uses the same
 * local calendar as ageOn, so a member's shown age always matches the filter.
 */
export function birthDateRange(min_age: number, max_age: number, today = new Date()): { bornOnOrBefore: string; bornAfter: string } {
  const y = today.getFullYear();
  const m = today.getMonth() + 1;
  const d = today.getDate();
  return { bornOnOrBefore: isoDate(y - min_age, m, d), bornAfter: isoDate(y - max_age - 1, m, d) };
}
