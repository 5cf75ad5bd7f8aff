import fp from 'fastify-plugin';
import path from 'node:path';
import { watchPointerFile } from './watch-pointer';

export interface PointerWatchPluginOptions {
  /** the deploy store: the file watched is <storeDir>/pointer/production.json, what /remotes.json serves */
  storeDir: string;
  intervalMs?: number;
}

/**
 * A promote or rollback reaches open pages within a second. The store's pointer is watched while the
 * server runs and each change is broadcast as a `remotes` event on every event stream of this instance; the
 * page then asks /remotes.json again (its own canary bucket decides what it is served). Every instance watches
 * the store itself, so each stream hears of a change once, from the instance that holds it, Redis or not.
 *
 * Members only: visitors have no event stream (src/realtime/README.md), and they keep the rechecks of
 * host/src/federation (page start, tab visible again, at most every 15 s at a navigation).
 */
export const pointerWatchPlugin = fp<PointerWatchPluginOptions>(
  async (app, options) => {
    const file = path.join(options.storeDir, 'pointer', 'production.json');
    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = await watchPointerFile(
        file,
        () => {
          app.log.info({ streams: app.broadcasts.listeners() }, 'remotes pointer changed: telling open pages');
          app.broadcasts.send({ type: 'remotes' });
        },
        { intervalMs: options.intervalMs, onError: (err) => app.log.error({ err }, 'pointer watch') },
      );
    });
    app.addHook('onClose', async () => stop?.());
  },
  { name: 'pointer-watch', dependencies: ['realtime'] },
);
