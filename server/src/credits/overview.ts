import type { CreditsOverview, LedgerEntry } from '@dating/contract';
import type { Db } from '../db/connect';
import { lastPaidOrder } from './orders';

/** The history the credits page lists: the newest entries of the ledger (contract CreditsOverview). */
export const HISTORY_LENGTH = 50;

/** Kinds whose line shows what was paid (or given back): they name their order. */
const WITH_AMOUNT = new Set(['purchase', 'refund']);

/** The member's balance, paid_user, latest ledger entries (purchases and refunds with their amount), last order. */
export async function creditsOverview(db: Db, memberId: number): Promise<CreditsOverview | null> {
  const [member, entries, last] = await Promise.all([
    db.selectFrom('members').select(['credits', 'paid_user']).where('id', '=', memberId).executeTakeFirst(),
    db
      .selectFrom('credit_ledger as l')
      .leftJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.id', 'l.kind', 'l.credits', 'l.created_at', 'o.amount', 'o.currency'])
      .where('l.member_id', '=', memberId)
      .orderBy('l.id', 'desc')
      .limit(HISTORY_LENGTH)
      .execute(),
    lastPaidOrder(db, memberId),
  ]);
  if (!member) return null;
  const history: LedgerEntry[] = entries.map((e) => ({
    id: e.id,
    kind: e.kind,
    credits: e.credits,
    amount:
      WITH_AMOUNT.has(e.kind) && e.amount !== null && e.currency !== null
        ? { amount: e.amount, currency: e.currency }
        : null,
    created_at: new Date(e.created_at).toISOString(),
  }));
  return { balance: member.credits, paid_user: member.paid_user, history, last_order: last };
}
