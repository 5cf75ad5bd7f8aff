import { SEARCH_PAGE_SIZE } from '@dating/config';
import { getSearch, type FilterOptions, type Profile, type SearchResult } from '@dating/contract';
import type { Db } from '../db/connect';
import { ApiError } from '../http/errors';
import { isOwnSiteRequest } from '../auth/csrf';
import { registerEndpoint } from '../http/api-router';
import { loadProfiles } from '../members/load-profiles';
import { ageOf } from '../members/profile';
import { bucketAround } from '@dating/contract';
import { filtersFromQuery, type SearchFilters } from '../search/filters';
import { savedFilters, saveFilters } from '../search/preferences';
import { visitorMaySearch } from '../search/logged-out';
import { mainWhere, searchPage, similarWhere } from '../search/search-query';
import type { FastifyInstance } from 'fastify';

const MAX_PP = 60;
const truthy = (v: string | undefined) => v === '1' || v === 'true';
const FILTER_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;

/**
 * GET search.php (spec sections 3, 4, 7): one page of members by gender, country, region and age range,
 * with the filters used (filter_options). The first automatic load of a member without filters in the
 * query uses their saved filters, or defaults from their profile; the filters used are saved for next
 * time unless do_not_save, and only when the site's own page asked (auth/csrf.ts isOwnSiteRequest).
 * Similar results (ages widened, the neighbouring country) come separately when asked for (similar=1) or
 * when the search itself finds fewer than a page.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { db, site } = app;
  registerEndpoint(app, getSearch, async ({ query, memberId, request }) => {
    if (memberId === null && !visitorMaySearch(site, query.trafficsource)) {
      throw new ApiError(
        403,
        'logged_out_search',
        site.loggedOutSearch
          ? 'Searching members is for members only from here. Please log in or sign up.'
          : 'Searching members is for members only. Please log in or sign up.',
      );
    }
    const pp = Math.min(MAX_PP, Math.max(1, query.pp ?? SEARCH_PAGE_SIZE));
    const page = Math.max(1, query.page ?? 1);
    const filtersGiven = FILTER_KEYS.some((k) => query[k] !== undefined && query[k] !== '');

    let filters: SearchFilters;
    if (memberId !== null && truthy(query.auto_load) && !filtersGiven) {
      filters = (await savedFilters(db, memberId)) ?? (await profileDefaults(db, memberId));
    } else {
      filters = filtersFromQuery(query);
    }
    if (query.searchAllCountries !== undefined) filters.allCountries = truthy(query.searchAllCountries);
    // Saving is the side effect of this GET: a link or image of another site searches, but saves nothing.
    if (memberId !== null && !truthy(query.do_not_save) && isOwnSiteRequest(request))
      await saveFilters(db, memberId, filters);

    const main = await searchPage(db, memberId, mainWhere(filters), { page, pp });
    const mainProfiles = await profilesInOrder(db, main.ids, memberId);

    const result: SearchResult = {
      profiles: mainProfiles,
      paging: { num_results: main.total, num_results_capped: main.capped, page, pp },
      filter_options: options(filters),
    };
    const askedSimilar = truthy((request.query as Record<string, string> | undefined)?.similar);
    if (askedSimilar || main.total < SEARCH_PAGE_SIZE)
      result.similar = await similar(db, memberId, filters, { page: askedSimilar ? page : 1, pp });
    return result;
  });
}

/** The widened search, without the members the search itself already found. */
async function similar(db: Db, memberId: number | null, filters: SearchFilters, paging: { page: number; pp: number }) {
  const found = await searchPage(db, memberId, similarWhere(filters), paging);
  return {
    profiles: await profilesInOrder(db, found.ids, memberId),
    num_results: found.total,
    num_results_capped: found.capped,
  };
}

async function profilesInOrder(db: Db, ids: number[], viewerId: number | null): Promise<Profile[]> {
  const byId = await loadProfiles(db, ids, viewerId);
  return ids.map((id) => byId.get(id)).filter((p): p is Profile => p !== undefined);
}

function options(f: SearchFilters): FilterOptions {
  return {
    gender: f.gender,
    min_age: f.min_age,
    max_age: f.max_age,
    country: f.country,
    countryregion: f.countryregion,
  };
}

/**
 * The member's own profile says what to look for: looking_for (or the other gender), their country,
 * their age bucket.
 */
async function profileDefaults(db: Db, memberId: number): Promise<SearchFilters> {
  const me = await db
    .selectFrom('members')
    .select(['gender', 'country', 'date_of_birth', 'details'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const lookingFor = me.details?.looking_for;
  const gender =
    lookingFor === 'male' || lookingFor === 'female'
      ? lookingFor
      : lookingFor === 'both'
        ? ''
        : me.gender === 'male'
          ? 'female'
          : me.gender === 'female'
            ? 'male'
            : '';
  return {
    gender,
    country: me.country,
    countryregion: '',
    ...bucketAround(ageOf(me.date_of_birth)),
    allCountries: false,
  };
}
