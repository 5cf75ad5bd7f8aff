import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { applyAppUpdate, startInstallableApp } from './app-shell';
import { dismissInstallPrompt, showInstallPrompt } from './install-prompt';
import { appState } from './store';

export interface AppNoticesProps {
  onRefresh?: () => void;
  /** tests render the notices without starting the service worker */
  start?: boolean;
}

/**
 * The installable app's messages at the foot of the page: the offline notice, the update prompt with
 * Refresh, and the 'Install the app' offer. Each is a polite status, never a modal in the member's way.
 */
export function AppNotices({ onRefresh = applyAppUpdate, start = true }: AppNoticesProps) {
  const { t } = useTranslation('host');
  const { offline, needsRefresh, newBuild, canInstall, installed } = useSnapshot(appState);

  useEffect(() => (start ? startInstallableApp() : undefined), [start]);

  const updateReady = needsRefresh || newBuild !== null;
  if (!offline && !updateReady && !(canInstall && !installed)) return null;
  return (
    <div className="app-notices">
      {offline && (
        <div role="status" className="app-notice app-notice--offline">
          {t('app.offline')}
        </div>
      )}
      {updateReady && (
        <div role="status" className="app-notice app-notice--update">
          <span>{t('app.updateReady')}</span>
          <button type="button" className="host-button host-button--primary" onClick={onRefresh}>
            {t('app.refresh')}
          </button>
        </div>
      )}
      {canInstall && !installed && (
        <div role="group" aria-label={t('app.installLabel')} className="app-notice app-notice--install">
          <button type="button" className="host-button host-button--primary" onClick={() => void showInstallPrompt()}>
            {t('app.install')}
          </button>
          <button type="button" className="host-button" onClick={() => dismissInstallPrompt()}>
            {t('app.installDismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
