import fp from 'fastify-plugin';
import { POINTER_KEY, type RemoteStore } from '../objects/remote-store';
import { BUCKET_POINTER_POLL_MS, POINTER_POLL_MS, pollPointerObject, type PointerWatch } from './poll-pointer-object';

declare module 'fastify' {
  interface FastifyInstance {
    /** the watch of the store's pointer, from ready to close (tests wait for its reads) */
    pointerWatch: Pick<PointerWatch, 'afterNextRead'>;
  }
}

export interface PointerWatchPluginOptions {
  /** the deploy store: its pointer/production.json is watched, what /remotes.json serves */
  store: RemoteStore;
  intervalMs?: number;
}

/**
 * A promote or rollback reaches open pages within a second. The store's pointer is watched while the
 * server runs and each change is broadcast as a `remotes` event on every event stream of this instance; the
 * page then asks /remotes.json again (its own canary bucket decides what it is served). Every instance watches
 * the store itself, so each stream hears of a change once, from the instance that holds it, Redis or not.
 * The pointer is read every 250 ms from a folder, every second from a bucket (poll-pointer-object.ts).
 *
 * Members only: visitors have no event stream (src/realtime/README.md), and they keep the rechecks of
 * host/src/federation (page start, tab visible again, at most every 15 s at a navigation).
 */
export const pointerWatchPlugin = fp<PointerWatchPluginOptions>(
  async (app, options) => {
    const { store } = options;
    let watch: PointerWatch | null = null;
    app.decorate('pointerWatch', { afterNextRead: () => watch?.afterNextRead() ?? Promise.resolve() });
    app.addHook('onReady', async () => {
      const onChange = () => {
        app.log.info({ streams: app.broadcasts.listeners() }, 'remotes pointer changed: telling open pages');
        app.broadcasts.send({ type: 'remotes' });
      };
      watch = await pollPointerObject(store.objects, POINTER_KEY, onChange, {
        intervalMs: options.intervalMs ?? (store.dir ? POINTER_POLL_MS : BUCKET_POINTER_POLL_MS),
        onError: (err: unknown) => app.log.error({ err }, 'pointer watch'),
      });
    });
    app.addHook('onClose', async () => watch?.stop());
  },
  { name: 'pointer-watch', dependencies: ['realtime'] },
);
