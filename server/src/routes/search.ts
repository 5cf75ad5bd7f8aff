import { SEARCH_PAGE_SIZE } from '@dating/config';
import { getSearch, type FilterOptions, type SearchResult } from '@dating/contract';
import { ApiError } from '../http/errors';
import { isOwnSiteRequest } from '../auth/csrf';
import { registerEndpoint } from '../http/api-router';
import { filtersFromQuery, type SearchFilters } from '../search/filters';
import { visitorMaySearch } from '../search/logged-out';
import { jsonWithKept } from '../search/kept-json';
import { nearestFirstIds } from '../search/nearest';
import { todaysMatchSet } from '../search/todays-match-sets';
import { withoutUncheckedPhotos } from '../search/hide-nudity';
import type { FastifyInstance } from 'fastify';

const MAX_PP = 60;
const truthy = (v: string | undefined) => v === '1' || v === 'true';
const FILTER_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'interest'] as const;

/**
 * GET search.php (docs/product.md §3, §4, §7): one page of members by gender, country, region, age range and
 * interest (§5), with the filters used (filter_options). The first automatic load of a member without filters in the
 * query uses their saved filters, or defaults from their profile; the filters used are saved for next
 * time unless do_not_save, and only when the site's own page asked (auth/csrf.ts isOwnSiteRequest).
 * Similar results (ages widened, the neighbouring country) come separately when asked for (similar=1) or
 * when the search itself finds fewer than a page. With source=home (the home page's suggestions) the first page
 * comes nearest first: the member's region, country, neighbouring country, then the rest. With hideNudity=1 the
 * cards leave out photos nobody checked (search/hide-nudity.ts).
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { site, searchCache } = app;
  registerEndpoint(app, getSearch, async ({ query, memberId, request, reply }) => {
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

    // Answered from the search cache where it can be exactly (search/search-cache.ts), else computed.
    const answer = await searchCache.search(memberId, async (reads): Promise<SearchResult> => {
      const filters =
        memberId !== null && truthy(query.auto_load) && !filtersGiven
          ? await reads.startingFilters()
          : filtersFromQuery(query);
      if (query.searchAllCountries !== undefined) filters.allCountries = truthy(query.searchAllCountries);
      // Saving is the side effect of this GET: a link or image of another site searches, but saves nothing.
      if (memberId !== null && !truthy(query.do_not_save) && isOwnSiteRequest(request)) await reads.save(filters);

      const main = await reads.page(todaysMatchSet('main', filters), { page, pp });
      // /home's suggestions come nearest first (search/nearest.ts); the search itself stays in id order
      const suggestions = query.source === 'home' && memberId !== null && page === 1;
      const ids = suggestions ? await nearestFirstIds(app.db, memberId, filters, pp) : main.ids;
      const result: SearchResult = {
        profiles: await reads.profiles(ids),
        paging: { num_results: main.total, num_results_capped: main.capped, page, pp },
        filter_options: options(filters),
      };
      const askedSimilar = truthy((request.query as Record<string, string> | undefined)?.similar);
      if (askedSimilar || main.total < SEARCH_PAGE_SIZE) {
        // The widened search, without the members the search itself already found.
        const found = await reads.page(todaysMatchSet('similar', filters), { page: askedSimilar ? page : 1, pp });
        result.similar = {
          profiles: await reads.profiles(found.ids),
          num_results: found.total,
          num_results_capped: found.capped,
        };
      }
      return result;
    });
    // hideNudity leaves photos out of the cards: after the cache, which keeps cards as anyone sees them
    if (truthy(query.hideNudity)) {
      // the search's cards and the similar ones in one statement
      const count = answer.profiles.length;
      const shown = await withoutUncheckedPhotos(app.db, [...answer.profiles, ...(answer.similar?.profiles ?? [])]);
      answer.profiles = shown.slice(0, count);
      if (answer.similar) answer.similar.profiles = shown.slice(count);
    }
    // The JSON of the cards it holds is written once (search/kept-json.ts); an error is an answer of its own.
    reply.type('application/json; charset=utf-8').serializer(jsonWithKept);
    return answer;
  });
}

function options(f: SearchFilters): FilterOptions {
  return {
    gender: f.gender,
    min_age: f.min_age,
    max_age: f.max_age,
    country: f.country,
    countryregion: f.countryregion,
    ...(f.interest === undefined ? {} : { interest: f.interest }),
  };
}
