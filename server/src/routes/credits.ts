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
import { firstPurchaseBonus } from '../credits/member-discounts';
import { countryNotSold, isSoldIn, paymentCountryOf, pricingFor } from '../credits/pricing';
import { additionalRateLimit, minutesToWait } from '../plugins/rate-limits';

/**
 * Codes a member may name in a while: a member types one code, or a few with typos; the count is what stops a
 * script walking through guesses. Per IP as well, for a script spread over several free accounts.
 */
export const CODE_LOOKUPS = {
  perMember: { max: 20, windowMs: 15 * 60_000 },
  perIp: { max: 60, windowMs: 15 * 60_000 },
};

const tooManyCodes = (waitMs: number) =>
  `You have tried many discount codes. Please wait ${minutesToWait(waitMs)} and try again.`;

/** Prices, the member's credits and discount codes (docs/product.md §2, §3, §7). */
export async function creditsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Every site has the welcome code (docs/product.md §3), seeded or not, at the configured percentage.
  await ensureWelcomeDiscount(db, welcomeDiscountPercentage());
  // Checked now, not at a member's first payment (settle.ts): a mistyped setting refuses to start.
  firstPurchaseBonus();

  registerEndpoint(app, getPricing, async ({ request, query, memberId }) => {
    if (query.country !== undefined && !isSoldIn(query.country)) throw countryNotSold();
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
  const limitPerMember = additionalRateLimit(
    app,
    {
      ...CODE_LOOKUPS.perMember,
      key: (r) => `discount-code:${r.auth.state === 'active' ? r.auth.session.memberId : r.ip}`,
    },
    tooManyCodes,
  );
  const limitPerIp = additionalRateLimit(
    app,
    { ...CODE_LOOKUPS.perIp, key: (r) => `discount-code-ip:${r.ip}` },
    tooManyCodes,
  );

  registerMemberEndpoint(app, getDiscountcode, async ({ request, reply, query, memberId }) => {
    // only a named code is a guess; the page's own lookups (welcome, active) are not counted
    if (query.code !== undefined) {
      await limitPerMember(request, reply);
      await limitPerIp(request, reply);
    }
    const active = await activeDiscount(db, memberId);
    let found: DiscountLookup;
    if (query.code !== undefined) found = await findDiscount(db, memberId, query.code);
    else if (query.welcome === 'true') found = await findWelcome(db, memberId);
    else found = active ? { discount: active } : await findWelcome(db, memberId);
    if ('refused' in found) throw discountRefused(found.refused);
    return { discountcode: toDiscountCode(found.discount), active: found.discount.id === active?.id };
  });
}
