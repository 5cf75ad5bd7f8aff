import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage } from '@dating/contract';
import type { Db } from '../db/connect';
import type { RealtimeHub } from '../realtime/hub';
import { newLikesOf, unreadTotalOf } from '../realtime/member-state';
import { likeNotice, messageNotice, type PushNotice } from './notice-texts';
import { PushEndpointRefusedError, type PushSender } from './send';
import { forgetSubscriptionById } from './subscriptions';
import type { JobQueue, JobSettings } from '../jobs/job-queue';
import { createMemberQueue } from '../realtime/member-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** web push of a new message or like to a member with no page open (src/push/notices.ts) */
    pushNotices: PushNotices;
  }
}

export interface PushNotices {
  /** `message` as its recipient sees it (mine: false) */
  message(memberId: number, message: ChatMessage): Promise<void>;
  like(memberId: number, likerId: number): Promise<void>;
}

/** The job that sends one notice to one subscription. */
export const PUSH_SEND = 'push-send';

declare module '../jobs/job-queue' {
  interface JobPayloads {
    [PUSH_SEND]: { subscriptionId: number; payload: string };
  }
}

/**
 * A push service that fails is tried again after about 30 s, 1 min, 2 min, 4 min: well within the notice's
 * 24 hours of life at the push service, and a notice hours late is of no use anyway.
 */
const PUSH_RETRY: JobSettings = { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 60 };

/**
 * Web push for a member who has no page open (the hub knows, across instances): an open page shows the event
 * itself. Each subscription's notice is a job (src/jobs), so it is sent once whichever instance takes it, and
 * retried when the push service fails. Every send goes through the PushSender, which contacts public push
 * services only (docs/architecture.md, Security rules); a subscription the push service says is gone (404, 410) is
 * forgotten, and one the sender refuses is not tried again.
 */
export function createPushNotices(options: {
  db: Db;
  hub: RealtimeHub;
  sender: PushSender;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}): PushNotices {
  const { db, hub, sender, jobs, log } = options;

  jobs.handle(PUSH_SEND, PUSH_RETRY, async ({ subscriptionId, payload }) => {
    const subscription = await db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('id', '=', subscriptionId)
      .executeTakeFirst();
    if (!subscription) return;
    try {
      await sender.send(subscription, payload, { ttlSeconds: 24 * 3600 });
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await forgetSubscriptionById(db, subscription.id);
        return;
      }
      log.warn({ err, memberId: subscription.member_id, subscription: subscription.id }, 'push notice not sent');
      if (!(err instanceof PushEndpointRefusedError)) throw err;
    }
  });

  async function notify(
    memberId: number,
    otherId: number,
    make: (language: string, name: string, badge: number) => PushNotice,
  ) {
    if (await hub.hasOpenStream(memberId)) return;
    const subscriptions = await db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    if (subscriptions.length === 0) return;
    const [member, other, unread, newLikes] = await Promise.all([
      db.selectFrom('members').select('language').where('id', '=', memberId).executeTakeFirst(),
      db.selectFrom('members').select('name').where('id', '=', otherId).executeTakeFirst(),
      unreadTotalOf(db, memberId),
      newLikesOf(db, memberId),
    ]);
    if (!member || !other) return;
    const payload = JSON.stringify(make(member.language, other.name, unread + newLikes));
    for (const subscription of subscriptions) await jobs.send(PUSH_SEND, { subscriptionId: subscription.id, payload });
  }
  return {
    message: (memberId, message) =>
      notify(memberId, message.from, (language, name, badge) =>
        messageNotice({ language, name, conversation: message.conversation, badge }),
      ),
    like: (memberId, likerId) =>
      notify(memberId, likerId, (language, name, badge) => likeNotice({ language, name, badge })),
  };
}

/**
 * A member's notices go out in the order of their events: the first like of the hour is the one the mail names
 * (the mail's hour is claimed by whichever notice gets there first, src/notifications), and a later push never
 * overtakes an earlier one of the same member.
 */
export function inMemberOrder(notices: PushNotices): PushNotices {
  const queue = createMemberQueue();
  return {
    message: (memberId, message) => queue(memberId, () => notices.message(memberId, message)),
    like: (memberId, likerId) => queue(memberId, () => notices.like(memberId, likerId)),
  };
}
