import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import {
  currencyOf,
  paymentMethodsOf,
  type AppliedDiscount,
  type OrderStarted,
  type PaymentMethod,
  type Transaction,
} from '@dating/contract';
import type { Db } from '../db/connect';
import type { OrdersTable } from '../db/schema';
import { validationError } from '../http/errors';
import { packageName } from '../mail/receipt-mail';
import { activeDiscount, coversPackage, discountRefused, findDiscountFor, type DiscountRow } from './discounts';
import { listPrice, packageById, payPrice } from './packages';
import { countryNotSold, isSoldIn } from './pricing';

/**
 * Orders (docs/architecture.md, Money): what the member chose (package, method, payment country, a discount code) is
 * all the server takes from the client. The amount, currency and discount are computed here at order time, stored
 * on the order, and the provider is asked for exactly that; settle.ts credits only what matches it.
 */
export type OrderRow = Selectable<OrdersTable>;

export interface OrderChoice {
  packageId: number;
  method: PaymentMethod;
  country: string;
  /** a code the member chose; null: the member's active discount, if any */
  discountCode: string | null;
  /** where the purchase started (a path of this site, SitePath): the transaction page leads back there */
  returnPath?: string;
}

/** 192 random bits as 32 url-safe characters: the order's name in every URL, unguessable (TransactionToken). */
export const newOrderToken = (): string => randomBytes(24).toString('base64url');

/**
 * The page the provider sends the buyer back to, on PUBLIC_URL (or an allowlisted Host), never any other; with the
 * path where the purchase started as `?return=`, so the page offers the way back there.
 */
export const returnUrlOf = (
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  returnPath?: string,
): string =>
  `${app.mailLinkBase(request)}/transactions/${token}` +
  (returnPath ? `?${new URLSearchParams({ return: returnPath })}` : '');

/**
 * Prices the choice, writes the pending order and starts the payment at the configured provider. A choice the
 * member may not make (no such package, a method not offered in that country, a code they cannot use) is
 * refused before anything is written.
 */
export async function startOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  memberId: number,
  choice: OrderChoice,
): Promise<OrderStarted> {
  const { db } = app;
  if (!isSoldIn(choice.country)) throw countryNotSold();
  const pkg = packageById(choice.packageId);
  const methodOffered = paymentMethodsOf(choice.country).includes(choice.method);
  if (!pkg || !methodOffered)
    throw validationError({
      ...(pkg ? {} : { package: { code: 'unknown_value' } }),
      ...(methodOffered ? {} : { method: { code: 'unknown_value' } }),
    });

  const currency = currencyOf(choice.country);
  const list = listPrice(pkg, currency);
  const token = newOrderToken();
  // Priced and written under a lock on the member's row: of two orders opened at once, only the first gets a
  // code that is good for one purchase (the open order reserves it, discounts.ts).
  const { order, pay, language } = await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select('language')
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const discount =
      choice.discountCode === null
        ? await activeDiscountFor(trx, memberId, pkg.id)
        : await usableCode(trx, memberId, choice.discountCode, pkg.id);
    const pay = payPrice(pkg, currency, discount?.percentage ?? 0);
    const order = await trx
      .insertInto('orders')
      .values({
        token,
        member_id: memberId,
        package_id: pkg.id,
        credits: pkg.credits,
        list_amount: list.amount,
        amount: pay.amount,
        currency,
        country: choice.country,
        method: choice.method,
        discount_id: discount?.id ?? null,
        provider: app.payments.name,
        language: member.language || 'en',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { order, pay, language: member.language || 'en' };
  });

  let started;
  try {
    started = await app.payments.start({
      token,
      amount: pay,
      method: choice.method,
      description: packageName(pkg.credits, language),
      language,
      returnUrl: returnUrlOf(app, request, token, choice.returnPath),
    });
  } catch (err) {
    // Nothing can be paid on an order the provider never opened: it ends failed, not pending forever.
    await db
      .updateTable('orders')
      .set({ status: 'failed', updated_at: new Date() })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .execute();
    throw err;
  }
  await db
    .updateTable('orders')
    .set({ provider_ref: started.providerRef, updated_at: new Date() })
    .where('id', '=', order.id)
    .execute();
  return { transaction: token, redirect_url: started.redirectUrl };
}

/**
 * A code the member named: usable by them for this package, or refused with its reason (never silently the active
 * discount; docs/product.md §8).
 */
async function usableCode(db: Db, memberId: number, code: string, packageId: number): Promise<DiscountRow> {
  const found = await findDiscountFor(db, memberId, code, packageId);
  if ('refused' in found) throw discountRefused(found.refused);
  return found.discount;
}

/** The member's active discount, where it is good for this package (as pricing.ts prices it). */
async function activeDiscountFor(db: Db, memberId: number, packageId: number): Promise<DiscountRow | null> {
  const active = await activeDiscount(db, memberId);
  return active && coversPackage(active, packageId) ? active : null;
}

/** The member's last paid order (what /credits/repeat-order buys again); a refunded one does not count. */
export async function lastPaidOrder(
  db: Db,
  memberId: number,
): Promise<Pick<OrderRow, 'package_id' | 'method' | 'country'> | null> {
  const row = await db
    .selectFrom('orders')
    .select(['package_id', 'method', 'country'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .orderBy('paid_at', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The order of a token (the transaction page's address) as the page shows it; null for an unknown token. */
export async function transactionByToken(db: Db, token: string): Promise<Transaction | null> {
  const order = await db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirst();
  if (!order) return null;
  const discount =
    order.discount_id === null
      ? null
      : ((await db
          .selectFrom('discounts')
          .select(['kind', 'percentage'])
          .where('id', '=', order.discount_id)
          .executeTakeFirst()) ?? null);
  return toTransaction(order, discount);
}

/**
 * What the transaction page may show: amount, package and status, nothing about who bought it; with the regular
 * price and the discount (`discount`: the order's discount row, if it had one) the amount was priced with.
 */
function toTransaction(row: OrderRow, discount: AppliedDiscount | null): Transaction {
  return {
    id: row.token,
    status: row.status,
    package_id: row.package_id,
    credits: row.credits,
    amount: { amount: row.amount, currency: row.currency },
    list_amount: { amount: row.list_amount, currency: row.currency },
    discount: discount && { kind: discount.kind, percentage: discount.percentage },
    method: row.method,
    created_at: new Date(row.created_at).toISOString(),
  };
}
