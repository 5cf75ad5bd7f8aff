import type { Currency, DiscountCode, PaymentMethod } from './entities/credits';

/**
 * What a payment country pays in and with (docs/product.md §3, client payment country). The checkout offers these
 * methods and the server refuses any other, so both ask here.
 */
const COUNTRY_CURRENCY: Record<string, Currency> = {
  PL: 'PLN',
  GB: 'GBP',
  CH: 'CHF',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
};

/** The euro countries and every country without a currency of its own on this site pay in euro. */
export const currencyOf = (country: string): Currency => COUNTRY_CURRENCY[country] ?? 'EUR';

const LOCAL_METHODS: Record<string, PaymentMethod[]> = {
  NL: ['ideal'],
  BE: ['bancontact'],
  PL: ['blik', 'przelewy24'],
};

/** The country's own methods first (iDEAL in NL, Bancontact in BE, BLIK and Przelewy24 in PL), then card and PayPal. */
export const paymentMethodsOf = (country: string): PaymentMethod[] => [
  ...(LOCAL_METHODS[country] ?? []),
  'card',
  'paypal',
];

/** Digits after the decimal point of each currency's minor unit: all of ours have cents. */
export const MINOR_UNIT_DIGITS = 2;

/** A percentage off an amount in minor units, rounded to the nearest minor unit (half up): integers only. */
export const discounted = (amount: number, percentage: number): number =>
  amount - Math.floor((amount * percentage + 50) / 100);

/** Whether a discount is good for a package: a code may be for some packages only (DiscountCode.packages). */
export const discountCovers = (discount: Pick<DiscountCode, 'packages'>, packageId: number): boolean =>
  discount.packages === null || discount.packages.includes(packageId);
