import pg from 'pg';
import { searchFiltersOf, searchSql } from '@dating/server/src/search/search-sql';
import { SEARCH_CACHE_PATH } from './bench-routes';
import { runLoad, type LoadFigures } from './load';
import { addRow, ms, perSecond } from './table';

/** search.php with a mix of filters and pages, as members use it; do_not_save keeps the load read-only. */
export const SEARCH_MIX = [
  'auto_load=1',
  'gender=female&country=NL&min_age=26&max_age=35',
  'gender=female&country=NL&countryregion=NH&min_age=18&max_age=25',
  'gender=male&country=DE&min_age=36&max_age=45&page=3',
  'gender=female&searchAllCountries=1&min_age=46&max_age=55&page=2',
  'gender=male&country=BE&min_age=65&max_age=100',
  'country=US&page=5',
  'gender=female&country=GB&min_age=56&max_age=65&similar=1',
].map((q) => `/api/search.php?${q}&do_not_save=1`);

/** search.php at 100,000 members on PostgreSQL. */
const TARGET_P99_MS = 25;
const WARM_UP_SECONDS = 2;

export interface SearchBenchContext {
  label: string;
  base: string;
  cookie: string;
  /** PostgreSQL: the same statements run straight through `pg` as the reference */
  pgUrl?: string;
  schema?: string;
  connections: number;
  seconds: number;
}

interface Statement {
  text: string;
  values: unknown[];
}

interface CacheStats {
  searches: number;
  fromCache: number;
}

/** The server's search cache statistics, after turning it on or off (bench-routes.ts SEARCH_CACHE_PATH). */
async function searchCache(base: string, enabled?: boolean): Promise<CacheStats> {
  const query = enabled === undefined ? '' : `?enabled=${enabled ? 1 : 0}`;
  const res = await fetch(`${base}${SEARCH_CACHE_PATH}${query}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${SEARCH_CACHE_PATH} answered ${res.status}`);
  return (await res.json()) as CacheStats;
}

/**
 * search.php under SEARCH_MIX for `seconds` at `connections`, as members search (the server's search cache on),
 * then with every answer computed (the cache off); on PostgreSQL also the statements each of those requests
 * runs when computed (server search/search-sql.ts), through `pg` with as many clients for as long: the
 * endpoint's p99 beside the bare SQL's p99 of the same run.
 */
export async function benchSearch(ctx: SearchBenchContext): Promise<void> {
  // Each request once before timing: checks it answers, and reads what the server resolved (auto_load's filters,
  // whether it ran the similar search) so the SQL reference runs exactly the statements of each request.
  const requests = await Promise.all(SEARCH_MIX.map((path) => statementsOf(ctx, path)));
  const load = { cookies: [ctx.cookie], seconds: ctx.seconds, connections: ctx.connections };
  // Each load after WARM_UP_SECONDS of itself unmeasured: a server that has run a while, its code compiled.
  const measure = async () => {
    await runLoad(ctx.base, SEARCH_MIX, { ...load, seconds: WARM_UP_SECONDS });
    const before = await searchCache(ctx.base);
    const figures = await runLoad(ctx.base, SEARCH_MIX, load);
    const after = await searchCache(ctx.base);
    return { figures, fromCache: (after.fromCache - before.fromCache) / Math.max(1, after.searches - before.searches) };
  };
  const { figures: http, fromCache } = await measure();
  await searchCache(ctx.base, false);
  const { figures: computed } = await measure();
  await searchCache(ctx.base, true);
  const cacheText = `${(100 * fromCache).toFixed(1)} % answered from the cache`;
  const failedOf = (l: LoadFigures) => l.errors + l.failed;
  const loadText = (l: LoadFigures) =>
    `${perSecond(l.requestsPerSecond)}, p50 ${l.p50} ms, p99 ${l.p99} ms ` +
    `(${l.requests} requests, ${l.errors} errors, ${l.failed} failed)`;
  const during =
    `${SEARCH_MIX.length} filter mixes, ${ctx.connections} connections for ${ctx.seconds} s ` +
    `after ${WARM_UP_SECONDS} s unmeasured`;
  console.log(`${ctx.label}: search.php (${during}): ${loadText(http)}; ${cacheText}`);
  console.log(`${ctx.label}: search.php, every answer computed (${during}): ${loadText(computed)}`);
  const where = `${ctx.pgUrl ? 'PostgreSQL' : ctx.label}, ${ctx.connections} connections`;
  const figure = `search.php p99, ${where}`;
  const computedFigure = `search.php p99, every answer computed, ${where}`;
  const measured = (l: LoadFigures) => ms(l.p99) + (failedOf(l) > 0 ? ` (${failedOf(l)} failed)` : '');
  if (!ctx.pgUrl) {
    addRow({ figure, target: '', measured: `${measured(http)} (${cacheText})` });
    addRow({ figure: computedFigure, target: '', measured: measured(computed) });
    return;
  }

  const sql = await sqlLoad(ctx.pgUrl, ctx.schema, requests, ctx.connections, ctx.seconds);
  console.log(
    `${ctx.label}: the same SQL through pg, ${ctx.connections} clients for ${ctx.seconds} s: ` +
      `${perSecond(sql.perSecond)}, p50 ${sql.p50.toFixed(1)} ms, p99 ${sql.p99.toFixed(1)} ms`,
  );
  const reference = `SQL through pg p99 ${sql.p99.toFixed(1)} ms`;
  addRow({
    figure,
    target: `≤ ${TARGET_P99_MS} ms`,
    measured: `${measured(http)} (${cacheText})`,
    reference,
    ratio: http.p99 / sql.p99,
    pass: http.p99 <= TARGET_P99_MS && failedOf(http) === 0,
  });
  addRow({
    figure: computedFigure,
    target: '',
    measured: measured(computed),
    reference,
    ratio: computed.p99 / sql.p99,
  });
}

/** The SQL search.php runs for one path of the mix, as the server would build it for this member. */
async function statementsOf(ctx: SearchBenchContext, path: string): Promise<Statement[]> {
  const headers = { cookie: ctx.cookie, accept: 'application/json' };
  const res = await fetch(`${ctx.base}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as {
    paging: { page?: number; pp?: number };
    filter_options: { gender: string; country: string; countryregion: string; min_age: number; max_age: number };
    similar?: unknown;
  };
  const me = (await (await fetch(`${ctx.base}/api/user.php`, { headers })).json()) as {
    user: { profile: { id: number } } | null;
  };
  const query = new URLSearchParams(path.split('?')[1]);
  // auto_load takes the member's saved or default filters: the answer names the ones it used
  const used = new URLSearchParams(Object.entries(body.filter_options).map(([k, v]) => [k, String(v)]));
  const filters = searchFiltersOf(query.has('auto_load') ? used : query);
  return searchSql({
    searcherId: me.user?.profile.id ?? null,
    filters,
    page: body.paging.page ?? 1,
    pp: body.paging.pp ?? 12,
    similar: body.similar !== undefined,
  }).map((c) => ({ text: c.sql, values: [...c.parameters] }));
}

/** `clients` connections, each running the mix's requests in turn, every request's statements one after another. */
async function sqlLoad(
  url: string,
  schema: string | undefined,
  requests: Statement[][],
  clients: number,
  seconds: number,
): Promise<{ p50: number; p99: number; perSecond: number }> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: clients,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  const latencies: number[] = [];
  try {
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, worker) => {
        const client = await pool.connect();
        try {
          for (let i = worker; performance.now() < end; i++) {
            const started = performance.now();
            for (const s of requests[i % requests.length]!) await client.query(s.text, s.values);
            latencies.push(performance.now() - started);
          }
        } finally {
          client.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), perSecond: latencies.length / seconds };
}
