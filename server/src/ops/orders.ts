import type { Db } from '../db/connect';
import type { OrderStatus } from '../db/schema';

/** One order as ops sees it: who, what, how much, where it stands, and why it was flagged if it was. */
export interface OpsOrder {
  id: number;
  memberId: number;
  email: string;
  credits: number;
  /** minor units of `currency` */
  amount: number;
  currency: string;
  method: string;
  country: string;
  status: OrderStatus;
  provider: string;
  providerRef: string | null;
  flagged: string | null;
  createdAt: string;
}

/** How many orders the ops page lists. */
export const RECENT_ORDERS = 50;

/** The newest orders, flagged ones first among them, so a mismatch never scrolls out of sight. */
export async function recentOrders(db: Db, limit = RECENT_ORDERS): Promise<OpsOrder[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select([
      'o.id',
      'o.member_id',
      'm.email',
      'o.credits',
      'o.amount',
      'o.currency',
      'o.method',
      'o.country',
      'o.status',
      'o.provider',
      'o.provider_ref',
      'o.flagged',
      'o.created_at',
    ])
    .orderBy((eb) => eb('o.flagged', 'is not', null), 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    email: r.email,
    credits: r.credits,
    amount: r.amount,
    currency: r.currency,
    method: r.method,
    country: r.country,
    status: r.status,
    provider: r.provider,
    providerRef: r.provider_ref,
    flagged: r.flagged,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
