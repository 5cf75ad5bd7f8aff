import { sql } from 'kysely';
import { neighbouringCountry } from '@dating/contract';
import type { Db } from '../db/connect';
import { visibleTo } from '../members/visibility';
import type { SearchFilters } from './filters';
import { mainWhere } from './search-query';

/**
 * The suggestions /home shows (search.php with source=home): the member's usual search, nearest first: their
 * region, then their country, then the neighbouring country of docs/product.md §9, then the rest, each in id
 * order. Computed, not kept by the search cache (which keeps id order): one short page, on the home page only.
 */
export async function nearestFirstIds(db: Db, viewerId: number, filters: SearchFilters, pp: number): Promise<number[]> {
  const me = await db
    .selectFrom('members')
    .select(['country', 'countryregion'])
    .where('id', '=', viewerId)
    .executeTakeFirst();
  const country = me?.country ?? '';
  const region = me?.countryregion ?? '';
  const neighbour = neighbouringCountry(country) ?? '';
  const distance = sql<number>`case
    when ${region} <> '' and members.country = ${country} and members.countryregion = ${region} then 0
    when members.country = ${country} then 1
    when members.country = ${neighbour} then 2
    else 3 end`;
  const rows = await db
    .selectFrom('members')
    .select('members.id')
    // deleted, suspended and blocked (either way) members are nobody's suggestion (members/visibility.ts)
    .where((eb) => visibleTo(eb, viewerId))
    .where('members.id', '<>', viewerId)
    .where(mainWhere(filters))
    .orderBy(distance)
    .orderBy('members.id', 'asc')
    .limit(pp)
    .execute();
  return rows.map((r) => r.id);
}
