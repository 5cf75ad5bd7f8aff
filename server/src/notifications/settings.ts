import type { NotificationMailKind, NotificationSettings } from '@dating/contract';
import type { Db } from '../db/connect';

/** What a member without a saved choice gets: mails about messages and likes, no news (opt-in only). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { new_message: true, new_like: true, news: false };

export const NOTIFICATION_MAIL_KINDS: readonly NotificationMailKind[] = ['new_message', 'new_like', 'news'];

export const isNotificationMailKind = (value: string): value is NotificationMailKind =>
  (NOTIFICATION_MAIL_KINDS as readonly string[]).includes(value);

export async function notificationSettingsOf(db: Db, memberId: number): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('notification_settings')
    .select(['new_message', 'new_like', 'news'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/** Saves some or all switches; the others keep their saved (or default) value. */
export async function saveNotificationSettings(
  db: Db,
  memberId: number,
  change: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const values = { ...DEFAULT_NOTIFICATION_SETTINGS, ...change };
  const row = await db
    .insertInto('notification_settings')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...change, updated_at: new Date() }))
    .returning(['new_message', 'new_like', 'news'])
    .executeTakeFirstOrThrow();
  return row;
}
