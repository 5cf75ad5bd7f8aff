import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { SEARCH_COUNT_CAP } from '@dating/contract';
import { birthDateRange, MAX_AGE, MIN_AGE, widen, type SearchFilters } from './filters';
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

/** The search itself: the filters as given. */
export const mainWhere =
  (f: SearchFilters) =>
  (eb: Members): Expression<SqlBool> =>
    eb.and(filterConditions(eb, f, f.country ? [f.country] : []));

/** The similar search: ages and countries widened, without the members the search itself finds. */
export const similarWhere =
  (f: SearchFilters) =>
  (eb: Members): Expression<SqlBool> => {
    const wide = widen(f);
    const mainConds = filterConditions(eb, f, f.country ? [f.country] : []);
    // Without any filter the search found everyone: nothing is left to be similar.
    if (mainConds.length === 0) return sql<SqlBool>`false`;
    return eb.and([...filterConditions(eb, wide.filters, wide.countries), eb.not(eb.and(mainConds))]);
  };

export interface PageRequest {
  page: number;
  pp: number;
}

export interface SearchPage {
  ids: number[];
  /** matches counted: all of them, or (capped) a lower bound */
  total: number;
  /** more than `total` members match: counting stopped there */
  capped: boolean;
}

/**
 * How many matches to read in id order: the cap, or the asked page's end when that lies deeper, plus one more
 * that tells whether anything lies beyond (spec section 3, num_results; SEARCH_COUNT_CAP).
 */
export const readLimit = ({ page, pp }: PageRequest, cap: number): number => Math.max(cap, page * pp) + 1;

/**
 * One page of members matching `where`, ordered by id ascending (a new member gets a higher id than everyone
 * before, so signups append to the end and never push a profile from one page onto the next), and the count
 * of matches up to `readLimit`: one statement that reads the first matches in id order once, counts them and
 * hands back the page's ids. Each filter shape reads a covering index of migration 0014 in id order, so a
 * broad search stops after the cap instead of counting every member.
 */
export function searchPageQuery(
  db: Db,
  searcherId: number | null,
  where: (eb: Members) => Expression<SqlBool>,
  request: PageRequest,
  cap: number = SEARCH_COUNT_CAP,
) {
  const offset = (request.page - 1) * request.pp;
  return db
    .with('matches', (qc) =>
      qc
        .selectFrom('members')
        .select('members.id')
        // deleted, suspended and blocked (either way) members are nobody's result (members/visibility.ts)
        .where((eb) => visibleTo(eb, searcherId))
        .$if(searcherId !== null, (q) => q.where('members.id', '<>', searcherId!))
        .where(where)
        .orderBy('members.id', 'asc')
        .limit(readLimit(request, cap)),
    )
    .selectNoFrom([
      sql<number>`(select count(*)::int from matches)`.as('n'),
      sql<number[]>`array(select id from matches order by id offset ${offset} limit ${request.pp})`.as('ids'),
    ]);
}

export async function searchPage(
  db: Db,
  searcherId: number | null,
  where: (eb: Members) => Expression<SqlBool>,
  request: PageRequest,
  cap: number = SEARCH_COUNT_CAP,
): Promise<SearchPage> {
  const row = await searchPageQuery(db, searcherId, where, request, cap).executeTakeFirstOrThrow();
  const limit = readLimit(request, cap);
  const capped = row.n >= limit;
  return { ids: row.ids.map(Number), total: capped ? limit - 1 : row.n, capped };
}
