import { useTranslation } from 'react-i18next';
import { Button } from '@dating/ui';
import { useNearEnd } from './useNearEnd';

/**
 * After the results while more can load (template flag loadOnScroll): reaching the empty marker loads the next
 * page; the button does the same for a keyboard, or for anyone who would rather ask than scroll.
 */
export function LoadMoreSentinel({ onNearEnd, loading }: { onNearEnd: () => void; loading: boolean }) {
  const { t } = useTranslation('search');
  const ref = useNearEnd<HTMLDivElement>(onNearEnd);
  return (
    <div className="search-more">
      <div ref={ref} className="search-sentinel" aria-hidden="true" />
      <Button variant="secondary" loading={loading} onClick={onNearEnd}>
        {t('results.more')}
      </Button>
    </div>
  );
}
