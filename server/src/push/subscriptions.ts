import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { PushSubscriptionsTable } from '../db/schema';

/** What the browser's PushSubscription says, as kept with the member. */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: number | null;
}

/**
 * Keeps a browser's subscription for the member. One browser, one subscription: a browser that moves to another
 * account takes its subscription along, which it proves by knowing the subscription's keys; someone who only saw
 * the endpoint address cannot take another member's notifications. One statement, so two accounts racing for it
 * cannot both win. False when the endpoint is another member's and the keys do not match.
 */
export async function saveSubscription(db: Db, memberId: number, subscription: BrowserSubscription): Promise<boolean> {
  const { endpoint, p256dh, auth, expirationTime } = subscription;
  const kept = { p256dh, auth, expiration_time: expirationTime };
  const saved = await db
    .insertInto('push_subscriptions')
    .values({ member_id: memberId, endpoint, ...kept })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ member_id: memberId, ...kept })
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.member_id', '=', memberId),
            eb.and([
              eb('push_subscriptions.p256dh', '=', eb.ref('excluded.p256dh')),
              eb('push_subscriptions.auth', '=', eb.ref('excluded.auth')),
            ]),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}

export async function subscriptionsOf(db: Db, memberId: number): Promise<Selectable<PushSubscriptionsTable>[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('member_id', '=', memberId).execute();
}

export async function subscriptionEndpointsOf(db: Db, memberId: number): Promise<string[]> {
  const rows = await db.selectFrom('push_subscriptions').select('endpoint').where('member_id', '=', memberId).execute();
  return rows.map((r) => r.endpoint);
}

/** Forgets the member's subscription of this endpoint; another member's, or one already gone, stays as it is. */
export async function forgetSubscription(db: Db, memberId: number, endpoint: string): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('member_id', '=', memberId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** A subscription the push service says is gone (404, 410). */
export async function forgetSubscriptionById(db: Db, subscriptionId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
}
