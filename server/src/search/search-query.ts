import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { birthDateRange, MAX_AGE, MIN_AGE, type SearchFilters } from './filters';
import { visibleTo } from '../members/visibility';

type Members = ExpressionBuilder<Database, 'members'>;

/** The filter part of a search as conditions on members (empty: every member matches). */
export function filterConditions(eb: Members, f: SearchFilters, countries: string[]): Expression<SqlBool>[] {
  const conds: Expression<SqlBool>[] = [];
  if (f.gender) conds.push(eb('members.gender', '=', f.gender));
  if (!f.allCountries && countries.length === 1) conds.push(eb('members.country', '=', countries[0]!));
  if (!f.allCountries && countries.length > 1) conds.push(eb('members.country', 'in', countries));
  if (!f.allCountries && f.countryregion) conds.push(eb('members.countryregion', '=', f.countryregion));
  // 18-100 is "all ages": members who have not given a birth date show too.
  if (f.min_age > MIN_AGE || f.max_age < MAX_AGE) {
    const { bornOnOrBefore, bornAfter } = birthDateRange(f.min_age, f.max_age);
    conds.push(eb('members.date_of_birth', '<=', bornOnOrBefore), eb('members.date_of_birth', '>', bornAfter));
  }
  return conds;
}

export interface PageRequest {
  page: number;
  pp: number;
}

/**
 * One page of members matching `where`, ordered by id ascending: a new member gets a higher id than
 * everyone before, so signups append to the end and never push a profile from one page onto the next.
 */
export async function searchPage(
  db: Db,
  searcherId: number | null,
  where: (eb: Members) => Expression<SqlBool>,
  { page, pp }: PageRequest,
): Promise<{ ids: number[]; total: number }> {
  const base = db
    .selectFrom('members')
    // deleted, suspended and blocked (either way) members are nobody's result (members/visibility.ts)
    .where((eb) => visibleTo(eb, searcherId))
    .$if(searcherId !== null, (q) => q.where('members.id', '<>', searcherId!))
    .where(where);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .select('members.id')
      .orderBy('members.id', 'asc')
      .limit(pp)
      .offset((page - 1) * pp)
      .execute(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}
