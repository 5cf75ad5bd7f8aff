import fp from 'fastify-plugin';
import { notificationsOf } from '../db/connect';
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
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      const notifications = notificationsOf(app.db);
      if (!notifications) return;
      stop = await notifications.listen(
        SEARCH_CHANGES_CHANNEL,
        (payload) => cache.note(payload),
        (live) => {
          if (!live) app.log.warn('not hearing search changes: searches are computed until listening again');
          cache.setLive(live);
        },
      );
    });
    app.addHook('onClose', async () => {
      cache.setLive(false);
      await stop?.();
    });
  },
  { name: 'search-cache', dependencies: ['app-decorators', 'poll-versions'] },
);
