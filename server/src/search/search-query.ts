import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { SEARCH_COUNT_CAP } from '@dating/contract';
import { birthDateRange, MAX_AGE, MIN_AGE, widen, type SearchFilters } from './filters';
import { isShownMember, visibleTo } from '../members/visibility';

type Members = ExpressionBuilder<Database, 'members'>;

/**
 * One condition of a search on a member column, as data: the database gets it as SQL, and the search cache
 * evaluates it in memory to tell which cached searches a changed member may concern (search-cache.ts).
 */
export type FilterCondition =
  | { column: 'gender' | 'country' | 'countryregion'; oneOf: string[] }
  | { column: 'date_of_birth'; after: string; onOrBefore: string }
  | { column: 'interests'; has: number };

/** What the filters read of a member (migration 0016_search_changes sends these of a changed member). */
export interface SearchedColumns {
  gender: string | null;
  country: string | null;
  countryregion: string | null;
  date_of_birth: string | null;
  /** absent from a notification of a version before 0020_interests: may hold any */
  interests?: number[];
}

/** The filter part of a search as conditions (none: every member matches). Ages end at `today`'s birth dates. */
export function filterConditionsOf(f: SearchFilters, countries: string[], today = new Date()): FilterCondition[] {
  const conds: FilterCondition[] = [];
  if (f.gender) conds.push({ column: 'gender', oneOf: [f.gender] });
  if (!f.allCountries && countries.length > 0) conds.push({ column: 'country', oneOf: countries });
  if (!f.allCountries && f.countryregion) conds.push({ column: 'countryregion', oneOf: [f.countryregion] });
  // 18-100 is "all ages": members who have not given a birth date show too.
  if (f.min_age > MIN_AGE || f.max_age < MAX_AGE) {
    const { bornOnOrBefore, bornAfter } = birthDateRange(f.min_age, f.max_age, today);
    conds.push({ column: 'date_of_birth', after: bornAfter, onOrBefore: bornOnOrBefore });
  }
  if (f.interest !== undefined) conds.push({ column: 'interests', has: f.interest });
  return conds;
}

function conditionSql(eb: Members, c: FilterCondition): Expression<SqlBool>[] {
  if (c.column === 'date_of_birth')
    return [eb('members.date_of_birth', '<=', c.onOrBefore), eb('members.date_of_birth', '>', c.after)];
  // the GIN index of migration 0020_interests answers containment
  if (c.column === 'interests') return [sql<SqlBool>`members.interests @> array[${c.has}]::integer[]`];
  const column = `members.${c.column}` as const;
  return [c.oneOf.length === 1 ? eb(column, '=', c.oneOf[0]!) : eb(column, 'in', c.oneOf)];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a member with these columns may meet the condition. As SQL has it for the values a member can have
 * (no value meets nothing); a birth date in a form the text comparison cannot order counts as meeting it.
 */
function mayMeet(member: SearchedColumns, c: FilterCondition): boolean {
  if (c.column === 'interests') return member.interests === undefined || member.interests.includes(c.has);
  if (c.column !== 'date_of_birth') {
    const value = member[c.column];
    return value !== null && c.oneOf.includes(value);
  }
  const born = member.date_of_birth;
  if (born === null) return false;
  return !ISO_DATE.test(born) || (born > c.after && born <= c.onOrBefore);
}

/** The filter part of a search as conditions on members (empty: every member matches). */
export function filterConditions(eb: Members, f: SearchFilters, countries: string[]): Expression<SqlBool>[] {
  return filterConditionsOf(f, countries).flatMap((c) => conditionSql(eb, c));
}

/** The members a search finds, whoever searches: what the search cache keeps the ids of (search-cache.ts). */
export interface MatchSet {
  /** the same key, the same members: the conditions themselves, birth dates included */
  key: string;
  where: (eb: Members) => Expression<SqlBool>;
  /** false only for a member who cannot be in the set (whom a change of cannot change the set) */
  mayHold(member: SearchedColumns): boolean;
}

const allOf = (eb: Members, conds: FilterCondition[]) => eb.and(conds.flatMap((c) => conditionSql(eb, c)));
const meetsAll = (member: SearchedColumns, conds: FilterCondition[]) => conds.every((c) => mayMeet(member, c));

/** The search itself: the filters as given. */
export function mainMatches(f: SearchFilters, today = new Date()): MatchSet {
  const conds = filterConditionsOf(f, f.country ? [f.country] : [], today);
  return {
    key: JSON.stringify(['main', conds]),
    where: (eb) => allOf(eb, conds),
    mayHold: (member) => meetsAll(member, conds),
  };
}

/** The similar search: ages and countries widened, without the members the search itself finds. */
export function similarMatches(f: SearchFilters, today = new Date()): MatchSet {
  const mainConds = filterConditionsOf(f, f.country ? [f.country] : [], today);
  // Without any filter the search found everyone: nothing is left to be similar.
  if (mainConds.length === 0) return { key: '["similar"]', where: () => sql<SqlBool>`false`, mayHold: () => false };
  const wide = widen(f);
  const wideConds = filterConditionsOf(wide.filters, wide.countries, today);
  return {
    key: JSON.stringify(['similar', wideConds, mainConds]),
    where: (eb) => eb.and([...wideConds.flatMap((c) => conditionSql(eb, c)), eb.not(allOf(eb, mainConds))]),
    // the widened search holds every similar member (and more): enough to tell whom a change may concern
    mayHold: (member) => meetsAll(member, wideConds),
  };
}

/** The search itself, as a condition. */
export const mainWhere = (f: SearchFilters) => mainMatches(f).where;

/** The similar search, as a condition. */
export const similarWhere = (f: SearchFilters) => similarMatches(f).where;

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
 * that tells whether anything lies beyond (docs/product.md §3, num_results; SEARCH_COUNT_CAP).
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

/**
 * The first `limit` members of a match set in id order, as anyone may see them (deleted and suspended members
 * left out): the part of a search that is the same whoever searches, for the search cache to keep. The partial
 * indexes of migration 0014 answer it as they answer searchPageQuery.
 */
export async function matchSetIds(db: Db, set: MatchSet, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('members')
    .select('members.id')
    .where((eb) => isShownMember(eb))
    .where(set.where)
    .orderBy('members.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
