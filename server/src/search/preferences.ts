import { bucketAround } from '@dating/contract';
import type { Db } from '../db/connect';
import { ageOf } from '../members/profile';
import { filtersFromQuery, type SearchFilters } from './filters';

/** Saved filters as the search_preferences row holds them (JSON), in whatever shape a version saved them. */
export type SavedFilters = Record<string, unknown>;

/** The filters a saved row stands for, or null when an older version saved them in another shape. */
export function filtersOfSaved(saved: SavedFilters | null): SearchFilters | null {
  if (!saved) return null;
  const f = saved as Partial<SearchFilters>;
  try {
    return {
      ...filtersFromQuery({ ...f, min_age: Number(f.min_age), max_age: Number(f.max_age) } as never),
      allCountries: f.allCountries === true,
    };
  } catch {
    return null; // saved by an older version in another shape: fall back to the profile's defaults
  }
}

/** A member's last search filters, which their next automatic search starts from (docs/product.md §4, search). */
export async function savedFilters(db: Db, memberId: number): Promise<SearchFilters | null> {
  const row = await db
    .selectFrom('search_preferences')
    .select('filters')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return filtersOfSaved(row?.filters ?? null);
}

const sortedJson = (value: object) => JSON.stringify(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));

/** Whether the saved row holds exactly these filters already (saving them again would change nothing). */
export const isSavedAs = (saved: SavedFilters | null, filters: SearchFilters): boolean =>
  saved !== null && sortedJson(saved) === sortedJson(filters);

/** Keeps the filters of a search for the member's next visit. */
export async function saveFilters(db: Db, memberId: number, filters: SearchFilters): Promise<void> {
  const json = JSON.stringify(filters);
  await db
    .insertInto('search_preferences')
    .values({ member_id: memberId, filters: json })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ filters: json, updated_at: new Date() }))
    .execute();
}

/** What of a member's profile their default search comes from. */
export interface DefaultsSource {
  gender: 'male' | 'female' | '';
  country: string;
  date_of_birth: string | null;
  details: Record<string, string> | null;
}

/**
 * The member's own profile says what to look for: looking_for (or the other gender), their country,
 * their age bucket.
 */
export function defaultFilters(me: DefaultsSource): SearchFilters {
  const lookingFor = me.details?.looking_for;
  const gender =
    lookingFor === 'male' || lookingFor === 'female'
      ? lookingFor
      : lookingFor === 'both'
        ? ''
        : me.gender === 'male'
          ? 'female'
          : me.gender === 'female'
            ? 'male'
            : '';
  return {
    gender,
    country: me.country,
    countryregion: '',
    ...bucketAround(ageOf(me.date_of_birth)),
    allCountries: false,
  };
}

export const DEFAULTS_COLUMNS = ['gender', 'country', 'date_of_birth', 'details'] as const;

export async function profileDefaults(db: Db, memberId: number): Promise<SearchFilters> {
  const me = await db
    .selectFrom('members')
    .select(DEFAULTS_COLUMNS)
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return defaultFilters(me);
}
