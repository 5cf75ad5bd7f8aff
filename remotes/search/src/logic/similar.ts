import { NEIGHBOURING_COUNTRIES, PICKER_MAX_AGE, SIGNUP_MIN_AGE, SIMILAR_AGE_WIDENING } from '@dating/config';

/** The neighbour of a country offered by the similar search (AU-NZ, NL-BE, US-CA, GB-IE, DE-AT), either way round. */
export function neighbouringCountry(country: string): string | null {
  const code = country.toUpperCase();
  for (const [a, b] of NEIGHBOURING_COUNTRIES) {
    if (a === code) return b;
    if (b === code) return a;
  }
  return null;
}

export interface SimilarFilters { min_age: number; max_age: number; countries: string[] }

/** The similar search: the age range widened by 5 years each side (kept within 18-100), the country plus its neighbour. */
export function widenSearch(filters: { min_age: number; max_age: number; country: string }): SimilarFilters {
  const neighbour = filters.country ? neighbouringCountry(filters.country) : null;
  return {
    min_age: Math.max(SIGNUP_MIN_AGE, filters.min_age - SIMILAR_AGE_WIDENING),
    max_age: Math.min(PICKER_MAX_AGE, filters.max_age + SIMILAR_AGE_WIDENING),
    countries: [filters.country, ...(neighbour ? [neighbour] : [])].filter(Boolean),
  };
}
