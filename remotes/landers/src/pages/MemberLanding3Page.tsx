import '../landers.css';
import { landingVisitPage, type RemotePageProps } from '@dating/routes';
import { useLandersMessages } from '../i18n';
import { MemberLandingRoute } from '../parts/MemberLandingRoute';
import { PhotoLanding } from '../parts/member/PhotoLanding';
import { StandaloneFrame } from '../parts/StandaloneFrame';
import { VisitorsOnly } from '../parts/VisitorsOnly';

/** /members/{memberId}/landing3/{slug} (empty layout, docs/product.md §2): one member's photo, full screen. */
export default function MemberLanding3Page({ route, params, version }: RemotePageProps) {
  useLandersMessages();
  return (
    <VisitorsOnly>
      <StandaloneFrame bleed>
        <MemberLandingRoute
          memberId={params.memberId}
          visit={landingVisitPage(route, params)}
          version={version}
          design={(data) => <PhotoLanding {...data} />}
        />
      </StandaloneFrame>
    </VisitorsOnly>
  );
}
