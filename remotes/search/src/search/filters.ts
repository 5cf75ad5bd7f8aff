import type { FilterOptions } from '@dating/contract';
import { FIRST_SEARCH_QUERY, SEARCH_PAGE_SIZE } from '@dating/config';
import { bucketToRange, rangeToBucket, type AgeBucket } from '@dating/contract';

/** The search state's filters (docs/product.md §3), with the age range held as its bucket. */
export interface Filters {
  gender: string;
  country: string;
  countryregion: string;
  bucket: AgeBucket;
  /** an interest of interests.php (docs/product.md §5); absent: any */
  interest?: number;
}

export const filtersFromServer = (o: FilterOptions): Filters => ({
  gender: o.gender,
  country: o.country,
  countryregion: o.countryregion,
  bucket: rangeToBucket(o),
  ...(o.interest === undefined ? {} : { interest: o.interest }),
});

/** The first load: automatic, the server chooses the filters (the member's saved ones or its defaults). */
export const autoLoadQuery = (): Record<string, unknown> => ({ ...FIRST_SEARCH_QUERY });

/**
 * Every later load: a manual search with the member's filters. With the template's searchAllCountries on,
 * "All countries" says so to the server; only then, because the server drops the country and region filters
 * whenever the flag is sent, and a member who picked a country means that country.
 */
export const manualQuery = (f: Filters, page: number, { searchAllCountries = false } = {}) => ({
  manual_search: '1',
  gender: f.gender,
  country: f.country,
  countryregion: f.countryregion,
  ...bucketToRange(f.bucket),
  ...(f.interest === undefined ? {} : { interest: f.interest }),
  page,
  pp: SEARCH_PAGE_SIZE,
  ...(searchAllCountries && !f.country ? { searchAllCountries: '1' } : {}),
});

/**
 * The pages a search has: from the exact count, or, when the server stopped counting (num_results_capped),
 * at least those holding one member more than it counted.
 */
export function pageCount(paging: { num_results: number; num_results_capped?: boolean }): number {
  const atLeast = paging.num_results_capped ? paging.num_results + 1 : paging.num_results;
  return Math.max(1, Math.ceil(atLeast / SEARCH_PAGE_SIZE));
}

/** One step that lets more members match, and the words of the button that takes it. */
export interface Widening {
  patch: Partial<Filters>;
  labelKey: string;
}

/**
 * The next step when nothing matches, from the narrowest filter outwards: any interest, every age, the whole country,
 * then everyone, then every country. Null when the filters are already as wide as they go.
 */
export function widen(f: Filters): Widening | null {
  if (f.interest !== undefined) return { patch: { interest: undefined }, labelKey: 'results.widen_interest' };
  if (f.bucket !== 'all') return { patch: { bucket: 'all' }, labelKey: 'results.widen_age' };
  if (f.countryregion) return { patch: { countryregion: '' }, labelKey: 'results.widen_region' };
  if (f.gender) return { patch: { gender: '' }, labelKey: 'results.widen_gender' };
  if (f.country) return { patch: { country: '', countryregion: '' }, labelKey: 'results.widen_country' };
  return null;
}
