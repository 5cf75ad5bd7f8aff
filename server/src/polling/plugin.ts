import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { listenWhileRunning } from '../db/listen-while-running';
import { POLL_CHANGES_CHANNEL, PollVersions } from './poll-versions';

declare module 'fastify' {
  interface FastifyInstance {
    /** what changed for whom, heard from the database (src/polling/poll-versions.ts) */
    pollVersions: PollVersions;
  }
}

/**
 * How often each instance merges the version rows of migration 0017_shared_poll_versions (a few changes per
 * member between two folds; merging twice at once is harmless, see the migration).
 */
const FOLD_EVERY_MS = 5 * 60_000;

/** Listens for the poll changes while the server runs, and keeps the shared versions' table small. */
export const pollVersionsPlugin = fp(
  async (app) => {
    const versions = new PollVersions(app.db);
    app.decorate('pollVersions', versions);
    listenWhileRunning(
      app,
      POLL_CHANGES_CHANNEL,
      versions,
      'not hearing poll changes: polls are answered in full until listening again',
    );
    let fold: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      fold = setInterval(() => {
        sql`select poll_changes_fold()`.execute(app.db).catch((err: unknown) => {
          app.log.warn({ err }, 'merging the poll version rows failed; tried again later');
        });
      }, FOLD_EVERY_MS);
      fold.unref();
    });
    app.addHook('onClose', async () => clearInterval(fold));
  },
  { name: 'poll-versions', dependencies: ['app-decorators'] },
);
