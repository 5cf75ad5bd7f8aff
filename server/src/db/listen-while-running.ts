import type { FastifyInstance } from 'fastify';
import { notificationsOf } from './connect';

/** What hears one channel of the database's notifications: each payload, and whether it is hearing at all. */
export interface ChannelListener {
  note(payload: string): void;
  /** false: the listening connection is gone (or the server closes), and what is sent meanwhile is lost */
  setLive(live: boolean): void;
}

/**
 * Listens on `channel` from the server's start to its close, as long as the database can notify (PGlite in
 * process, PostgreSQL over a connection of its own). `whenLost` is logged each time listening stops before the close.
 */
export function listenWhileRunning(
  app: FastifyInstance,
  channel: string,
  listener: ChannelListener,
  whenLost: string,
): void {
  let stop: (() => Promise<void>) | null = null;
  // Listening ends with the close too: that is no loss to warn about.
  let closing = false;
  app.addHook('onReady', async () => {
    const notifications = notificationsOf(app.db);
    if (!notifications) return;
    stop = await notifications.listen(
      channel,
      (payload) => listener.note(payload),
      (live) => {
        if (!live && !closing) app.log.warn(whenLost);
        listener.setLive(live);
      },
    );
  });
  app.addHook('onClose', async () => {
    closing = true;
    listener.setLive(false);
    await stop?.();
  });
}
