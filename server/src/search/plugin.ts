import fp from 'fastify-plugin';
import { listenWhileRunning } from '../db/listen-while-running';
import { SEARCH_CHANGES_CHANNEL } from './search-changes';
import { SearchCache } from './search-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** search.php's reads kept in memory, exact up to a notification's delay (src/search/search-cache.ts) */
    searchCache: SearchCache;
  }
}

/** Listens for the search changes while the server runs. */
export const searchCachePlugin = fp(
  async (app) => {
    const cache = new SearchCache(app.db, app.pollVersions);
    app.decorate('searchCache', cache);
    listenWhileRunning(
      app,
      SEARCH_CHANGES_CHANNEL,
      cache,
      'not hearing search changes: searches are computed until listening again',
    );
  },
  { name: 'search-cache', dependencies: ['app-decorators', 'poll-versions'] },
);
