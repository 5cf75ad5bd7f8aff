import fp from 'fastify-plugin';
import type { StreamEvent } from '@dating/contract';
import { createBroadcaster, type Broadcaster } from './broadcast';
import type { RealtimeHub } from './hub';
import { createMemoryHub } from './memory-hub';
import { createRedisHub } from './redis-hub';
import { pushServiceHostsFromEnv, systemLookupAll } from '../push/endpoint-guard';
import { createPushNotices, inMemberOrder } from '../push/notices';
import { createPushSender } from '../push/send';
import { createNotificationMails, withNotificationMails } from '../notifications/notification-mails';
import { createUnsubscribeTokens } from '../notifications/unsubscribe-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** a member's open pages (server-sent events, web push): src/realtime/hub.ts */
    realtime: PublishingHub;
    /** every open stream of this instance at once (src/realtime/broadcast.ts) */
    broadcasts: Broadcaster;
    /** calls `beat` for each comment line an open event stream sends, so idle connections are not cut */
    realtimeHeartbeat: Ticker;
  }
}

export interface PublishOptions {
  /** the publisher moved the member's poll version already, when the change committed (src/realtime/publish.ts) */
  versionMoved?: boolean;
}

/** The hub as routes publish on it: each event moves the member's poll version once on this instance. */
export interface PublishingHub extends RealtimeHub {
  publish(memberId: number, event: StreamEvent, options?: PublishOptions): void;
}

/** Calls `beat` from now on, until the function it answers is called. */
export type Ticker = (beat: () => void) => () => void;

/** A Ticker on a wall-clock interval. */
export const every =
  (ms: number): Ticker =>
  (beat) => {
    const interval = setInterval(beat, ms);
    return () => clearInterval(interval);
  };

export interface RealtimePluginOptions {
  /** REDIS_URL: events reach pages connected to any instance; unset: this instance only */
  redisUrl?: string;
  /** prefix of the Redis keys and channels (tests use one per run) */
  nameSpace?: string;
  /** default 25 s: under the 30-60 s idle timeouts of common proxies and load balancers */
  heartbeatMs?: number;
  /** what times the heartbeats instead of a heartbeatMs interval (tests beat by hand) */
  heartbeat?: Ticker;
  /** VAPID subject of the web push notices */
  vapidSubject: string;
}

/**
 * Decorates app.realtime on the root instance, so every route family can publish: the Redis hub when REDIS_URL
 * is set (events reach streams on every instance; ids come from one counter per member in Redis), else the
 * in-process one.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    const onError = (err: unknown) => app.log.error({ err }, 'realtime: redis');
    // a lost connection is retried by ioredis and shown by /readyz: a warning, not an error, per attempt
    const onConnectionError = (err: unknown) => app.log.warn({ err }, 'realtime: redis reconnecting');
    const hub = options.redisUrl
      ? createRedisHub({
          url: options.redisUrl,
          nameSpace: options.nameSpace,
          onError,
          onConnectionError,
          // the pages fetch what the event says changed, maybe from this instance before it heard the database's
          // notice of the commit (src/polling): the publishing instance moved its version, this one does it here
          onArrivalFromElsewhere: (memberId, event) => changesAnswers(event) && app.pollVersions.touch(memberId),
        })
      : createMemoryHub();
    const sender = createPushSender({
      policy: { lookup: systemLookupAll, allowedHosts: pushServiceHostsFromEnv() },
      vapid: app.vapid,
      subject: options.vapidSubject,
    });
    // Each notice goes out by web push and, when the member wants it, by mail (src/notifications).
    const mails = createNotificationMails({
      db: app.db,
      mailer: app.mailer,
      hub,
      tokens: createUnsubscribeTokens(app.db),
      site: app.site.name,
      linkOrigin: () => app.mailLinkOrigin(),
      log: app.log,
    });
    const notices = inMemberOrder(
      withNotificationMails(
        createPushNotices({ db: app.db, hub, sender, jobs: app.jobs, log: app.log }),
        mails,
        app.log,
      ),
    );
    // A new message for a member with no page open becomes a web push, whoever published it.
    const publish: PublishingHub['publish'] = (memberId, event, { versionMoved = false } = {}) => {
      // A page refetches what an event says changed, at once: before the database's notice of the commit
      // arrives, the poll version must have moved already (src/polling). Typing changes no answer.
      if (changesAnswers(event) && !versionMoved) app.pollVersions.touch(memberId);
      hub.publish(memberId, event);
      if (event.type !== 'message' || event.message.mine) return;
      notices
        .message(memberId, event.message)
        .catch((err: unknown) => app.log.error({ err, memberId }, 'push notice failed'));
    };
    app.decorate('realtime', { ...hub, publish });
    app.decorate('broadcasts', createBroadcaster());
    app.decorate('pushNotices', notices);
    app.decorate('realtimeHeartbeat', options.heartbeat ?? every(options.heartbeatMs ?? 25_000));
    app.addHook('onClose', async () => hub.close());
  },
  { name: 'realtime', dependencies: ['app-decorators', 'poll-versions', 'jobs'] },
);

/** Every event but typing says a polled answer changed. */
const changesAnswers = (event: StreamEvent): boolean => event.type !== 'typing';
