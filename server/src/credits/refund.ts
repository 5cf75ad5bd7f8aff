import type { Db } from '../db/connect';
import { writeLedger } from './ledger';

export type RefundResult =
  | { ok: true; order: number; member: number; taken: number; credits: number }
  | { ok: false; order: number; reason: 'not_found' | 'not_paid' };

/**
 * Ops' refund of a paid order (the money goes back at the provider's dashboard; the site has no refund call).
 * The order becomes 'refunded' and a 'refund' ledger entry takes its credits out again, once: the status moves
 * from 'paid' only once, and the ledger's (order, kind) index stands behind that.
 *
 * The balance never goes negative (docs/architecture.md, Money), so when the member has spent some of those credits
 * already, the refund takes what is left of them: min(order credits, balance), nothing at all when the balance
 * is 0. The member keeps nothing bought with the money; what was spent before is gone either way, and ops sees
 * how much was taken.
 */
export async function refundOrder(db: Db, orderId: number): Promise<RefundResult> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'member_id', 'credits', 'status'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return { ok: false, order: orderId, reason: 'not_found' };
    if (order.status !== 'paid') return { ok: false, order: orderId, reason: 'not_paid' };
    // The member's row locked first, so no spend slips between reading the balance and taking from it.
    const member = await trx
      .selectFrom('members')
      .select('credits')
      .where('id', '=', order.member_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const taken = Math.min(order.credits, member.credits);
    if (taken > 0) await writeLedger(trx, { memberId: order.member_id, kind: 'refund', credits: -taken, orderId });
    await trx
      .updateTable('orders')
      .set({ status: 'refunded', updated_at: new Date() })
      .where('id', '=', orderId)
      .execute();
    return { ok: true, order: orderId, member: order.member_id, taken, credits: order.credits };
  });
}
