import { getResellpartner, getXcamsRedirect, getXcamsSearch, type Cam } from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { registerEndpoint, registerMemberEndpoint } from '../http/api-router';
import { CAM_FEED } from '../xcams/feed';
import { offeredResell, partnerUrl } from '../xcams/partner';
import { isInResellAudience } from '../xcams/resell-audience';
import { loadFictionalThumbs, type ThumbPool } from '../xcams/fictional-thumbs';

const CAMS_PER_CALL = 12;
const notOffered = () =>
  new ApiError(
    403,
    'resell_not_available',
    'Webcam offers are only shown to members who signed up more than 4 days ago and have not paid.',
  );

/**
 * Webcam resell (docs/product.md §6): xcams/search.php lists cams of the partner feed (the local one by default)
 * for logged-in unpaid members who signed up more than 4 days ago, when member_resell has cams or camads.
 * xcams/redirect.php and resellpartner.php send the browser on to the partner (env XCAMS_PARTNER_URL, or the
 * local /_dev/partner page with DEV_TOOLS). Without either the site offers no webcam or ad tiles at all.
 */
export async function xcamsRoutes(app: FastifyInstance): Promise<void> {
  const { db, site } = app;
  let thumbs: Promise<ThumbPool> | null = null;
  const thumbPool = () => (thumbs ??= loadFictionalThumbs(db));

  registerMemberEndpoint(app, getXcamsSearch, async ({ query, memberId }) => {
    if (offeredResell(site).length === 0) throw notOffered();
    if (!(await isInResellAudience(db, memberId))) throw notOffered();
    const pool = await thumbPool();
    if (pool.male.length + pool.female.length === 0) thumbs = null; // seeded later: look again next time
    const cams: Cam[] = CAM_FEED.filter(
      (c) =>
        (!query.gender || c.gender === query.gender) &&
        (query.min_age === undefined || c.age >= query.min_age) &&
        (query.max_age === undefined || c.age <= query.max_age),
    )
      .slice(0, CAMS_PER_CALL)
      .map((c, i) => {
        const list = pool[c.gender].length ? pool[c.gender] : [...pool.male, ...pool.female];
        return {
          account: c.account,
          name: c.name,
          age: c.age,
          thumb: list.length ? site.cdnPrefix + list[i % list.length] : '',
        };
      });
    return { cams };
  });

  const partnerLocation = (params: Record<string, string>): string => {
    const base = partnerUrl(site);
    if (!base) throw new ApiError(404, 'no_partner', 'No webcam partner is configured on this site.');
    const url = new URL(base, 'http://local.invalid');
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.origin === 'http://local.invalid' ? url.pathname + url.search : url.toString();
  };
  registerEndpoint(app, getXcamsRedirect, async ({ query }) => partnerLocation({ account: query.account ?? '' }));
  registerEndpoint(app, getResellpartner, async ({ query }) => partnerLocation({ flow: query.flow ?? '' }));
}
