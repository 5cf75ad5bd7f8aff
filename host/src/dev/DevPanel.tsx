import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getApi, publishUser } from '@dating/api-client';
import { postDevCreditsZero } from '@dating/contract';
import { useToast } from '@dating/ui';
import { switchDesignVersion } from '../app/design-version';
import { useDesignVersion } from '../app/useDesignVersion';
import { useSession } from '../session/useSession';
import { deleteSkippedSiteEntryWarning } from './storage-keys';

/**
 * The developer panel (spec section 1), rendered only while the dev flag is on: zero the member's
 * credits, forget the skipped site-entry warning, flip the design version.
 */
export function DevPanel() {
  const { t } = useTranslation('host');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const designVersion = useDesignVersion();
  const [busy, setBusy] = useState(false);

  const zeroCredits = async () => {
    setBusy(true);
    try {
      const answer = await getApi().call(postDevCreditsZero, { body: {} });
      publishUser(queryClient, answer.user);
      toast({ title: t('dev.panel.creditsZeroDone'), variant: 'success' });
    } catch {
      toast({ title: t('dev.panel.creditsZeroFailed'), variant: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  const deleteWarning = () => {
    deleteSkippedSiteEntryWarning();
    toast({ title: t('dev.panel.deleteWarningDone'), variant: 'info' });
  };

  const switchDesign = () => {
    const next = switchDesignVersion(designVersion);
    toast({ title: t('dev.panel.designSwitched', { version: next }), variant: 'info' });
  };

  return (
    <section className="dev-panel" aria-labelledby="dev-panel-title">
      <h2 id="dev-panel-title" className="dev-panel__title">
        {t('dev.panel.title')}
      </h2>
      <div className="dev-panel__actions">
        <button type="button" className="host-button" onClick={zeroCredits} disabled={!user || busy} aria-busy={busy}>
          {t('dev.panel.creditsZero')}
        </button>
        <button type="button" className="host-button" onClick={deleteWarning}>
          {t('dev.panel.deleteWarning')}
        </button>
        <button type="button" className="host-button" onClick={switchDesign}>
          {t('dev.panel.designVersion', { version: designVersion })}
        </button>
      </div>
      {!user && <p className="dev-panel__note">{t('dev.panel.creditsMembersOnly')}</p>}
    </section>
  );
}
