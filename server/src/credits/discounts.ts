import { sql, type Selectable } from 'kysely';
import { discountCovers, type DiscountCode } from '@dating/contract';
import type { Db } from '../db/connect';
import type { DiscountsTable } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Discount codes (docs/product.md §3): the welcome code, usable once by every member; a member's time bonus
 * (a first paid purchase brings one, settle.ts), until it expires; a code a member typed or followed from a mail;
 * and the offer to a member about to delete the account (settings delete_discount). Every discount is used at
 * most once per member: a paid order with it writes its discount_uses row (settle.ts), and from then on it is
 * 'used' for that member; an open order priced with it holds it meanwhile (RESERVATION).
 */
export type DiscountRow = Selectable<DiscountsTable>;

/**
 * Why a code cannot be used; each is an error code with a text in every language (docs/product.md §8). A code that
 * is for other packages only (package_ids) is refused 'not_for_package' where one package is named: the order, or
 * the checkout's pricing.
 */
export type DiscountRefusal = 'unknown' | 'used' | 'expired' | 'not_for_package';

/** How codes are compared: typed codes are case-insensitive; every code is stored in capitals. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/**
 * How long an unpaid order holds the discount it was priced with: the first order that uses a code reserves it,
 * so orders opened side by side cannot all be priced with a code that is good for one purchase. An order that
 * fails, expires or is cancelled releases it at once; one the provider never answers, after this time.
 */
export const RESERVATION = '1 hour';

/** Not used by the member: no paid order of theirs was priced with it. */
export const notPaidWithBy = (memberId: number) => sql<boolean>`not exists (
  select 1 from discount_uses u where u.discount_id = discounts.id and u.member_id = ${memberId})`;

/** Neither used by the member (a paid order) nor reserved by an open order of theirs (see RESERVATION). */
export const notUsedBy = (memberId: number) => sql<boolean>`${notPaidWithBy(memberId)} and not exists (
  select 1 from orders o where o.discount_id = discounts.id and o.member_id = ${memberId} and o.status = 'pending'
    and o.created_at > now() - ${RESERVATION}::interval)`;

/**
 * The member's active discount (docs/product.md §3): the time bonus if one is present (not expired, not used;
 * the largest if there are several; an open account-deletion offer counts as one), otherwise the welcome code
 * if the member has not used it. Null: none.
 */
export async function activeDiscount(db: Db, memberId: number, now = new Date()): Promise<DiscountRow | null> {
  const row = await db
    .selectFrom('discounts')
    .selectAll()
    .where((eb) =>
      eb.or([
        // the offer made before deleting the account (src/routes/leaving.ts) counts like a time bonus: the
        // member was sent to /credits to use it
        eb.and([
          eb('kind', 'in', ['time_bonus', 'delete']),
          eb('member_id', '=', memberId),
          eb('expires_at', '>', now),
        ]),
        eb.and([
          eb('kind', '=', 'welcome'),
          eb.or([eb('member_id', 'is', null), eb('member_id', '=', memberId)]),
          eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]),
        ]),
      ]),
    )
    .where(notUsedBy(memberId))
    .orderBy(sql`kind in ('time_bonus', 'delete')`, 'desc')
    .orderBy('percentage', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export type DiscountLookup = { discount: DiscountRow } | { refused: DiscountRefusal };

/**
 * A code as the member may use it. A code bound to another member is 'unknown' to this one (nobody learns
 * that it exists); 'used' before 'expired', since a used code stays used whatever its date.
 */
export async function findDiscount(db: Db, memberId: number, code: string, now = new Date()): Promise<DiscountLookup> {
  const row = await db
    .selectFrom('discounts')
    .selectAll()
    .select(notUsedBy(memberId).as('unused'))
    .where('code', '=', normalizeCode(code))
    .where((eb) => eb.or([eb('member_id', 'is', null), eb('member_id', '=', memberId)]))
    .executeTakeFirst();
  if (!row) return { refused: 'unknown' };
  const { unused, ...discount } = row;
  if (!unused) return { refused: 'used' };
  if (discount.expires_at && new Date(discount.expires_at) <= now) return { refused: 'expired' };
  return { discount };
}

/** The member's welcome code, or why it cannot be used. */
export async function findWelcome(db: Db, memberId: number, now = new Date()): Promise<DiscountLookup> {
  const welcome = await db
    .selectFrom('discounts')
    .select('code')
    .where('kind', '=', 'welcome')
    .where((eb) => eb.or([eb('member_id', 'is', null), eb('member_id', '=', memberId)]))
    .orderBy('member_id', (ob) => ob.desc().nullsLast())
    .limit(1)
    .executeTakeFirst();
  return welcome ? findDiscount(db, memberId, welcome.code, now) : { refused: 'unknown' };
}

const REFUSAL_MESSAGES: Record<DiscountRefusal, string> = {
  unknown: 'This discount code does not exist.',
  used: 'You have already used this discount code.',
  expired: 'This discount code has expired.',
  not_for_package: 'This discount code is not for this package.',
};

/** 404 with the reason as its code (discount_unknown, discount_used, discount_expired, discount_not_for_package). */
export const discountRefused = (reason: DiscountRefusal): ApiError =>
  new ApiError(404, `discount_${reason}`, REFUSAL_MESSAGES[reason]);

export const toDiscountCode = (row: DiscountRow): DiscountCode => ({
  code: row.code,
  kind: row.kind,
  percentage: row.percentage,
  expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  packages: row.package_ids,
});

/** Whether a discount is good for a package, by the contract's rule. */
export const coversPackage = (row: DiscountRow, packageId: number): boolean =>
  discountCovers({ packages: row.package_ids }, packageId);

/** A code the member named, for `packageId` when one is named: usable by them, or why not. */
export async function findDiscountFor(
  db: Db,
  memberId: number,
  code: string,
  packageId: number | null,
): Promise<DiscountLookup> {
  const found = await findDiscount(db, memberId, code);
  if ('refused' in found || packageId === null) return found;
  return coversPackage(found.discount, packageId) ? found : { refused: 'not_for_package' };
}
