import fp from 'fastify-plugin';
import { redisRevocations } from './session-revocations';
import { SessionStore } from './session-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** member sessions: lookups cached in memory, every ending of a session through here (session-store.ts) */
    sessions: SessionStore;
  }
}

/** With Redis, revocations reach the other instances' caches (docs/architecture.md, Several instances). */
export const sessionsPlugin = fp<{ redisUrl?: string; nameSpace?: string }>(
  async (app, options) => {
    const onError = (err: unknown) => app.log.error({ err }, 'session revocation channel');
    // a lost connection is retried by ioredis and shown by /readyz: a warning, not an error, per attempt
    const onConnectionError = (err: unknown) => app.log.warn({ err }, 'session revocation channel: reconnecting');
    const revocations = options.redisUrl
      ? redisRevocations({ url: options.redisUrl, nameSpace: options.nameSpace, onError, onConnectionError })
      : undefined;
    const store = new SessionStore(app.db, { revocations });
    app.decorate('sessions', store);
    app.addHook('onClose', () => store.close());
  },
  { name: 'sessions', dependencies: ['app-decorators'] },
);
