import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Download, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@dating/ui';
import { applyAppUpdate, startInstallableApp } from './app-shell';
import { dismissInstallPrompt, showInstallPrompt } from './install-prompt';
import { appState } from './store';
import './app-notices.css';

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
          <WifiOff aria-hidden="true" className="app-notice__icon" />
          <span className="app-notice__text">{t('app.offline')}</span>
        </div>
      )}
      {updateReady && (
        <div role="status" className="app-notice app-notice--update">
          <RefreshCw aria-hidden="true" className="app-notice__icon" />
          <span className="app-notice__text">{t('app.updateReady')}</span>
          <Button onClick={onRefresh}>{t('app.refresh')}</Button>
        </div>
      )}
      {canInstall && !installed && (
        <div role="group" aria-label={t('app.installLabel')} className="app-notice app-notice--install">
          <Download aria-hidden="true" className="app-notice__icon" />
          <span className="app-notice__actions">
            <Button onClick={() => void showInstallPrompt()}>{t('app.install')}</Button>
            <Button variant="ghost" onClick={() => dismissInstallPrompt()}>
              {t('app.installDismiss')}
            </Button>
          </span>
        </div>
      )}
    </div>
  );
}
