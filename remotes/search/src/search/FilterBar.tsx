import { lazy, Suspense, useEffect } from 'react';
import { useAfterFirstPaint } from '@dating/routes';
import type { Filters } from './filters';
import { SearchFiltersSkeleton } from './SearchFiltersSkeleton';

// The filter form, with final-form and react-final-form (~10 KB gzipped), is a chunk of its own: the page's first
// screen shows the bar's skeleton, so the form's code is asked for once that screen has painted, while the search's
// answer is on its way, instead of holding up the first render (issue 29: /members' first render ≤ 210 KB).
const loadForm = () => import('./SearchFilters');
const SearchFilters = lazy(() => loadForm().then((m) => ({ default: m.SearchFilters })));

export interface FilterBarProps {
  /** the filters applied; null until the server's first answer has said which */
  value: Filters | null;
  onChange: (next: Filters) => void;
}

/**
 * The search's filter bar: its skeleton, in the bar's shape, until the filters are known and the form's code is here.
 * The form renders only once the first screen has painted, even when the search's answer came first, so its code is
 * never part of the first render: the cards do not wait for it.
 */
export function FilterBar({ value, onChange }: FilterBarProps) {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    // only an early start: a failed download shows where the form renders, through the page's error boundary
    if (painted) loadForm().catch(() => undefined);
  }, [painted]);
  if (!value || !painted) return <SearchFiltersSkeleton />;
  return (
    <Suspense fallback={<SearchFiltersSkeleton />}>
      <SearchFilters value={value} onChange={onChange} />
    </Suspense>
  );
}
