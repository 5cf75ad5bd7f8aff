import type { FastifyRequest } from 'fastify';
import { currencyOf, paymentMethodsOf, type CreditPackage, type Pricing } from '@dating/contract';
import type { Db } from '../db/connect';
import { guessCountry } from '../site/geoip';
import { isSupportedCountry } from '../geo/countries';
import { validationError } from '../http/errors';
import { coversPackage, toDiscountCode, type DiscountRow } from './discounts';
import { CREDIT_PACKAGES, listPrice, MESSAGE_CREDITS, messageCostOf, payPrice, perCredit } from './packages';

/** The discount a package is priced with: `discount` where it covers the package, else `otherwise` where that does. */
const percentageFor = (packageId: number, ...discounts: (DiscountRow | null)[]): number =>
  discounts.find((d) => d !== null && coversPackage(d, packageId))?.percentage ?? 0;

/**
 * The offer in one payment country (docs/product.md §2, pricing and credits): every package in the country's
 * currency at its list price and at what the member pays with `discount`, computed here and nowhere else. A
 * discount for some packages only prices the others with `otherwise` (a named code: the active discount), which is
 * what an order of such a package without the code is priced with.
 */
export function pricingFor(
  country: string,
  discount: DiscountRow | null,
  otherwise: DiscountRow | null = null,
): Pricing {
  const currency = currencyOf(country);
  const packages: CreditPackage[] = CREDIT_PACKAGES.map((pkg) => {
    const pay = payPrice(pkg, currency, percentageFor(pkg.id, discount, otherwise));
    return {
      id: pkg.id,
      credits: pkg.credits,
      price: listPrice(pkg, currency),
      pay,
      per_credit: { amount: perCredit(pay.amount, pkg.credits), currency },
      popular: pkg.popular,
    };
  });
  return {
    country,
    currency,
    packages,
    methods: paymentMethodsOf(country),
    message_cost: messageCostOf(country),
    message_credits: MESSAGE_CREDITS,
    discount: discount ? toDiscountCode(discount) : null,
  };
}

/** Credits are sold in the countries the site serves (settings.countries), each with its currency and methods. */
export const isSoldIn = isSupportedCountry;

/** A payment country outside them, named by a page or an order: refused, never priced in euro by default. */
export const countryNotSold = () => validationError({ country: { code: 'country_not_sold' } });

/**
 * Where someone pays when the page names no payment country (docs/product.md §3, client payment country): a
 * member's profile country when credits are sold there, else the country the request comes from among those the
 * site serves (site/geoip.ts).
 */
export async function paymentCountryOf(db: Db, memberId: number | null, request: FastifyRequest): Promise<string> {
  if (memberId !== null) {
    const member = await db.selectFrom('members').select('country').where('id', '=', memberId).executeTakeFirst();
    if (member && isSoldIn(member.country)) return member.country;
  }
  return guessCountry(request).selected;
}
