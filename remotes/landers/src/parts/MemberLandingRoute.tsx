import type { ReactNode } from 'react';
import { useLandingVisit } from '../visit/useLandingVisit';
import { LandingMember, type LandingMemberData } from './LandingMember';
import { memberIdOf } from './member-id';
import { MemberNotFound } from './MemberNotFound';

export interface MemberLandingRouteProps {
  /** the URL's memberId, as the host passes it */
  memberId: string | undefined;
  /** the page as useLandingVisit records it: 'members/12/landing2/summer' (landingVisitPage) */
  visit: string | null;
  version: string | undefined;
  /** members to load: the landing's member and others near them */
  count?: number;
  design: (data: LandingMemberData) => ReactNode;
}

/** What the three member landings share: the visit, the member from the URL, and the panel when they are gone. */
export function MemberLandingRoute({ memberId, visit, version, count, design }: MemberLandingRouteProps) {
  useLandingVisit(visit, version);
  const id = memberIdOf(memberId);
  if (id === null) return <MemberNotFound />;
  return (
    <LandingMember memberId={id} count={count}>
      {design}
    </LandingMember>
  );
}
