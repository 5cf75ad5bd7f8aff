import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessageCircleHeart } from 'lucide-react';
import { useApiQuery, useMediaUrl } from '@dating/api-client';
import { getProfile } from '@dating/contract';
import { Avatar, buttonClassName, Card, LoadError, LoadingRegion, Skeleton } from '@dating/ui';
import { AgeAndMark, CityLine } from '../parts/ProfileFacts';

/** Where signing up from this page leads back to, and the signup of the member's own route that gets there. */
export const signupPathFor = (memberId: number) =>
  `/members/${memberId}/signup?return=${encodeURIComponent(`/members/${memberId}/chat`)}`;

/**
 * A visitor on a member's chat address: who they would be writing to, and a free signup that brings them back to
 * this conversation (or a login for those who have an account).
 */
export function VisitorChat({ memberId }: { memberId: number }) {
  const { t } = useTranslation('chat');
  const mediaUrl = useMediaUrl();
  const query = useApiQuery(getProfile, { query: { id: memberId } }, { retry: false });
  const profile = query.data?.profile;
  if (query.isPending)
    return (
      <LoadingRegion label={t('room.loading')} className="chat-room chat-visitor">
        <Skeleton shape="circle" width="6rem" height="6rem" />
        <Skeleton width="50%" />
      </LoadingRegion>
    );
  if (!profile)
    return (
      <div className="chat-room chat-visitor">
        <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </div>
    );
  const here = `/members/${memberId}/chat`;
  return (
    <div className="chat-room chat-visitor">
      <Card as="section" padding="lg" className="chat-visitor-card" aria-labelledby="chat-visitor-heading">
        <Avatar src={profile.main_image && mediaUrl(profile.main_image.thumb_filename)} size="lg" />
        <h1 id="chat-visitor-heading" className="chat-visitor-name">
          {profile.name}
          <AgeAndMark profile={profile} />
        </h1>
        <CityLine city={profile.city} />
        <MessageCircleHeart className="chat-visitor-icon" aria-hidden="true" />
        <p className="chat-visitor-title">{t('visitor.title', { name: profile.name })}</p>
        <p className="chat-visitor-text">{t('visitor.text')}</p>
        <Link to={signupPathFor(memberId)} className={buttonClassName({ size: 'lg', block: true })}>
          {t('visitor.signup')}
        </Link>
        <p className="chat-visitor-login">
          {t('visitor.member')}{' '}
          <Link to="/login" state={{ from: here }}>
            {t('visitor.login')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
