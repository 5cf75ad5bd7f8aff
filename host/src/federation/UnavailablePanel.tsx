import { useTranslation } from 'react-i18next';

export interface UnavailablePanelProps {
  onRetry: () => void;
}

/** What a route shows instead of a remote that cannot be loaded or crashed; the rest of the page stays. */
export function UnavailablePanel({ onRetry }: UnavailablePanelProps) {
  const { t } = useTranslation('host');
  return (
    <div role="alert" className="remote-unavailable">
      <p className="remote-unavailable__title">{t('remote.unavailable')}</p>
      <p className="remote-unavailable__hint">{t('remote.hint')}</p>
      <button type="button" className="host-button" onClick={onRetry}>
        {t('common:button.retry')}
      </button>
    </div>
  );
}
