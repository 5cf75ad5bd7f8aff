import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MapPin } from 'lucide-react';
import type { Profile } from '@dating/contract';
import { useMediaUrl } from '@dating/api-client';
import { a11y, Avatar } from '@dating/ui';
import { FictionalIcon } from '../parts/FictionalIcon';

/**
 * The chat top bar (template flag chat.showTopBar): the way back to the list, and who this conversation is with,
 * their name, age and city linking to their profile.
 */
export function TopBar({ profile, backTo }: { profile: Profile; backTo: string | null }) {
  const { t } = useTranslation('chat');
  const mediaUrl = useMediaUrl();
  return (
    <header className="chat-topbar">
      {backTo && (
        <Link to={backTo} className="chat-topbar-back" aria-label={t('room.back')}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      )}
      <Avatar src={profile.main_image && mediaUrl(profile.main_image.thumb_filename)} size="sm" />
      <div className="chat-topbar-who">
        <h1 className="chat-topbar-name">
          <Link to={`/members/${profile.id}`} aria-label={t('room.profileLink', { name: profile.name })}>
            {profile.name}
          </Link>
          {profile.age !== null && (
            <>
              <span className="chat-topbar-age" aria-hidden="true">
                {profile.age}
              </span>
              <span className={a11y.visuallyHidden}>{t('age', { age: profile.age })}</span>
            </>
          )}
          <FictionalIcon profile={profile} />
        </h1>
        {profile.city && (
          <p className="chat-topbar-city">
            <MapPin aria-hidden="true" />
            {profile.city}
          </p>
        )}
      </div>
    </header>
  );
}
