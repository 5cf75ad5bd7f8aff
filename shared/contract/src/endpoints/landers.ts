import { enums, object, optional, size } from 'superstruct';
import { endpoint } from '../endpoint';
import { Teasers } from '../entities/landers';
import { QueryAge, QueryId, queryIntBetween, Text } from '../primitives';

/**
 * Members a landing page shows a visitor (docs/product.md §2, landers; §6, logged-out search rules): near the
 * visitor (their country by IP unless asked), of the campaign's audience. `around` puts one member first (the
 * member landings), `trafficsource` is the landing URL's network or ref, which may open unblurred photos.
 */
export const getTeasers = endpoint({
  method: 'GET',
  path: '/api/teasers.php',
  query: object({
    gender: optional(enums(['male', 'female', ''])),
    min_age: optional(QueryAge),
    max_age: optional(QueryAge),
    country: optional(size(Text, 0, 2)),
    count: optional(queryIntBetween(1, 24)),
    around: optional(QueryId),
    trafficsource: optional(size(Text, 0, 255)),
  }),
  response: Teasers,
  auth: false,
});
