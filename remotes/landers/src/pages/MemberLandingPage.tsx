import '../landers.css';
import { landingVisitPage, type RemotePageProps } from '@dating/routes';
import { useLandersMessages } from '../i18n';
import { MemberLandingRoute } from '../parts/MemberLandingRoute';
import { ProfileCardLanding } from '../parts/member/ProfileCardLanding';
import { VisitorsOnly } from '../parts/VisitorsOnly';

/** the member first, then six more near them */
const MEMBERS = 7;

/** /members/{memberId}/landing (lander layout, docs/product.md §2): one member's card and the way to write to them. */
export default function MemberLandingPage({ route, params, version }: RemotePageProps) {
  useLandersMessages();
  return (
    <VisitorsOnly>
      <MemberLandingRoute
        memberId={params.memberId}
        visit={landingVisitPage(route, params)}
        version={version}
        count={MEMBERS}
        design={(data) => <ProfileCardLanding {...data} />}
      />
    </VisitorsOnly>
  );
}
