import { useTranslation } from 'react-i18next';
import type { Layout } from '@dating/routes';
import { useTemplate } from '../app/useTemplate';
import { layoutShowsTopNav } from '../layout/chrome';
import { ConnectedTopNav } from '../nav/ConnectedTopNav';

export interface UnavailablePanelProps {
  /** not in the pointer file at all, or its files failed to load or it crashed */
  reason: 'not-deployed' | 'failed';
  onRetry: () => void;
  /** the route's layout; a layout without the top navigation gets it here, so nobody is stranded */
  layout?: Layout;
}

/**
 * What a route shows instead of a remote it cannot show; the rest of the page stays. A remote that is not
 * deployed is said so plainly (waiting will not help); one that failed gets a retry.
 */
export function UnavailablePanel({ reason, onRetry, layout }: UnavailablePanelProps) {
  const { t } = useTranslation('host');
  const { flags } = useTemplate();
  const addNav = layout !== undefined && !layoutShowsTopNav(layout, flags);
  const notDeployed = reason === 'not-deployed';
  return (
    <>
      {addNav && <ConnectedTopNav />}
      <div role="alert" className="remote-unavailable">
        <p className="remote-unavailable__title">{t(notDeployed ? 'remote.notDeployed' : 'remote.unavailable')}</p>
        <p className="remote-unavailable__hint">{t(notDeployed ? 'remote.notDeployedHint' : 'remote.hint')}</p>
        {!notDeployed && (
          <button type="button" className="host-button" onClick={onRetry}>
            {t('common:button.retry')}
          </button>
        )}
      </div>
    </>
  );
}
