import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getCredits, getDiscountcode, getPricing } from '@dating/contract';
import { registerEndpoint, registerMemberEndpoint } from '../http/api-router';
import { notLoggedIn, sessionExpired } from '../http/errors';
import {
  activeDiscount,
  discountRefused,
  findDiscount,
  findDiscountFor,
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

  // A named code is a guess, wherever it is named (docs/product.md §9): the pricing of a page and the lookup count
  // together; the page's own lookups (welcome, active) are not counted.
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
  const countNamedCode = async (request: FastifyRequest, reply: FastifyReply) => {
    await limitPerMember(request, reply);
    await limitPerIp(request, reply);
  };

  /**
   * With a code the member names, the packages it covers are priced with it and the others with the active
   * discount (what their order without the code costs); a code the member cannot use is refused with its reason,
   * for the checkout's package as well (docs/product.md §8). Codes are a member's: a visitor naming one is refused.
   */
  registerEndpoint(app, getPricing, async ({ request, reply, query, memberId }) => {
    if (query.country !== undefined && !isSoldIn(query.country)) throw countryNotSold();
    if (query.code !== undefined && memberId === null) throw notLoggedIn();
    if (query.code !== undefined) await countNamedCode(request, reply);
    const country = query.country ?? (await paymentCountryOf(db, memberId, request));
    if (memberId === null) return pricingFor(country, await welcomeDiscount(db));
    const active = await activeDiscount(db, memberId);
    if (query.code === undefined) return pricingFor(country, active);
    const found = await findDiscountFor(db, memberId, query.code, query.package ?? null);
    if ('refused' in found) throw discountRefused(found.refused);
    return pricingFor(country, found.discount, active);
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
  registerMemberEndpoint(app, getDiscountcode, async ({ request, reply, query, memberId }) => {
    if (query.code !== undefined) await countNamedCode(request, reply);
    const active = await activeDiscount(db, memberId);
    let found: DiscountLookup;
    if (query.code !== undefined) found = await findDiscount(db, memberId, query.code);
    else if (query.welcome === 'true') found = await findWelcome(db, memberId);
    else found = active ? { discount: active } : await findWelcome(db, memberId);
    if ('refused' in found) throw discountRefused(found.refused);
    return { discountcode: toDiscountCode(found.discount), active: found.discount.id === active?.id };
  });
}
