import { sql } from 'kysely';
import type { Teaser } from '@dating/contract';
import type { Db } from '../db/connect';
import { ageOf } from '../members/profile';
import { filterConditions } from '../search/search-query';
import type { SearchFilters } from '../search/filters';
import { isShownToVisitors } from '../members/visibility';

export interface TeaserRequest {
  filters: SearchFilters;
  count: number;
  /** a member shown first whatever the filters (the member landings) */
  around?: number;
}

interface TeaserRow {
  id: number;
  name: string;
  gender: string;
  date_of_birth: string | null;
  city: string;
  country: string;
  countryregion: string;
  latitude: number | null;
  longitude: number | null;
  fictional: boolean;
  image_id: number | null;
  thumb_filename: string | null;
}

/** About 10 km: enough to draw a member on a map of their country, too little to find their street. */
const rounded = (degrees: number | null) => (degrees === null ? null : Math.round(degrees * 10) / 10);

export type ThumbOf = (row: { image_id: number; thumb_filename: string }) => string;

/**
 * Members for a landing page: those with a photo first, then the most recently seen, so a teaser shows faces
 * and people who are around. The filters are the search's (one meaning of an age range everywhere). Teasers are
 * for visitors: only members shown to visitors (members/visibility.ts isShownToVisitors), the member landing's too.
 */
export async function findTeasers(db: Db, request: TeaserRequest, thumbOf: ThumbOf): Promise<Teaser[]> {
  const base = db
    .selectFrom('members')
    .leftJoin('images', 'images.id', 'members.main_image_id')
    .select([
      'members.id',
      'members.name',
      'members.gender',
      'members.date_of_birth',
      'members.city',
      'members.country',
      'members.countryregion',
      'members.latitude',
      'members.longitude',
      'members.fictional',
      'images.id as image_id',
      'images.thumb_filename',
    ])
    .where((eb) => isShownToVisitors(eb));
  const [first, rest] = await Promise.all([
    request.around === undefined ? [] : base.where('members.id', '=', request.around).execute(),
    base
      .where((eb) =>
        eb.and(filterConditions(eb, request.filters, request.filters.country ? [request.filters.country] : [])),
      )
      .$if(request.around !== undefined, (q) => q.where('members.id', '<>', request.around!))
      .orderBy(sql`members.main_image_id is null`)
      .orderBy(sql`members.last_seen_at desc nulls last`)
      .orderBy('members.id', 'desc')
      .limit(request.count)
      .execute(),
  ]);
  return [...first, ...rest].slice(0, request.count).map((row: TeaserRow) => toTeaser(row, thumbOf));
}

function toTeaser(row: TeaserRow, thumbOf: ThumbOf): Teaser {
  return {
    id: row.id,
    name: row.name,
    age: ageOf(row.date_of_birth),
    gender: row.gender,
    city: row.city,
    country: row.country,
    countryregion: row.countryregion,
    thumb:
      row.image_id !== null && row.thumb_filename !== null
        ? thumbOf({ image_id: row.image_id, thumb_filename: row.thumb_filename })
        : null,
    lat: rounded(row.latitude),
    lon: rounded(row.longitude),
    ...(row.fictional ? { fictional: true } : {}),
  };
}
