import { Skeleton } from '@dating/ui';

/** One filter's shape while it loads: its label and its control. */
export function FilterSkeleton({ interest = false }: { interest?: boolean }) {
  return (
    <span className={interest ? 'search-filter-skeleton search-filter-interest' : 'search-filter-skeleton'}>
      <Skeleton width="5rem" />
      <Skeleton shape="rect" height="var(--control-height)" />
    </span>
  );
}

/**
 * The filter bar's shape before the server has said which filters apply, or while the bar's code loads: the same
 * cells as the bar, the interest's row included, so the bar's arrival moves nothing below it.
 */
export function SearchFiltersSkeleton() {
  return (
    <div className="search-filters search-filters--loading" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <FilterSkeleton key={i} />
      ))}
      <FilterSkeleton interest />
    </div>
  );
}
