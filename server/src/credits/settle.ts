import type { Selectable, Transaction } from 'kysely';
import type { TransactionStatus } from '@dating/contract';
import type { Db } from '../db/connect';
import type { Database, OrdersTable } from '../db/schema';
import type { PaymentEvent } from '../payments/provider';
import { writeLedger } from './ledger';
import { grantFirstPurchaseBonus } from './member-discounts';

export type OrderRow = Selectable<OrdersTable>;

/**
 * What applying one verified event did:
 * - replayed: this provider sent this event before; nothing changed (a webhook delivered 10 times credits once)
 * - unknown_order: no order has the event's token (recorded, so its replays stop here too)
 * - flagged: the event does not fit the order (another provider, amount or currency): orders.flagged says why,
 *   nothing was credited, the status stayed
 * - kept: the order stays as it is ('pending' after a final status, anything after 'paid')
 * - applied: the order moved to `status`; `order` is the row after the change (for the receipt of a 'paid')
 */
export type SettleOutcome =
  | { kind: 'replayed' }
  | { kind: 'unknown_order' }
  | { kind: 'flagged'; reason: string; order: OrderRow }
  | { kind: 'kept'; status: OrderRow['status']; order: OrderRow }
  | { kind: 'applied'; from: OrderRow['status']; status: TransactionStatus; order: OrderRow };

type Trx = Transaction<Database>;

/**
 * Whether an event with status `next` moves an order that is `current`. Providers deliver late, twice and out of
 * order, so 'pending' never overwrites a final status ('paid' before 'pending' ends paid), and 'paid' is final
 * (only an ops refund follows it). A 'paid' after failed, cancelled or expired still applies: the provider says
 * the money arrived, and a payment taken must not be lost. Other final statuses do not overwrite each other.
 */
export function moves(current: OrderRow['status'], next: TransactionStatus): boolean {
  // a refund is an ops action on this site (ops page), never a provider's status
  if (next === 'refunded') return false;
  if (current === 'pending') return next !== 'pending';
  if (current === 'paid' || current === 'refunded') return false;
  return next === 'paid';
}

/** Why an event may not touch its order; null when it fits (same provider, same amount and currency). */
export function mismatchOf(order: OrderRow, provider: string, event: PaymentEvent): string | null {
  if (order.provider !== provider)
    return `event ${event.eventId} came from provider ${provider}, the order was made with ${order.provider}`;
  if (event.amount.currency !== order.currency || event.amount.amount !== order.amount) {
    return (
      `event ${event.eventId} (${event.status}) states ${event.amount.amount} ${event.amount.currency}, ` +
      `the order is ${order.amount} ${order.currency}`
    );
  }
  return null;
}

/**
 * Applies one verified provider event to its order in one transaction (docs/architecture.md, Money): the event is
 * recorded in payment_events first, whose primary key (provider, event_id) makes a second delivery a no-op; the order
 * row is locked, so two different events of one order apply one after the other. On 'paid': the purchase enters the
 * ledger (unique per order), the member becomes paid_user (docs/product.md §3) and with the first such order gets a
 * time bonus, the discount counts as used, paid_at is set. The caller sends the receipt after the commit, for an
 * 'applied' outcome with status 'paid' only — which happens once per order.
 */
export async function settlePaymentEvent(db: Db, provider: string, event: PaymentEvent): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('token', '=', event.orderToken)
      .forUpdate()
      .executeTakeFirst();
    const recorded = await trx
      .insertInto('payment_events')
      .values({ provider, event_id: event.eventId, order_id: order?.id ?? null, status: event.status })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return { kind: 'replayed' };
    if (!order) return { kind: 'unknown_order' };

    const reason = mismatchOf(order, provider, event);
    if (reason) {
      const flagged = await trx
        .updateTable('orders')
        .set({ flagged: reason, updated_at: new Date() })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { kind: 'flagged', reason, order: flagged };
    }
    if (!moves(order.status, event.status)) return { kind: 'kept', status: order.status, order };

    const updated = event.status === 'paid' ? await markPaid(trx, order) : await markStatus(trx, order, event.status);
    return { kind: 'applied', from: order.status, status: event.status, order: updated };
  });
}

async function markStatus(trx: Trx, order: OrderRow, status: TransactionStatus): Promise<OrderRow> {
  return trx
    .updateTable('orders')
    .set({ status, updated_at: new Date() })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function markPaid(trx: Trx, order: OrderRow): Promise<OrderRow> {
  const now = new Date();
  await writeLedger(trx, { memberId: order.member_id, kind: 'purchase', credits: order.credits, orderId: order.id });
  const firstPurchase = await trx
    .updateTable('members')
    .set({ paid_user: true, updated_at: now })
    .where('id', '=', order.member_id)
    .where('paid_user', '=', false)
    .returning('id')
    .executeTakeFirst();
  // The member's first paid purchase brings a time bonus (docs/product.md §3), granted with the payment or not
  // at all. Of two orders paid at once only one makes the member paid: the second waits for the row and finds
  // paid_user set. A replayed event stopped at payment_events, a later order finds the member paid already.
  if (firstPurchase) await grantFirstPurchaseBonus(trx, order.member_id, now);
  if (order.discount_id !== null) {
    // Once per member (the table's key): a second order priced with the same code before the first was paid
    // is still credited in full — the money came — and keeps the first use.
    await trx
      .insertInto('discount_uses')
      .values({ discount_id: order.discount_id, member_id: order.member_id, order_id: order.id, used_at: now })
      .onConflict((oc) => oc.columns(['discount_id', 'member_id']).doNothing())
      .execute();
  }
  return trx
    .updateTable('orders')
    .set({ status: 'paid', paid_at: now, updated_at: now })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
