import { discountCovers, type DiscountCode } from '@dating/contract';
import { ok, refused, type Answer, type Request } from '@dating/testing';
import { pricing, welcome } from './fixtures';

/** A code of a campaign, open to every member: 25 % off, on `packages` only when given. */
export const campaign = (packages: number[] | null = null): DiscountCode => ({
  code: 'SPRING25',
  kind: 'code',
  percentage: 25,
  expires_at: null,
  packages,
});

/**
 * GET /api/pricing.php of the server double, knowing `codes` by name (each its discount, or the server's refusal of
 * it): without a code the member's own prices (the welcome offer); with one, the packages it covers priced with it
 * and the others with the welcome offer; a code for other packages than the checkout's is refused, as the server does.
 */
export const pricingWith =
  (codes: Record<string, DiscountCode | Answer>) =>
  ({ query }: Request): Answer => {
    const country = query.country ?? 'NL';
    if (!query.code) return ok(pricing(country));
    const known = codes[query.code.toUpperCase()];
    if (!known) return refused(404, 'discount_unknown');
    if ('status' in known) return known;
    if (query.package && !discountCovers(known, Number(query.package))) return refused(404, 'discount_not_for_package');
    return ok(pricing(country, known, welcome));
  };
