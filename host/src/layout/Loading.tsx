import { useTranslation } from 'react-i18next';
import { Spinner } from '@dating/ui';

/** The placeholder while a page or remote loads; a status role so screen readers hear it. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="host-loading">
      <Spinner />
      {t('status.loading')}
    </p>
  );
}
