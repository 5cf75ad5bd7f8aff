import type { Db } from '../db/connect';
import { filtersFromQuery, type SearchFilters } from './filters';

/** A member's last search filters, which their next automatic search starts from (spec section 4, search). */
export async function savedFilters(db: Db, memberId: number): Promise<SearchFilters | null> {
  const row = await db
    .selectFrom('search_preferences')
    .select('filters')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  const f = row.filters as Partial<SearchFilters>;
  try {
    return {
      ...filtersFromQuery({ ...f, min_age: Number(f.min_age), max_age: Number(f.max_age) } as never),
      allCountries: f.allCountries === true,
    };
  } catch {
    return null; // saved by an older version in another shape: fall back to the profile's defaults
  }
}

/** Keeps the filters of a search for the member's next visit. */
export async function saveFilters(db: Db, memberId: number, filters: SearchFilters): Promise<void> {
  const json = JSON.stringify(filters);
  await db
    .insertInto('search_preferences')
    .values({ member_id: memberId, filters: json })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ filters: json, updated_at: new Date() }))
    .execute();
}
