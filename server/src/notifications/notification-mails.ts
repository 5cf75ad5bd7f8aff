import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage } from '@dating/contract';
import type { Db } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import type { RealtimeHub } from '../realtime/hub';
import type { PushNotices } from '../push/notices';
import { notificationMail, type NotificationMailInput } from './notification-mail';
import { notificationSettingsOf } from './settings';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** Where the one-click unsubscribe link of a mail lands (src/routes/notification-unsubscribe.ts). */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

/** At most one mail per kind per member in this time (the /notifications page promises it). */
export const MAIL_INTERVAL = '1 hour';

type MailKind = NotificationMailInput['kind'];

export interface NotificationMails {
  message(memberId: number, message: ChatMessage): Promise<void>;
  like(memberId: number, likerId: number): Promise<void>;
}

/**
 * The new-message and new-like mails. A member gets one only when the switch of that kind is on, no page of
 * theirs is open right now (the page shows the event itself), the account is active, and no mail of that kind
 * went out in the last hour. The hour is claimed in one conditional statement on the member's row of that kind,
 * so two instances (or two likes at once) cannot both send.
 */
export function createNotificationMails(options: {
  db: Db;
  mailer: Mailer;
  hub: RealtimeHub;
  tokens: UnsubscribeTokens;
  site: string;
  /** the origin of the links (PUBLIC_URL): the mail is caused by another member's request, not the recipient's */
  linkOrigin: () => string;
  log: FastifyBaseLogger;
}): NotificationMails {
  const { db, mailer, hub, tokens, site, linkOrigin } = options;

  /** true when this call took the kind's slot for the coming hour */
  async function claimHour(memberId: number, kind: MailKind): Promise<boolean> {
    const claimed = await db
      .insertInto('notification_mail_sends')
      .values({ member_id: memberId, kind, last_sent_at: sql<Date>`now()` })
      .onConflict((oc) =>
        oc
          .columns(['member_id', 'kind'])
          .doUpdateSet({ last_sent_at: sql<Date>`now()` })
          .where('notification_mail_sends.last_sent_at', '<=', sql<Date>`now() - ${MAIL_INTERVAL}::interval`),
      )
      .returning('member_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  async function send(memberId: number, otherId: number, kind: MailKind, path: string): Promise<void> {
    const settings = await notificationSettingsOf(db, memberId);
    if (!settings[kind]) return;
    const [member, other] = await Promise.all([
      db
        .selectFrom('members')
        .select(['email', 'name', 'language', 'activated', 'deleted', 'suspended_at'])
        .where('id', '=', memberId)
        .executeTakeFirst(),
      db.selectFrom('members').select('name').where('id', '=', otherId).executeTakeFirst(),
    ]);
    // Only to confirmed addresses of accounts still in use.
    if (!member || !other || !member.activated || member.deleted || member.suspended_at || !member.email) return;
    if (await hub.hasOpenStream(memberId)) return;
    if (!(await claimHour(memberId, kind))) return;
    const origin = linkOrigin();
    const token = await tokens.sign({ memberId, kind });
    const mail = notificationMail({
      kind,
      language: member.language,
      member: member.name,
      name: other.name,
      site,
      link: `${origin}${path}`,
      unsubscribeLink: `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      settingsLink: `${origin}/notifications`,
    });
    await mailer.send(member.email, mail);
  }

  return {
    message: (memberId, message) => send(memberId, message.from, 'new_message', `/chats/${message.conversation}`),
    like: (memberId, likerId) => send(memberId, likerId, 'new_like', '/likes'),
  };
}

/**
 * The member notices of a new message or like: the web push (src/push/notices.ts) and the mail, side by side;
 * one failing does not stop the other.
 */
export function withNotificationMails(
  push: PushNotices,
  mails: NotificationMails,
  log: FastifyBaseLogger,
): PushNotices {
  const mailed = (what: string, memberId: number, run: () => Promise<void>) =>
    run().catch((err: unknown) => log.error({ err, memberId }, `notification mail (${what}) failed`));
  return {
    message: async (memberId, message) => {
      await Promise.all([
        push.message(memberId, message),
        mailed('message', memberId, () => mails.message(memberId, message)),
      ]);
    },
    like: async (memberId, likerId) => {
      await Promise.all([push.like(memberId, likerId), mailed('like', memberId, () => mails.like(memberId, likerId))]);
    },
  };
}
