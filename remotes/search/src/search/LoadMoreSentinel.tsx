import { useNearEnd } from './useNearEnd';

/** An empty marker after the results; reaching it loads the next page (template flag loadOnScroll). */
export function LoadMoreSentinel({ onNearEnd }: { onNearEnd: () => void }) {
  const ref = useNearEnd<HTMLDivElement>(onNearEnd);
  return <div ref={ref} className="search-sentinel" aria-hidden="true" />;
}
