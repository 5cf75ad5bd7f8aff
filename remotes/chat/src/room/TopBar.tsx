import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { Profile } from '@dating/contract';
import { useMediaUrl } from '@dating/api-client';
import { Avatar } from '@dating/ui';
import { AgeAndMark, CityLine } from '../parts/ProfileFacts';
import { ConversationMenu } from './ConversationMenu';

/**
 * The chat top bar (template flag chat.showTopBar): the way back to the list, and who this conversation is with,
 * their name, age and city linking to their profile, whose back link then returns to this conversation.
 */
export function TopBar({
  profile,
  here,
  backTo,
  reportMessage,
}: {
  profile: Profile;
  /** this conversation's path */
  here: string;
  backTo: string | null;
  /** the other member's newest message here, for the menu's report link */
  reportMessage?: number;
}) {
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
          <Link
            to={`/members/${profile.id}`}
            state={{ from: here }}
            aria-label={t('room.profileLink', { name: profile.name })}
          >
            {profile.name}
          </Link>
          <AgeAndMark profile={profile} />
        </h1>
        <CityLine city={profile.city} />
      </div>
      <ConversationMenu member={profile} reportMessage={reportMessage} />
    </header>
  );
}
