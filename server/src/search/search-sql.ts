import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import type { Database } from '../db/schema';
import { filtersFromQuery, type SearchFilters } from './filters';
import { mainWhere, searchPageQuery, similarWhere, type PageRequest } from './search-query';

/** Compiles only: never connects, so a bench can build the statements without a server or a database of ours. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export interface SearchSqlRequest extends PageRequest {
  searcherId: number | null;
  filters: SearchFilters;
  /** search.php also ran the similar search (asked for, or the search found less than a page) */
  similar: boolean;
}

/**
 * The statements search.php runs to find one page of a search when it computes the answer (routes/search.ts,
 * search-reads.ts databaseReads), as SQL and parameters for PostgreSQL: the bench runs them straight through
 * `pg` as the reference for the endpoint's latency.
 */
export function searchSql(request: SearchSqlRequest): CompiledQuery[] {
  const { searcherId, filters, page, pp } = request;
  const main = searchPageQuery(compiler, searcherId, mainWhere(filters), { page, pp }).compile();
  if (!request.similar) return [main];
  return [main, searchPageQuery(compiler, searcherId, similarWhere(filters), { page, pp }).compile()];
}

/** A search.php query string's filters, as the endpoint reads them when not loading the saved ones. */
export function searchFiltersOf(query: URLSearchParams): SearchFilters {
  const age = (key: string) => (query.has(key) ? Number(query.get(key)) : undefined);
  const filters = filtersFromQuery({
    gender: query.get('gender') ?? undefined,
    country: query.get('country') ?? undefined,
    countryregion: query.get('countryregion') ?? undefined,
    min_age: age('min_age'),
    max_age: age('max_age'),
  });
  const all = query.get('searchAllCountries');
  return { ...filters, allCountries: all === '1' || all === 'true' };
}
