import '../landers.css';
import { landingVisitPage, type RemotePageProps } from '@dating/routes';
import { useLandersMessages } from '../i18n';
import { MemberLandingRoute } from '../parts/MemberLandingRoute';
import { MessageLanding } from '../parts/member/MessageLanding';
import { StandaloneFrame } from '../parts/StandaloneFrame';
import { VisitorsOnly } from '../parts/VisitorsOnly';

/**
 * /members/{memberId}/landing2/{slug} (empty layout, docs/product.md §2): the conversation with one member, to start.
 */
export default function MemberLanding2Page({ route, params, version }: RemotePageProps) {
  useLandersMessages();
  return (
    <VisitorsOnly>
      <StandaloneFrame>
        <MemberLandingRoute
          memberId={params.memberId}
          visit={landingVisitPage(route, params)}
          version={version}
          design={(data) => <MessageLanding {...data} />}
        />
      </StandaloneFrame>
    </VisitorsOnly>
  );
}
