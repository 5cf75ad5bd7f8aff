import '../search.css';
import { useEffect, useState } from 'react';
import { getSearch, type Profile } from '@dating/contract';
import { useApiQuery, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { useSearchMessages } from '../i18n';
import { SearchFilters } from '../search/SearchFilters';
import { Pagination } from '../search/Pagination';
import { ResultGrid } from '../search/ResultGrid';
import { LoadMoreSentinel } from '../search/LoadMoreSentinel';
import { canObserve } from '../search/useNearEnd';
import { autoLoadQuery, filtersFromServer, manualQuery, pageCount, type Filters } from '../search/filters';
import { useTemplateFlags } from '../search/useTemplateFlags';
import { usePromoTiles } from '../search/usePromoTiles';
import { useLikedIds } from '../likes/useLikes';

/**
 * /members and /search. The first load is automatic and takes its filters from the server; every later load
 * is a manual search. A filter change clears the results (a new query has no data yet) and reloads page 1.
 * With the template's loadOnScroll the next page is appended as the member nears the end; otherwise, and in
 * browsers without IntersectionObserver, page links replace the results.
 */
export default function SearchPage(_props: RemotePageProps) {
  const { t } = useSearchMessages();
  const user = useUser().data?.user ?? null;
  const flags = useTemplateFlags();
  const { searchAllCountries } = flags.profileSearch;
  const onScroll = flags.profileSearch.loadOnScroll && canObserve();
  const [filters, setFilters] = useState<Filters | null>(null);
  const [query, setQuery] = useState<Record<string, unknown>>(autoLoadQuery);
  // Profiles of the pages before the current one, kept on screen while scrolling on.
  const [earlier, setEarlier] = useState<Profile[]>([]);
  const search = useApiQuery(getSearch, { query }, { staleTime: 30_000 });
  const likedIds = useLikedIds(Boolean(user));
  const promo = usePromoTiles(user, flags, filters);

  useEffect(() => {
    if (!filters && search.data) setFilters(filtersFromServer(search.data.filter_options));
  }, [filters, search.data]);

  const page = Number(query.page ?? 1);
  const data = search.data;
  const pages = data ? pageCount(data.paging.num_results) : 1;
  const change = (next: Filters) => {
    setFilters(next);
    setEarlier([]);
    setQuery(manualQuery(next, 1, { searchAllCountries }));
  };
  const goTo = (p: number) => {
    if (filters) setQuery(manualQuery(filters, p, { searchAllCountries }));
    window.scrollTo?.({ top: 0 });
  };
  const loadNext = () => {
    if (!filters || !data || search.isFetching || page >= pages) return;
    setEarlier((kept) => appendNew(kept, data.profiles));
    setQuery(manualQuery(filters, page + 1, { searchAllCountries }));
  };

  const profiles = onScroll ? appendNew(earlier, data?.profiles ?? []) : (data?.profiles ?? []);
  const similar = data?.similar?.profiles ?? [];
  return (
    <section className="search-page" aria-labelledby="search-heading">
      <h1 id="search-heading">{t('title')}</h1>
      {filters && <SearchFilters value={filters} onChange={change} />}
      <div aria-live="polite">
        {search.isPending && <p role="status">{t('results.loading')}</p>}
        {search.isError && <p role="alert">{t('results.error')}</p>}
        {data && <p className="search-count">{t('results.count', { count: data.paging.num_results })}</p>}
      </div>
      {data && profiles.length === 0 && <p>{t('results.none')}</p>}
      {profiles.length > 0 && (
        <section aria-label={t('results.heading')}>
          <ResultGrid
            profiles={profiles}
            isMember={Boolean(user)}
            likedIds={likedIds}
            showCity={flags.profileSearchProfile.showCity}
            tiles={promo.tiles}
            cams={promo.cams}
          />
          {onScroll
            ? data && page < pages && <LoadMoreSentinel onNearEnd={loadNext} />
            : data && <Pagination page={page} pages={pages} onPage={goTo} />}
        </section>
      )}
      {similar.length > 0 && (
        <section className="search-similar" aria-labelledby="search-similar-heading">
          <h2 id="search-similar-heading">{t('similar.heading')}</h2>
          <ResultGrid
            profiles={similar}
            isMember={Boolean(user)}
            likedIds={likedIds}
            showCity={flags.profileSearchProfile.showCity}
          />
        </section>
      )}
    </section>
  );
}

/** A page's profiles after the ones already shown, without a member the server moved onto the next page. */
function appendNew(shown: Profile[], next: readonly Profile[]): Profile[] {
  const ids = new Set(shown.map((p) => p.id));
  return [...shown, ...next.filter((p) => !ids.has(p.id))];
}
