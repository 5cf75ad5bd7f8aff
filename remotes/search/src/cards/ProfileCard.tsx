import { memo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Camera, ChevronRight, MapPin, MessageCircle } from 'lucide-react';
import type { Profile } from '@dating/contract';
import { useMediaUrl } from '@dating/api-client';
import { countryName } from '@dating/i18n';
import { a11y, Avatar, IconButton } from '@dating/ui';
import { LikeButton } from './LikeButton';
import { AgeText } from './AgeText';
import { useStartChat } from '../chat/useStartChat';

export interface ProfileCardProps {
  profile: Profile;
  /** logged in: like and chat buttons show */
  isMember: boolean;
  liked: boolean;
  showCity: boolean;
  /** among the cards a page shows first: its photo loads at once (the page's largest paint), not lazily */
  firstScreen?: boolean;
}

/**
 * One search result (docs/product.md §2), photo first: the photo fills the card and links to the profile, the
 * name, age, place and a 'view profile' link sit on a gradient over it, like and chat are buttons on the photo.
 * Every card has the same shape (3:4), so a grid of them lines up whatever the photos or names are. Memoised: the grid
 * draws again when a filter, a poll or a like changes it, and a card only needs to when its own props do.
 */
export const ProfileCard = memo(function ProfileCard({
  profile,
  isMember,
  liked,
  showCity,
  firstScreen = false,
}: ProfileCardProps) {
  const { t, i18n } = useTranslation('search');
  const { start, pending } = useStartChat();
  const mediaUrl = useMediaUrl();
  const href = `/members/${profile.id}`;
  // the member page's back link returns here: the search with its filters, or home
  const here = useLocation();
  const from = { from: here.pathname + here.search };
  const place = [showCity ? profile.city : '', countryName(profile.country, i18n.language)].filter(Boolean).join(', ');
  const headingId = `search-card-${profile.id}`;
  const photoCount = profile.images.length;
  return (
    <article className="search-card" aria-labelledby={headingId} data-profile-id={profile.id}>
      {/* The whole card is this link for a pointer; keyboards and readers have the 'view profile' link below. */}
      <Link to={href} state={from} className="search-card-photo" tabIndex={-1} aria-hidden="true">
        {profile.main_image ? (
          <img
            className="search-card-img"
            src={mediaUrl(profile.main_image.thumb_filename)}
            alt=""
            width={240}
            height={320}
            loading={firstScreen ? 'eager' : 'lazy'}
            fetchPriority={firstScreen ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <Avatar size="fill" shape="rounded" className="search-card-img search-card-fallback" />
        )}
      </Link>
      {photoCount > 1 && (
        <span className="search-card-photos">
          <Camera aria-hidden="true" />
          <span aria-hidden="true">{photoCount}</span>
          <span className={a11y.visuallyHidden}>{t('card.photo_count', { count: photoCount })}</span>
        </span>
      )}
      <div className="search-card-caption">
        <h3 id={headingId} className="search-card-name">
          <Link to={href} state={from} tabIndex={-1}>
            {profile.name}
          </Link>
        </h3>
        <p className="search-card-meta">
          {profile.age !== null && <AgeText age={profile.age} className="search-card-age" />}
          {place && (
            <span className="search-card-place">
              <MapPin aria-hidden="true" />
              <span className="search-card-place-text">{place}</span>
            </span>
          )}
        </p>
        {/* named by what it says, then whose: one name per card in a list of links */}
        <Link
          to={href}
          state={from}
          className="search-card-view"
          aria-label={t('card.view_label', { name: profile.name })}
        >
          {t('card.view')}
          <ChevronRight aria-hidden="true" />
        </Link>
      </div>
      {isMember && (
        <div className="search-card-actions">
          <LikeButton profile={profile} liked={liked} appearance="overlay" />
          <IconButton
            variant="overlay"
            icon={<MessageCircle aria-hidden="true" />}
            label={t('card.chat_label', { name: profile.name })}
            disabled={pending === profile.id}
            aria-busy={pending === profile.id || undefined}
            onClick={() => start(profile.id)}
          />
        </div>
      )}
    </article>
  );
});
