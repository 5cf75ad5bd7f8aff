import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Teaser } from '@dating/contract';
import { LoadError, LoadingRegion, Skeleton } from '@dating/ui';
import { useTeasers } from '../teasers/useTeasers';
import { MemberNotFound } from './MemberNotFound';

export interface LandingMemberData {
  member: Teaser;
  /** members near them, for a design that shows more than one */
  others: Teaser[];
  /** the photos are blurred copies (settings): say so, a visitor sees them clear after signing up */
  blurred: boolean;
}

export interface LandingMemberProps {
  memberId: number;
  /** how many members to load: the landing's member first, then others near them */
  count?: number;
  children: (data: LandingMemberData) => ReactNode;
}

/**
 * The member a landing is about, as a visitor may see them: the teasers call (not profile.php) because it blurs
 * the photo when the site keeps its members for members, and it puts the asked member first. When the first is
 * someone else, the asked member is not there (deleted, hidden, never existed).
 */
export function LandingMember({ memberId, count = 1, children }: LandingMemberProps) {
  const { t } = useTranslation('landers');
  const teasers = useTeasers({ around: memberId, count });
  if (teasers.isPending) {
    return (
      <LoadingRegion label={t('member.loading')} className="landers-member-skeleton">
        <Skeleton shape="rect" aspectRatio="1" width="100%" />
        <Skeleton width="50%" />
        <Skeleton width="35%" />
      </LoadingRegion>
    );
  }
  if (teasers.isError) {
    return <LoadError error={teasers.error} retrying={teasers.isFetching} onRetry={() => void teasers.refetch()} />;
  }
  const [first, ...others] = teasers.data.profiles;
  if (!first || first.id !== memberId) return <MemberNotFound />;
  return <>{children({ member: first, others, blurred: teasers.data.blurred })}</>;
}
