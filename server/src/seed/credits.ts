import { randomBytes } from 'node:crypto';
import { currencyOf, paymentMethodsOf } from '@dating/contract';
import type { Db } from '../db/connect';
import { packageById } from '../credits/packages';
import type { SeedPerson } from './people';

interface LedgerRow {
  member_id: number;
  kind: 'purchase' | 'message' | 'bonus';
  credits: number;
  order_id: number | null;
  created_at: Date;
}

/**
 * The credits side of a batch of seeded members, as the site would have written it: a paying member's paid
 * order and its 'purchase' ledger entry, the messages that spent part of it, the welcome credits of the others
 * as a 'bonus', and a few running time bonuses. Each member's balance equals the sum of their ledger entries.
 * A few multi-row inserts per batch, whatever its size (seeding 100,000 members stays fast).
 */
export async function insertSeedCredits(trx: Db, people: SeedPerson[], memberIds: number[]): Promise<void> {
  const buyers = people.flatMap((p, i) => (p.purchase ? [{ person: p, memberId: memberIds[i]!, ...p.purchase }] : []));
  const orders = buyers.map((b) => {
    const currency = currencyOf(b.person.country);
    const amount = packageById(b.packageId)!.prices[currency];
    return {
      token: randomBytes(24).toString('base64url'),
      member_id: b.memberId,
      package_id: b.packageId,
      credits: b.credits,
      list_amount: amount,
      amount,
      currency,
      country: b.person.country,
      method: paymentMethodsOf(b.person.country)[0]!,
      provider: 'sandbox',
      status: 'paid' as const,
      language: b.person.language,
      created_at: b.at,
      updated_at: b.at,
      paid_at: b.at,
    };
  });

  // Matched back by token: the order of RETURNING rows is not promised.
  const inserted =
    orders.length > 0 ? await trx.insertInto('orders').values(orders).returning(['id', 'token']).execute() : [];
  const orderIdOf = new Map(inserted.map((o) => [o.token, o.id]));

  const ledger: LedgerRow[] = [];
  buyers.forEach((b, i) => {
    const orderId = orderIdOf.get(orders[i]!.token)!;
    ledger.push({ member_id: b.memberId, kind: 'purchase', credits: b.credits, order_id: orderId, created_at: b.at });
    const spent = b.credits - b.person.credits;
    // The spends as one entry an hour after the purchase: the history shows where the credits went.
    if (spent > 0)
      ledger.push({
        member_id: b.memberId,
        kind: 'message',
        credits: -spent,
        order_id: null,
        created_at: new Date(b.at.getTime() + 3_600_000),
      });
  });
  people.forEach((p, i) => {
    if (!p.purchase && p.credits > 0)
      ledger.push({
        member_id: memberIds[i]!,
        kind: 'bonus',
        credits: p.credits,
        order_id: null,
        created_at: p.signup_date,
      });
  });

  const bonuses = people.flatMap((p, i) =>
    p.timeBonus
      ? [
          {
            code: `BONUS-${randomBytes(6).toString('hex').toUpperCase()}`,
            kind: 'time_bonus' as const,
            percentage: p.timeBonus.percentage,
            member_id: memberIds[i]!,
            expires_at: p.timeBonus.expiresAt,
          },
        ]
      : [],
  );

  if (ledger.length > 0) await trx.insertInto('credit_ledger').values(ledger).execute();
  if (bonuses.length > 0) await trx.insertInto('discounts').values(bonuses).execute();
}
