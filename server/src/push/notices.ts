import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage } from '@dating/contract';
import type { Db } from '../db/connect';
import type { RealtimeHub } from '../realtime/hub';
import { newLikesOf, unreadTotalOf } from '../realtime/member-state';
import { likeNotice, messageNotice, type PushNotice } from './notice-texts';
import type { PushSender } from './send';

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

/**
 * Web push for a member who has no page open (the hub knows, across instances): an open page shows the event
 * itself. Every send goes through the PushSender, which contacts public push services only (DESIGN.md, security
 * rules); a subscription the push service says is gone (404, 410) is forgotten.
 */
export function createPushNotices(options: {
  db: Db;
  hub: RealtimeHub;
  sender: PushSender;
  log: FastifyBaseLogger;
}): PushNotices {
  const { db, hub, sender, log } = options;

  async function notify(
    memberId: number,
    otherId: number,
    make: (language: string, name: string, badge: number) => PushNotice,
  ) {
    if (await hub.hasOpenStream(memberId)) return;
    const subscriptions = await db
      .selectFrom('push_subscriptions')
      .selectAll()
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
    for (const subscription of subscriptions) {
      try {
        await sender.send(subscription, payload, { ttlSeconds: 24 * 3600 });
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
        } else {
          log.warn({ err, memberId, subscription: subscription.id }, 'push notice not sent');
        }
      }
    }
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
