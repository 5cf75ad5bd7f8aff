import {
  collectFailures,
  lengthBetween,
  LIMITS,
  validateAgeRange,
  validateInterests,
  widenAgeRange,
  widenCountries,
} from '@dating/contract';
import { validationError } from '../http/errors';
import { isKnownInterest } from '../site/interests';

/** The filters of one search (docs/product.md §3, search state); '' means "any". */
export interface SearchFilters {
  gender: '' | 'male' | 'female';
  country: string;
  countryregion: string;
  min_age: number;
  max_age: number;
  /** ignore country and region */
  allCountries: boolean;
  /** members who picked this interest of interests.php; absent: any */
  interest?: number;
}

export const MIN_AGE = LIMITS.minAge;
export const MAX_AGE = LIMITS.maxAge;

/** The similar search: the shared widening of ages and countries; the region belongs to one country, so it goes. */
export function widen(f: SearchFilters): { filters: SearchFilters; countries: string[] } {
  return { filters: { ...f, countryregion: '', ...widenAgeRange(f) }, countries: widenCountries(f.country) };
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
export function birthDateRange(
  min_age: number,
  max_age: number,
  today = new Date(),
): { bornOnOrBefore: string; bornAfter: string } {
  const y = today.getFullYear();
  const m = today.getMonth() + 1;
  const d = today.getDate();
  return { bornOnOrBefore: isoDate(y - min_age, m, d), bornAfter: isoDate(y - max_age - 1, m, d) };
}

const GENDERS = ['', 'male', 'female', 'all', 'both'];
const REGION_CODE_MAX = 10;

/** Filters from a search query (or a saved search, or the match-finder's answers); out-of-range ages are clamped. */
export function filtersFromQuery(q: {
  gender?: string;
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  interest?: number;
}): SearchFilters {
  const gender = (q.gender ?? '').toLowerCase();
  const country = (q.country ?? '').toUpperCase();
  const countryregion = (q.countryregion ?? '').trim();
  const min_age = Math.max(MIN_AGE, Math.min(MAX_AGE, q.min_age ?? MIN_AGE));
  const max_age = Math.max(MIN_AGE, Math.min(MAX_AGE, q.max_age ?? MAX_AGE));
  const failures = collectFailures({
    gender: GENDERS.includes(gender) ? null : { code: 'unknown_value' },
    country: country === '' || /^[A-Z]{2}$/.test(country) ? null : { code: 'invalid_format' },
    countryregion: lengthBetween(countryregion, 0, REGION_CODE_MAX),
    min_age: validateAgeRange({ min_age, max_age }),
    interest: q.interest === undefined ? null : validateInterests([q.interest], isKnownInterest),
  });
  if (Object.keys(failures).length > 0) throw validationError(failures);
  return {
    gender: gender === 'male' || gender === 'female' ? gender : '',
    country,
    countryregion: country ? countryregion : '',
    min_age,
    max_age,
    allCountries: false,
    ...(q.interest === undefined ? {} : { interest: q.interest }),
  };
}
