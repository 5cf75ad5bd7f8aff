import '../search.css';
import { useDeferredValue, useState } from 'react';
import { getSearch, type Profile } from '@dating/contract';
import { SEARCH_FRESH_MS, SEARCH_PAGE_SIZE } from '@dating/config';
import { useApiQuery, useTemplateFlags, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { useSearchMessages } from '../i18n';
import { FilterBar } from '../search/FilterBar';
import { SearchFiltersSkeleton } from '../search/SearchFiltersSkeleton';
import { Pagination } from '../search/Pagination';
import { ResultGrid } from '../search/ResultGrid';
import { SkeletonGrid } from '../search/SkeletonGrid';
import { NoResults } from '../search/NoResults';
import { LoadMoreSentinel } from '../search/LoadMoreSentinel';
import { canObserve } from '../search/useNearEnd';
import { autoLoadQuery, filtersFromServer, manualQuery, pageCount, type Filters } from '../search/filters';
import { usePromoTiles } from '../search/usePromoTiles';
import { useLikedIds } from '../likes/useLikedIds';
import { Navigate } from 'react-router-dom';
import { useVisitorSearch } from '../search/useVisitorSearch';
import { VisitorSignup } from '../search/VisitorSignup';

/** Skeleton cards while the next page loads under the ones already shown (loadOnScroll). */
const MORE_SKELETONS = 4;

/**
 * /members and /search. The first load is automatic and takes its filters from the server; every later load
 * is a manual search. A filter change clears the results (a new query has no data yet) and reloads page 1.
 * With the template's loadOnScroll the next page is appended as the member nears the end; otherwise, and in
 * browsers without IntersectionObserver, page buttons replace the results. Skeleton cards hold the grid's
 * place while a page loads.
 */
export default function SearchPage(_props: RemotePageProps) {
  const access = useVisitorSearch();
  if (access.status === 'pending') return <SearchSkeleton />;
  if (access.status === 'members-only') return <Navigate to="/login" replace state={{ from: access.from }} />;
  return <Search visitorSource={access.status === 'visitor' ? access.trafficsource : null} />;
}

/** The search itself; `visitorSource` is a visitor's traffic source (docs/product.md §6), null for a member. */
function Search({ visitorSource }: { visitorSource: string | null }) {
  const { t } = useSearchMessages();
  const user = useUser().data?.user ?? null;
  const flags = useTemplateFlags();
  const { searchAllCountries } = flags.profileSearch;
  const onScroll = flags.profileSearch.loadOnScroll && canObserve();
  const [filters, setFilters] = useState<Filters | null>(null);
  // A visitor's search says where they came from (search.php applies the same traffic-source rule) and leaves out
  // photos nobody checked for nudity (hideNudity).
  const withSource = (q: Record<string, unknown>) => {
    if (visitorSource === null) return q;
    return { ...q, hideNudity: '1', ...(visitorSource ? { trafficsource: visitorSource } : {}) };
  };
  const [query, setQuery] = useState<Record<string, unknown>>(() => withSource(autoLoadQuery()));
  // Profiles of the pages before the current one, kept on screen while scrolling on.
  const [earlier, setEarlier] = useState<Profile[]>([]);
  const search = useApiQuery(getSearch, { query }, { staleTime: SEARCH_FRESH_MS });
  // An answer is drawn in a transition, which React renders in slices: react-query hands it over in a synchronous
  // render, which drew the cards, the count and the filter bar in one task (165 ms in a profile at Lighthouse's 4x).
  // Until then the page stays as it was, the skeleton included.
  const data = useDeferredValue(search.data);
  const drawing = search.data !== undefined && data !== search.data;
  const likedIds = useLikedIds(Boolean(user));
  const promo = usePromoTiles(user, flags, filters);

  // The first answer says which filters it applied: they are set during this render (React re-renders at once,
  // before anything is shown), so the filter bar comes with the first cards once its code is here (FilterBar); an
  // effect would set them a commit later, the cards standing beside the bar's skeleton for that moment.
  if (!filters && data) setFilters(filtersFromServer(data.filter_options));

  const page = Number(query.page ?? 1);
  const pages = data ? pageCount(data.paging) : 1;
  const capped = data?.paging.num_results_capped === true;
  const change = (next: Filters) => {
    setFilters(next);
    setEarlier([]);
    setQuery(withSource(manualQuery(next, 1, { searchAllCountries })));
  };
  const goTo = (p: number) => {
    if (filters) setQuery(withSource(manualQuery(filters, p, { searchAllCountries })));
    window.scrollTo?.({ top: 0 });
  };
  const loadNext = () => {
    if (!filters || !data || search.isFetching || page >= pages) return;
    setEarlier((kept) => appendNew(kept, data.profiles));
    setQuery(withSource(manualQuery(filters, page + 1, { searchAllCountries })));
  };

  const profiles = onScroll ? appendNew(earlier, data?.profiles ?? []) : (data?.profiles ?? []);
  const similar = data?.similar?.profiles ?? [];
  const grid = {
    isMember: Boolean(user),
    likedIds,
    showCity: flags.profileSearchProfile.showCity,
  };
  return (
    <section
      className={visitorSource === null ? 'search-page' : 'search-page search-page--visitor'}
      aria-labelledby="search-heading"
    >
      <header className="search-head">
        <h1 id="search-heading" className="search-title">
          {t('title')}
        </h1>
        <div aria-live="polite" className="search-status">
          {search.isError && (
            <p role="alert" className="search-error">
              {t('results.error')}
            </p>
          )}
          {data && (
            <p className="search-count">
              {t(capped ? 'results.count_more' : 'results.count', { count: data.paging.num_results })}
            </p>
          )}
        </div>
      </header>
      <FilterBar value={filters} onChange={change} />
      <section aria-label={t('results.heading')} className="search-results">
        {profiles.length > 0 && <ResultGrid profiles={profiles} {...grid} tiles={promo.tiles} cams={promo.cams} />}
        {(search.isPending || drawing) && (
          <SkeletonGrid label={t('results.loading')} count={profiles.length > 0 ? MORE_SKELETONS : SEARCH_PAGE_SIZE} />
        )}
        {data && profiles.length === 0 && <NoResults filters={filters} onChange={change} />}
        {profiles.length > 0 &&
          (onScroll
            ? data && page < pages && <LoadMoreSentinel onNearEnd={loadNext} loading={search.isFetching} />
            : data && <Pagination page={page} pages={pages} open={capped} onPage={goTo} />)}
      </section>
      {visitorSource !== null && <VisitorSignup />}
      {similar.length > 0 && (
        <section className="search-similar" aria-labelledby="search-similar-heading">
          <h2 id="search-similar-heading" className="search-subtitle">
            {t('similar.heading')}
          </h2>
          <ResultGrid profiles={similar} {...grid} />
        </section>
      )}
    </section>
  );
}

/** Before the page knows whether this is a member, or a visitor who may search. */
function SearchSkeleton() {
  const { t } = useSearchMessages();
  return (
    <section className="search-page" aria-busy="true" aria-label={t('title')}>
      {/* the page's head as it will stand, its count line empty: nothing moves when the page replaces this */}
      <div className="search-head" aria-hidden="true">
        <p className="search-title">{t('title')}</p>
        <div className="search-status" />
      </div>
      <SearchFiltersSkeleton />
      <SkeletonGrid label={t('results.loading')} count={SEARCH_PAGE_SIZE} />
    </section>
  );
}

/** A page's profiles after the ones already shown, without a member the server moved onto the next page. */
function appendNew(shown: Profile[], next: readonly Profile[]): Profile[] {
  const ids = new Set(shown.map((p) => p.id));
  return [...shown, ...next.filter((p) => !ids.has(p.id))];
}
