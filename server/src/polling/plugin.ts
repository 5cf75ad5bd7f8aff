import fp from 'fastify-plugin';
import { listenWhileRunning } from '../db/listen-while-running';
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
    listenWhileRunning(
      app,
      POLL_CHANGES_CHANNEL,
      versions,
      'not hearing poll changes: polls are answered in full until listening again',
    );
  },
  { name: 'poll-versions', dependencies: ['app-decorators'] },
);
