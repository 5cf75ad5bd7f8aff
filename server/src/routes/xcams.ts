import { RESELL_MIN_MEMBER_AGE_MS } from '@dating/config';
import { getResellpartner, getXcamsRedirect, getXcamsSearch, type Cam } from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { ApiError } from '../http/errors';
import { registerEndpoint, registerMemberEndpoint } from '../http/api-router';
import { CAM_FEED } from '../xcams/feed';
import { offeredResell, partnerUrl } from '../xcams/partner';

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
  let thumbs: Promise<Record<'male' | 'female', string[]>> | null = null;
  const thumbPool = () => (thumbs ??= loadThumbs(db));

  registerMemberEndpoint(app, getXcamsSearch, async ({ query, memberId }) => {
    if (offeredResell(site).length === 0) throw notOffered();
    const me = await db
      .selectFrom('members')
      .select(['paid_user', 'signup_date'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (me.paid_user || Date.now() - new Date(me.signup_date).getTime() <= RESELL_MIN_MEMBER_AGE_MS) throw notOffered();
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

async function loadThumbs(db: Db): Promise<Record<'male' | 'female', string[]>> {
  const rows = await db
    .selectFrom('images')
    .innerJoin('members', 'members.id', 'images.member_id')
    .select(['images.thumb_filename', 'members.gender'])
    .distinct()
    .where('members.fictional', '=', true)
    .limit(200)
    .execute();
  const out: Record<'male' | 'female', string[]> = { male: [], female: [] };
  for (const r of rows) if (r.gender === 'male' || r.gender === 'female') out[r.gender].push(r.thumb_filename);
  return out;
}
