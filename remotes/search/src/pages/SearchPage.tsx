import '../search.css';
import { useEffect, useState } from 'react';
import { getSearch } from '@dating/contract';
import { useApiQuery, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { useSearchMessages } from '../i18n';
import { SearchFilters } from '../search/SearchFilters';
import { Pagination } from '../search/Pagination';
import { ResultGrid } from '../search/ResultGrid';
import { autoLoadQuery, filtersFromServer, manualQuery, pageCount, type Filters } from '../search/filters';
import { useTemplateFlags } from '../search/useTemplateFlags';
import { usePromoTiles } from '../search/usePromoTiles';
import { useLikedIds } from '../likes/useLikes';

/**
 * /members and /search. The first load is automatic and takes its filters from the server; every later load
 * is a manual search. A filter change clears the results (a new query has no data yet) and reloads page 1.
 */
export default function SearchPage(_props: RemotePageProps) {
  const { t } = useSearchMessages();
  const user = useUser().data?.user ?? null;
  const flags = useTemplateFlags();
  const [filters, setFilters] = useState<Filters | null>(null);
  const [query, setQuery] = useState<Record<string, unknown>>(autoLoadQuery);
  const search = useApiQuery(getSearch, { query }, { staleTime: 30_000 });
  const likedIds = useLikedIds(Boolean(user));
  const promo = usePromoTiles(user, flags, filters);

  useEffect(() => {
    if (!filters && search.data) setFilters(filtersFromServer(search.data.filter_options));
  }, [filters, search.data]);

  const page = Number(query.page ?? 1);
  const change = (next: Filters) => {
    setFilters(next);
    setQuery(manualQuery(next, 1));
  };
  const goTo = (p: number) => {
    if (filters) setQuery(manualQuery(filters, p));
    window.scrollTo?.({ top: 0 });
  };

  const data = search.data;
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
      {data && data.profiles.length === 0 && <p>{t('results.none')}</p>}
      {data && data.profiles.length > 0 && (
        <section aria-label={t('results.heading')}>
          <ResultGrid profiles={data.profiles} isMember={Boolean(user)} likedIds={likedIds}
            showCity={flags.profileSearchProfile.showCity} tiles={promo.tiles} cams={promo.cams} />
          <Pagination page={page} pages={pageCount(data.paging.num_results)} onPage={goTo} />
        </section>
      )}
      {similar.length > 0 && (
        <section className="search-similar" aria-labelledby="search-similar-heading">
          <h2 id="search-similar-heading">{t('similar.heading')}</h2>
          <ResultGrid profiles={similar} isMember={Boolean(user)} likedIds={likedIds} showCity={flags.profileSearchProfile.showCity} />
        </section>
      )}
    </section>
  );
}
