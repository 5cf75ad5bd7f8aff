/** The bench server's own routes (api-server.ts), beside the site's. */

/** The machine's limit, measured in the same run: a route with no work but Fastify's and the site's global hooks. */
export const CONSTANT_PATH = '/bench/constant';
/** Runs a full garbage collection (node --expose-gc), so memory figures compare settled heaps. */
export const GC_PATH = '/bench/gc';
/** The search cache's statistics; `?enabled=0|1` turns it off or on first (the "every answer computed" row). */
export const SEARCH_CACHE_PATH = '/bench/search-cache';
