import { randomBytes } from 'node:crypto';
import type { DiscountKind } from '@dating/contract';
import type { Db } from '../db/connect';
import { companyInfo } from '../site/company';
import { notUsedBy, type DiscountRow } from './discounts';

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
): Promise<DiscountRow> {
  return db
    .insertInto('discounts')
    .values({
      code: memberCode(kind === 'delete' ? 'STAY' : 'BONUS'),
      kind,
      percentage,
      member_id: memberId,
      expires_at: expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A time bonus of one member: it is their active discount until it expires or is used. */
export const grantTimeBonus = (db: Db, memberId: number, percentage: number, expiresAt: Date) =>
  insertMemberDiscount(db, memberId, 'time_bonus', percentage, expiresAt);

/** How long the offer made on the account-deletion page stays valid. */
export const DELETE_OFFER_MS = 7 * 86_400_000;

/**
 * The offer to a member about to delete the account (settings delete_discount): the page that asks offers it
 * and the member may buy with it like any code. One open offer per member: asking again answers the same one.
 */
export async function offerDeleteDiscount(db: Db, memberId: number, now = new Date()): Promise<DiscountRow> {
  const open = await db
    .selectFrom('discounts')
    .selectAll()
    .where('kind', '=', 'delete')
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .where(notUsedBy(memberId))
    .executeTakeFirst();
  if (open) return open;
  const expires = new Date(now.getTime() + DELETE_OFFER_MS);
  return insertMemberDiscount(db, memberId, 'delete', companyInfo().delete_discount, expires);
}
