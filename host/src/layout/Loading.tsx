import { useTranslation } from 'react-i18next';

/** The placeholder while a page or remote loads; a status role so screen readers hear it. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="host-loading">
      {t('status.loading')}
    </p>
  );
}
