import type { FastifyInstance } from 'fastify';
import { getCredits, getDiscountcode, getPricing } from '@dating/contract';
import { registerEndpoint, registerMemberEndpoint } from '../http/api-router';
import { sessionExpired } from '../http/errors';
import {
  activeDiscount,
  discountRefused,
  findDiscount,
  findWelcome,
  toDiscountCode,
  type DiscountLookup,
} from '../credits/discounts';
import { ensureWelcomeDiscount, welcomeDiscount, welcomeDiscountPercentage } from '../credits/welcome-discount';
import { creditsOverview } from '../credits/overview';
import { paymentCountryOf, pricingFor } from '../credits/pricing';

/** Prices, the member's credits and discount codes (docs/product.md §2, §3, §7). */
export async function creditsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Every site has the welcome code (docs/product.md §3), seeded or not, at the configured percentage.
  await ensureWelcomeDiscount(db, welcomeDiscountPercentage());

  registerEndpoint(app, getPricing, async ({ request, query, memberId }) => {
    const country = query.country ?? (await paymentCountryOf(db, memberId, request));
    const discount = memberId === null ? await welcomeDiscount(db) : await activeDiscount(db, memberId);
    return pricingFor(country, discount);
  });

  registerMemberEndpoint(app, getCredits, async ({ memberId }) => {
    const overview = await creditsOverview(db, memberId);
    if (!overview) throw sessionExpired();
    return overview;
  });

  /**
   * A code the member names, the welcome code (welcome=true), or without either the active discount; what
   * cannot be used is a 404 with its reason (docs/product.md §8: the client ignores a failing welcome code and
   * shows the others). With nothing active the reason is the welcome code's (used, or none on this site).
   */
  registerMemberEndpoint(app, getDiscountcode, async ({ query, memberId }) => {
    const active = await activeDiscount(db, memberId);
    let found: DiscountLookup;
    if (query.code !== undefined) found = await findDiscount(db, memberId, query.code);
    else if (query.welcome === 'true') found = await findWelcome(db, memberId);
    else found = active ? { discount: active } : await findWelcome(db, memberId);
    if ('refused' in found) throw discountRefused(found.refused);
    return { discountcode: toDiscountCode(found.discount), active: found.discount.id === active?.id };
  });
}
