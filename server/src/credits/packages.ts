import { currencyOf, discounted, type Currency, type Money } from '@dating/contract';

/**
 * The credit packages and their prices (docs/product.md §2, pricing and credits). Each currency has its own
 * local price list, set the way a shop prices for a market (ending in 99 or 90, round steps), not an exchange
 * rate applied to the euro list. Amounts are minor units (cents, grosze): EUR 1499 is EUR 14.99.
 */
export interface PackageDefinition {
  id: number;
  credits: number;
  popular: boolean;
  prices: Record<Currency, number>;
}

export const CREDIT_PACKAGES: readonly PackageDefinition[] = [
  {
    id: 1,
    credits: 10,
    popular: false,
    prices: { EUR: 1499, USD: 1499, GBP: 1299, CHF: 1490, PLN: 5999, CAD: 1999, AUD: 2199, NZD: 2399 },
  },
  {
    id: 2,
    credits: 25,
    popular: true,
    prices: { EUR: 2999, USD: 2999, GBP: 2699, CHF: 2990, PLN: 11999, CAD: 3999, AUD: 4299, NZD: 4699 },
  },
  {
    id: 3,
    credits: 50,
    popular: false,
    prices: { EUR: 5499, USD: 5499, GBP: 4799, CHF: 5490, PLN: 21999, CAD: 6999, AUD: 7499, NZD: 7999 },
  },
  {
    id: 4,
    credits: 100,
    popular: false,
    prices: { EUR: 9900, USD: 9900, GBP: 8900, CHF: 9900, PLN: 39900, CAD: 12900, AUD: 13900, NZD: 14900 },
  },
];

/**
 * What one chat message costs in credits, in every country (the chat charges it; docs/product.md §3 shows its price).
 */
export const MESSAGE_CREDITS = 1;

export const packageById = (id: number): PackageDefinition | undefined => CREDIT_PACKAGES.find((p) => p.id === id);

export const listPrice = (pkg: PackageDefinition, currency: Currency): Money => ({
  amount: pkg.prices[currency],
  currency,
});

/** The price after a discount percentage, rounded to the minor unit as the contract's `discounted` does. */
export const payPrice = (pkg: PackageDefinition, currency: Currency, percentage: number): Money => ({
  amount: discounted(pkg.prices[currency], percentage),
  currency,
});

/** An amount divided by the credits it buys, rounded half up to the minor unit: integers only. */
export const perCredit = (amount: number, credits: number): number =>
  Math.floor((2 * amount + credits) / (2 * credits));

/**
 * The cheapest a message costs in a country (settings minimum_message_costs): its credits at the per-credit
 * price of the largest package, without a discount. Derived from the price list, so the two never disagree.
 */
export function messageCostOf(country: string): Money {
  const currency = currencyOf(country);
  const cheapest = Math.min(...CREDIT_PACKAGES.map((p) => perCredit(p.prices[currency], p.credits)));
  return { amount: cheapest * MESSAGE_CREDITS, currency };
}
