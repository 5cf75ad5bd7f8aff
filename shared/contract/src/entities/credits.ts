import { array, boolean, enums, literal, nullable, object, optional, pattern, size, type Infer } from 'superstruct';
import { CountryCode, Count, Id, intBetween, INT4_MAX, Percent, Text } from '../primitives';
import { SitePath } from '../site-path';

/**
 * Credits, money and payments (docs/product.md §2, §3). Money is whole minor units of a currency (cents, grosze)
 * beside its ISO code: no float is ever near a price; the server computes every amount.
 */

export const CURRENCIES = ['EUR', 'PLN', 'GBP', 'CHF', 'USD', 'CAD', 'AUD', 'NZD'] as const;
export const Currency = enums(CURRENCIES);
export type Currency = Infer<typeof Currency>;

/** An amount in a currency's minor unit: 1490 EUR is EUR 14.90. */
export const MinorUnits = intBetween(0, INT4_MAX);
export const Money = object({ amount: MinorUnits, currency: Currency });
export type Money = Infer<typeof Money>;

export const PAYMENT_METHODS = ['ideal', 'bancontact', 'blik', 'przelewy24', 'card', 'paypal'] as const;
export const PaymentMethod = enums(PAYMENT_METHODS);
export type PaymentMethod = Infer<typeof PaymentMethod>;

/**
 * Discount kinds: the welcome code (once per member), a time bonus (until it expires), a code someone typed or
 * followed from a mail, and the offer made to a member about to delete their account (settings delete_discount).
 */
export const DISCOUNT_KINDS = ['welcome', 'time_bonus', 'code', 'delete'] as const;
export const DiscountKind = enums(DISCOUNT_KINDS);
export type DiscountKind = Infer<typeof DiscountKind>;

/** The longest a discount code may be (the column holds 64 characters). */
export const NAMED_CODE_MAX = 64;
/** A code as a member names it (typed, or `?code=` of a link): what a discount code may be. */
export const NamedCode = size(Text, 1, NAMED_CODE_MAX);

/** Discount code fields are not shown in the spec; these are the ones the credits pages need. */
export const DiscountCode = object({
  code: Text,
  kind: DiscountKind,
  percentage: Percent,
  /** ISO 8601; a time bonus ends then (its countdown), the others have none */
  expires_at: nullable(Text),
  /** the ids of the packages it is good for (discountCovers); null: every package */
  packages: nullable(array(Id)),
});
export type DiscountCode = Infer<typeof DiscountCode>;

/** One package as the payment country sees it: its list price, and what the member pays with `discount`. */
export const CreditPackage = object({
  id: Id,
  credits: Count,
  price: Money,
  pay: Money,
  /** `pay` divided by the credits, rounded to the minor unit, for comparing packages */
  per_credit: Money,
  popular: boolean(),
});
export type CreditPackage = Infer<typeof CreditPackage>;

/** The offer in one payment country: its currency, packages, payment methods and what a message costs there. */
export const Pricing = object({
  country: CountryCode,
  currency: Currency,
  packages: array(CreditPackage),
  methods: array(PaymentMethod),
  /** the cheapest a message costs in this country (settings minimum_message_costs), and in credits */
  message_cost: Money,
  message_credits: Count,
  /**
   * applied to `pay`: the member's active discount, or for a visitor the welcome offer; or the code the member
   * named, on the packages it covers (the others are priced with the active discount)
   */
  discount: nullable(DiscountCode),
});
export type Pricing = Infer<typeof Pricing>;

/**
 * 'refunded': ops gave the money back after 'paid' and took the order's credits (what was left of them) out
 * again; the buyer's transaction page says so rather than still showing 'paid'.
 */
export const TRANSACTION_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded'] as const;
export const TransactionStatus = enums(TRANSACTION_STATUSES);
export type TransactionStatus = Infer<typeof TransactionStatus>;
/** Everything but pending: the transaction page stops asking. */
export const isFinalStatus = (status: TransactionStatus): boolean => status !== 'pending';

/** The unguessable token that names an order in URLs: 32 url-safe base64 characters (192 random bits). */
export const TransactionToken = pattern(Text, /^[A-Za-z0-9_-]{32}$/);

/** The discount an order was priced with: what kind it was and how much it took off. */
export const AppliedDiscount = object({ kind: DiscountKind, percentage: Percent });
export type AppliedDiscount = Infer<typeof AppliedDiscount>;

/** What the page a provider returns the buyer to shows: nothing personal beyond amount, package and status. */
export const Transaction = object({
  id: TransactionToken,
  status: TransactionStatus,
  package_id: Id,
  credits: Count,
  /** what the buyer pays (paid, once paid): the regular price less the discount */
  amount: Money,
  /** the package's regular price when the order was made, before any discount */
  list_amount: Money,
  /** the discount the order was priced with; null: none */
  discount: nullable(AppliedDiscount),
  method: PaymentMethod,
  /** ISO 8601 */
  created_at: Text,
});
export type Transaction = Infer<typeof Transaction>;

export const LEDGER_KINDS = ['purchase', 'message', 'refund', 'bonus', 'reset'] as const;
export const LedgerKind = enums(LEDGER_KINDS);
export type LedgerKind = Infer<typeof LedgerKind>;

/** One line of the member's credits history: credits added (positive) or spent (negative). */
export const LedgerEntry = object({
  id: Id,
  kind: LedgerKind,
  credits: intBetween(-INT4_MAX, INT4_MAX),
  /** what was paid, for purchases and refunds */
  amount: nullable(Money),
  /** ISO 8601 */
  created_at: Text,
});
export type LedgerEntry = Infer<typeof LedgerEntry>;

/** The member's last paid order, which /credits/repeat-order buys again. */
export const LastOrder = object({ package_id: Id, method: PaymentMethod, country: CountryCode });

export const CreditsOverview = object({
  balance: Count,
  paid_user: boolean(),
  /** newest first, at most 50 */
  history: array(LedgerEntry),
  last_order: nullable(LastOrder),
});
export type CreditsOverview = Infer<typeof CreditsOverview>;

/** Where the buyer goes next: the provider's payment page, which returns them to /transactions/{id}. */
export const OrderStarted = object({ transaction: TransactionToken, redirect_url: Text });
export type OrderStarted = Infer<typeof OrderStarted>;

/** The buyer agreed that the credits (digital content) are delivered at once, so the 14-day withdrawal ends. */
export const WithdrawalConsent = literal(true);

export const OrderRequest = object({
  package: Id,
  method: PaymentMethod,
  country: CountryCode,
  consent: WithdrawalConsent,
  /** a code the member chose; without one the active discount applies */
  discount: nullable(Text),
  /** where the purchase started (`?return=`), for the transaction page's way back: a path of this site only */
  return: optional(SitePath),
});
export type OrderRequest = Infer<typeof OrderRequest>;

export const RepeatOrderRequest = object({ consent: WithdrawalConsent, return: optional(SitePath) });
