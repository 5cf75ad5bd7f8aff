import fp from 'fastify-plugin';
import path from 'node:path';
import { POINTER_KEY, type RemoteStore } from '../objects/remote-store';
import { pollPointerObject } from './poll-pointer-object';
import { watchPointerFile } from './watch-pointer';

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
 * A folder is watched by stat (watch-pointer.ts), a bucket by reading the pointer every second.
 *
 * Members only: visitors have no event stream (src/realtime/README.md), and they keep the rechecks of
 * host/src/federation (page start, tab visible again, at most every 15 s at a navigation).
 */
export const pointerWatchPlugin = fp<PointerWatchPluginOptions>(
  async (app, options) => {
    const { store } = options;
    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      const onChange = () => {
        app.log.info({ streams: app.broadcasts.listeners() }, 'remotes pointer changed: telling open pages');
        app.broadcasts.send({ type: 'remotes' });
      };
      const watch = {
        intervalMs: options.intervalMs,
        onError: (err: unknown) => app.log.error({ err }, 'pointer watch'),
      };
      stop = store.dir
        ? await watchPointerFile(path.join(store.dir, ...POINTER_KEY.split('/')), onChange, watch)
        : await pollPointerObject(store.objects, POINTER_KEY, onChange, watch);
    });
    app.addHook('onClose', async () => stop?.());
  },
  { name: 'pointer-watch', dependencies: ['realtime'] },
);
