import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@dating/ui';

const ROWS = [0, 1, 2];

/** The shape of the history while it loads. */
export function HistorySkeleton() {
  const { t } = useTranslation('credits');
  return (
    <LoadingRegion label={t('history.loading')} className="credits-section">
      <Skeleton shape="text" width="9rem" height="1.5rem" />
      {ROWS.map((row) => (
        <Skeleton key={row} shape="rect" height="3.5rem" />
      ))}
    </LoadingRegion>
  );
}
