import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@dating/contract';
import { LikeButton } from './LikeButton';
import { useStartChat } from '../chat/useStartChat';
import { useMediaUrl } from '@dating/api-client';
import { countryName } from '@dating/i18n';
import { Avatar } from '@dating/ui';

export interface ProfileCardProps {
  profile: Profile;
  /** logged in: like and chat buttons show */
  isMember: boolean;
  liked: boolean;
  showCity: boolean;
}

/** One search result (spec section 2): avatar linking to the profile, name, age, city, country and the actions. */
export function ProfileCard({ profile, isMember, liked, showCity }: ProfileCardProps) {
  const { t, i18n } = useTranslation('search');
  const { start, pending } = useStartChat();
  const mediaUrl = useMediaUrl();
  const href = `/members/${profile.id}`;
  const place = [showCity ? profile.city : '', countryName(profile.country, i18n.language)].filter(Boolean).join(', ');
  const headingId = `search-card-${profile.id}`;
  return (
    <article className="search-card" aria-labelledby={headingId} data-profile-id={profile.id}>
      <Link to={href} className="search-card-avatar" tabIndex={-1} aria-hidden="true">
        <Avatar src={profile.main_image && mediaUrl(profile.main_image.thumb_filename)} size="fill" shape="rounded" />
      </Link>
      <div className="search-card-body">
        <h3 id={headingId} className="search-card-name">
          <Link to={href}>{profile.name}</Link>
        </h3>
        <p className="search-card-meta">
          {profile.age !== null && <span>{t('card.age', { age: profile.age })}</span>}
          {place && <span>{place}</span>}
        </p>
        <div className="search-card-actions">
          {isMember && <LikeButton profile={profile} liked={liked} />}
          {isMember && (
            <button
              type="button"
              className="search-btn"
              disabled={pending === profile.id}
              onClick={() => start(profile.id)}
              aria-label={t('card.chat_label', { name: profile.name })}
            >
              {t('card.chat')}
            </button>
          )}
          <Link
            className="search-btn search-btn--link"
            to={href}
            aria-label={t('card.view_label', { name: profile.name })}
          >
            {t('card.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}
