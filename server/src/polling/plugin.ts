import fp from 'fastify-plugin';
import { notificationsOf } from '../db/connect';
import { POLL_CHANGES_CHANNEL, PollVersions } from './poll-versions';

declare module 'fastify' {
  interface FastifyInstance {
    /** what changed for whom, heard from the database (src/polling/poll-versions.ts) */
    pollVersions: PollVersions;
  }
}

/** Listens for the poll changes while the server runs. */
export const pollVersionsPlugin = fp(
  async (app) => {
    const versions = new PollVersions();
    app.decorate('pollVersions', versions);
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      const notifications = notificationsOf(app.db);
      if (!notifications) return;
      stop = await notifications.listen(
        POLL_CHANGES_CHANNEL,
        (payload) => versions.note(payload),
        (live) => {
          if (!live) app.log.warn('not hearing poll changes: polls are answered in full until listening again');
          versions.setLive(live);
        },
      );
    });
    app.addHook('onClose', async () => {
      versions.setLive(false);
      await stop?.();
    });
  },
  { name: 'poll-versions', dependencies: ['app-decorators'] },
);
