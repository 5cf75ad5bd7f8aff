import { boolean, enums, object, optional } from 'superstruct';
import { endpoint } from '../endpoint';
import {
  CreditsOverview,
  DiscountCode,
  NamedCode,
  OrderRequest,
  OrderStarted,
  Pricing,
  RepeatOrderRequest,
  Transaction,
  TransactionToken,
} from '../entities/credits';
import { CountryCode, QueryId } from '../primitives';

/**
 * The packages, prices and payment methods of one payment country (/pricing, /credits, checkout). With `code`, a
 * code the member names (members only; counted as a named code, docs/product.md §9) prices the packages it covers,
 * or is refused like GET /api/discountcode.php?code refuses it; with `package` as well (the checkout's), a code
 * that is not good for that package is refused (discount_not_for_package).
 */
export const getPricing = endpoint({
  method: 'GET',
  path: '/api/pricing.php',
  query: object({ country: optional(CountryCode), code: optional(NamedCode), package: optional(QueryId) }),
  response: Pricing,
  auth: false,
});

/** The member's balance, credits history and last paid order. */
export const getCredits = endpoint({
  method: 'GET',
  path: '/api/credits.php',
  response: CreditsOverview,
  auth: true,
});

/**
 * A discount code (docs/product.md §7): `welcome=true` asks for the member's welcome code, `code` for a code the
 * member has; with neither, the active discount (the time bonus if present, otherwise the welcome code).
 * A code that is unknown, used or expired is a 404 with its reason (docs/product.md §8).
 */
export const getDiscountcode = endpoint({
  method: 'GET',
  path: '/api/discountcode.php',
  query: object({ welcome: optional(enums(['true'])), code: optional(NamedCode) }),
  response: object({ discountcode: DiscountCode, active: optional(boolean()) }),
  auth: true,
});

/** Start paying for a package: the server prices the order and answers the provider's payment page. */
export const postOrder = endpoint({
  method: 'POST',
  path: '/api/order.php',
  body: OrderRequest,
  response: OrderStarted,
  auth: true,
});

/** Buy the last paid package again with the last method, at today's price. */
export const postRepeatOrder = endpoint({
  method: 'POST',
  path: '/api/order.php',
  fixedQuery: { repeat: '1' },
  body: RepeatOrderRequest,
  response: OrderStarted,
  auth: true,
});

/** One order by its unguessable token, login not needed: the provider returns the buyer here. */
export const getTransaction = endpoint({
  method: 'GET',
  path: '/api/transaction.php',
  query: object({ id: TransactionToken }),
  response: object({ transaction: Transaction }),
  auth: false,
});
