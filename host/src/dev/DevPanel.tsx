import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@dating/ui';
import { switchDesignVersion } from '../app/design-version';
import { useDesignVersion } from '../app/useDesignVersion';
import { useSession } from '../session/useSession';
import { deleteSkippedSiteEntryWarning } from './storage-keys';
import { useZeroCredits } from './useZeroCredits';

/**
 * The developer panel (docs/product.md §1), rendered only while the dev flag is on: zero the member's
 * credits, forget the skipped site-entry warning, flip the design version.
 */
export function DevPanel() {
  const { t } = useTranslation('host');
  const { toast } = useToast();
  const { user } = useSession();
  const designVersion = useDesignVersion();
  const zero = useZeroCredits();
  const busy = zero.isPending;

  const zeroCredits = () =>
    zero.mutate(undefined, {
      onSuccess: () => toast({ title: t('dev.panel.creditsZeroDone'), variant: 'success' }),
      onError: () => toast({ title: t('dev.panel.creditsZeroFailed'), variant: 'danger' }),
    });

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
        <Button variant="secondary" onClick={zeroCredits} disabled={!user} loading={busy}>
          {t('dev.panel.creditsZero')}
        </Button>
        <Button variant="secondary" onClick={deleteWarning}>
          {t('dev.panel.deleteWarning')}
        </Button>
        <Button variant="secondary" onClick={switchDesign}>
          {t('dev.panel.designVersion', { version: designVersion })}
        </Button>
      </div>
      {!user && <p className="dev-panel__note">{t('dev.panel.creditsMembersOnly')}</p>}
    </section>
  );
}
