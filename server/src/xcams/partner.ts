import type { SiteConfig } from '../site/site-config';

/**
 * Where xcams/redirect.php and resellpartner.php send the browser: the configured partner (env XCAMS_PARTNER_URL),
 * or with DEV_TOOLS the local stand-in page; '' when the site has none.
 */
export const partnerUrl = (site: SiteConfig): string => site.xcamsPartnerUrl || (site.devTools ? '/_dev/partner' : '');

/**
 * The webcam and ad tiles the site offers (settings member_resell, docs/product.md §6): none without a partner, for
 * a tile would lead to nowhere (a 404) when clicked.
 */
export const offeredResell = (site: SiteConfig): SiteConfig['memberResell'] =>
  partnerUrl(site) ? site.memberResell : [];
