import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CloudOff, RefreshCw, Sparkles } from 'lucide-react';
import type { Layout } from '@dating/routes';
import { Button, buttonClassName, EmptyState } from '@dating/ui';
import { useTemplate } from '../app/useTemplate';
import { layoutShowsTopNav } from '../layout/chrome';
import { ConnectedTopNav } from '../nav/ConnectedTopNav';
import { useSession } from '../session/useSession';
import { ContentShown } from '../app/page-settled';
import './unavailable.css';

export interface UnavailablePanelProps {
  /** not in the pointer file at all; its files failed to load or it crashed; or it is newer than this page's shell */
  reason: 'not-deployed' | 'failed' | 'outdated';
  onRetry: () => void;
  /** the route's layout; a layout without the top navigation gets it here, so nobody is stranded */
  layout?: Layout;
}

/** Where to go instead of a part that is not there yet: in for a visitor, the members for a member. */
function NextSteps() {
  const { t } = useTranslation('host');
  const { user, userLoaded } = useSession();
  const { pathname } = useLocation();
  if (!userLoaded) return null; // no 'sign up' flashing at a member whose session is still on its way
  if (!user) {
    return (
      <div className="remote-unavailable__actions">
        <Link to="/signup" className={buttonClassName({ variant: 'primary' })}>
          {t('remote.join')}
        </Link>
        <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
          {t('remote.haveAccount')}
        </Link>
      </div>
    );
  }
  if (pathname.startsWith('/members')) return null;
  return (
    <Link to="/members" className={buttonClassName({ variant: 'secondary' })}>
      {t('remote.browse')}
    </Link>
  );
}

/**
 * What a route shows instead of a remote it cannot show; the rest of the page stays. A remote that is not
 * deployed is said so plainly (waiting will not help) with a way on; one that failed gets a retry.
 */
export function UnavailablePanel({ reason, onRetry, layout }: UnavailablePanelProps) {
  const { t } = useTranslation('host');
  const { flags } = useTemplate();
  const addNav = layout !== undefined && !layoutShowsTopNav(layout, flags);
  const notDeployed = reason === 'not-deployed';
  const texts = PANEL_TEXTS[reason];
  return (
    <>
      <ContentShown />
      {addNav && <ConnectedTopNav />}
      <div role="alert" className="remote-unavailable">
        <EmptyState
          className={`remote-unavailable__panel remote-unavailable__panel--${reason}`}
          icon={notDeployed ? <Sparkles /> : <CloudOff />}
          // the visitor's two ways in: one column, as wide as the panel allows, the same width each
          stretchAction={notDeployed}
          // in place of a page the panel is the page's one heading; in place of a widget, one among others
          headingLevel={layout === undefined ? 2 : 1}
          title={t(texts.title)}
          action={
            notDeployed ? (
              <NextSteps />
            ) : reason === 'outdated' ? (
              // only a new page brings the shell this version was built for
              <Button icon={<RefreshCw aria-hidden="true" />} onClick={() => window.location.reload()}>
                {t('remote.reload')}
              </Button>
            ) : (
              <Button icon={<RefreshCw aria-hidden="true" />} onClick={onRetry}>
                {t('common:button.retry')}
              </Button>
            )
          }
        >
          <p>{t(texts.hint)}</p>
        </EmptyState>
      </div>
    </>
  );
}

const PANEL_TEXTS = {
  'not-deployed': { title: 'remote.notDeployed', hint: 'remote.notDeployedHint' },
  failed: { title: 'remote.unavailable', hint: 'remote.hint' },
  outdated: { title: 'remote.outdated', hint: 'remote.outdatedHint' },
} as const;
