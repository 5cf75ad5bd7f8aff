import { randomBytes } from 'node:crypto';
import type { DiscountKind } from '@dating/contract';
import type { Db } from '../db/connect';
import { hoursUpToAYear, wholePercentage } from '../config';
import { companyInfo } from '../site/company';
import { notPaidWithBy, type DiscountRow } from './discounts';
import { lockMember } from '../members/lock-member';

/**
 * Discounts of one member (docs/product.md §3): a time bonus, their active discount until it expires or is used,
 * and the offer made on the account-deletion page. Each has a code of its own, known to that member only.
 */

/** A code no one can guess, of one member: a time bonus or the offer made before deleting the account. */
const memberCode = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;

async function insertMemberDiscount(
  db: Db,
  memberId: number,
  kind: DiscountKind,
  percentage: number,
  expiresAt: Date | null,
  now = new Date(),
): Promise<DiscountRow> {
  return db
    .insertInto('discounts')
    .values({
      code: memberCode(kind === 'delete' ? 'STAY' : 'BONUS'),
      kind,
      percentage,
      member_id: memberId,
      expires_at: expiresAt,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A time bonus of one member: it is their active discount until it expires or is used. */
export const grantTimeBonus = (db: Db, memberId: number, percentage: number, expiresAt: Date, now = new Date()) =>
  insertMemberDiscount(db, memberId, 'time_bonus', percentage, expiresAt, now);

/**
 * The time bonus a member's first paid purchase brings (docs/product.md §3): TIME_BONUS_DISCOUNT percent off one
 * purchase (default 20) for TIME_BONUS_HOURS (default 48). The server checks both at start (routes/credits.ts),
 * so a mistyped one refuses to start rather than failing a payment.
 */
export const firstPurchaseBonus = (env: NodeJS.ProcessEnv = process.env) => ({
  percentage: wholePercentage(env, 'TIME_BONUS_DISCOUNT', 20),
  hours: hoursUpToAYear(env, 'TIME_BONUS_HOURS', 48),
});

/** Grants the first-purchase bonus, ending `hours` from `now`; settle.ts, in the transaction that marks it paid. */
export function grantFirstPurchaseBonus(db: Db, memberId: number, now: Date): Promise<DiscountRow> {
  const { percentage, hours } = firstPurchaseBonus();
  return grantTimeBonus(db, memberId, percentage, new Date(now.getTime() + hours * 3_600_000), now);
}

/** How long the offer made on the account-deletion page stays valid. */
export const DELETE_OFFER_MS = 7 * 86_400_000;

/**
 * How often a member is made the offer: once in this many days (DELETE_OFFER_EVERY_DAYS, a year unless set).
 * Otherwise the 'Delete my account' button would be a discount on demand: ask, buy, ask again.
 */
export const deleteOfferEveryMs = (env: NodeJS.ProcessEnv = process.env) =>
  Number(env.DELETE_OFFER_EVERY_DAYS ?? 365) * 86_400_000;

/**
 * The offer to a member about to delete the account (settings delete_discount; docs/product.md §3): the page
 * that asks offers it and the member may buy with it once, within DELETE_OFFER_MS. Asking again while it is
 * open answers the same offer; once it is used or lapsed, there is none until deleteOfferEveryMs after it was
 * made (null).
 */
export async function offerDeleteDiscount(db: Db, memberId: number, now = new Date()): Promise<DiscountRow | null> {
  return db.transaction().execute(async (trx) => {
    // one offer at a time per member, however many pages ask at once
    await lockMember(trx, memberId);
    const last = await trx
      .selectFrom('discounts')
      .selectAll()
      // an order still open with it does not end the offer: the page goes on showing it until it is paid
      .select(notPaidWithBy(memberId).as('unused'))
      .where('kind', '=', 'delete')
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last) {
      const { unused, ...offer } = last;
      if (unused && offer.expires_at && new Date(offer.expires_at) > now) return offer;
      if (new Date(offer.created_at).getTime() > now.getTime() - deleteOfferEveryMs()) return null;
    }
    const expires = new Date(now.getTime() + DELETE_OFFER_MS);
    return insertMemberDiscount(trx, memberId, 'delete', companyInfo().delete_discount, expires, now);
  });
}
