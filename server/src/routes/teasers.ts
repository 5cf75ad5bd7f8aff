import type { FastifyInstance } from 'fastify';
import { getTeasers } from '@dating/contract';
import { registerEndpoint } from '../http/api-router';
import { filtersFromQuery } from '../search/filters';
import { visitorMaySearch } from '../search/logged-out';
import { guessCountry } from '../site/geoip';
import { BLURRED_MEDIA_DIR, blurNames } from '../landers/blur-key';
import { findTeasers, type ThumbOf } from '../landers/teasers';

const DEFAULT_COUNT = 12;

/**
 * GET teasers.php: the members a landing page shows (docs/product.md §2). Near the visitor (their country, unless
 * the page asks another), of the campaign's audience; when there is nobody there yet, from every country, so a
 * new market's page is never empty. Visitors who may not search (docs/product.md §6) get blurred photos.
 */
export async function teaserRoutes(app: FastifyInstance): Promise<void> {
  const names = await blurNames(app.db);
  const blurredThumb: ThumbOf = ({ image_id }) => `${BLURRED_MEDIA_DIR}/${names.nameOf(image_id)}`;
  const ownThumb: ThumbOf = ({ thumb_filename }) => thumb_filename;

  registerEndpoint(app, getTeasers, async ({ query, request, memberId }) => {
    const blurred = memberId === null && !visitorMaySearch(app.site, query.trafficsource);
    const country = query.country ? query.country.toUpperCase() : guessCountry(request).selected;
    const filters = filtersFromQuery({ ...query, country });
    const wanted = { count: query.count ?? DEFAULT_COUNT, around: query.around };
    const thumbOf = blurred ? blurredThumb : ownThumb;
    const near = await findTeasers(app.db, { ...wanted, filters }, thumbOf);
    if (near.length > (query.around === undefined ? 0 : 1)) return { profiles: near, blurred, country };
    const anywhere = await findTeasers(
      app.db,
      { ...wanted, filters: { ...filters, country: '', countryregion: '' } },
      thumbOf,
    );
    return { profiles: anywhere, blurred, country: '' };
  });
}
