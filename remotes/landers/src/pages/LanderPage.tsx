import '../landers.css';
import '../kinds/kinds.css';
import { Navigate } from 'react-router-dom';
import { useUser } from '@dating/api-client';
import { landingVisitPage, type RemotePageProps } from '@dating/routes';
import { LoadError } from '@dating/ui';
import { useCampaign } from '../content/useLanderContent';
import { useLandersMessages } from '../i18n';
import { useLanderKindsMessages } from '../kinds/i18n';
import { isLandingKind, KINDS } from '../kinds/kinds';
import { LanderFrame } from '../kinds/LanderFrame';
import { LanderSkeleton } from '../kinds/LanderSkeleton';
import { MissingCampaign } from '../kinds/MissingCampaign';
import { useDocumentTitle } from '../parts/useDocumentTitle';
import { useLandingVisit } from '../visit/useLandingVisit';

/**
 * /landers/{kind}/{slug} (docs/product.md §2, landing pages): the campaign the URL names, drawn in its kind's design.
 * An unknown kind reads as the video kind's lookup, which finds no such campaign and shows the missing panel.
 */
export default function LanderPage({ route, params, layout, version }: RemotePageProps) {
  const kind = params.kind ?? '';
  const slug = params.slug ?? '';
  useLandingVisit(landingVisitPage(route, params), version);
  useLandersMessages(); // the teaser cards' words
  const { t } = useLanderKindsMessages();
  const member = useUser().data?.user ?? null;
  const known = isLandingKind(kind);
  const state = useCampaign(known ? kind : 'video', known ? slug : '');
  useDocumentTitle(state.status === 'ready' ? state.copy.title : undefined);

  if (member) return <Navigate to="/home" replace />;
  if (state.status === 'ready') {
    const Kind = KINDS[state.campaign.kind];
    return <Kind campaign={state.campaign} copy={state.copy} />;
  }
  return (
    <LanderFrame layout={layout}>
      {state.status === 'pending' && <LanderSkeleton label={t('page.loading')} />}
      {state.status === 'error' && <LoadError error={state.error} retrying={false} onRetry={state.retry} />}
      {state.status === 'missing' && <MissingCampaign />}
    </LanderFrame>
  );
}
