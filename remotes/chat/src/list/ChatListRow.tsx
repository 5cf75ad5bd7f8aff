import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { ChatListItem } from '@dating/contract';
import { useMediaUrl } from '@dating/api-client';
import { Avatar, CountBadge, IconButton } from '@dating/ui';
import { FictionalIcon } from '../parts/FictionalIcon';
import { formatFullTime, formatListTime } from '../format/time';
import { useLocale } from '../format/useLocale';

export interface ChatListRowProps {
  chat: ChatListItem;
  onRemove: (conversation: number) => void;
}

/**
 * One conversation: the other member's photo and name (the row's link, stretched over the row), the newest
 * message's preview and time, the unread count, and the way to remove it from the list.
 */
export function ChatListRow({ chat, onRemove }: ChatListRowProps) {
  const { t } = useTranslation('chat');
  const mediaUrl = useMediaUrl();
  const locale = useLocale();
  const { profile, last_message: last, num_unread_messages: unread } = chat;
  const id = chat.conversation.id;
  const preview = last ? (last.mine ? t('list.you', { text: last.text }) : last.text) : t('list.noMessages');
  return (
    <li className={`chat-row${unread > 0 ? ' chat-row--unread' : ''}`} data-conversation={id}>
      <Avatar src={profile.main_image && mediaUrl(profile.main_image.thumb_filename)} size="sm" />
      <div className="chat-row-body">
        <p className="chat-row-top">
          <Link to={`/chats/${id}`} className="chat-row-link">
            {profile.name}
          </Link>
          <FictionalIcon profile={profile} />
          {last && (
            <time className="chat-row-time" dateTime={last.sent_at} title={formatFullTime(last.sent_at, locale)}>
              {formatListTime(last.sent_at, locale)}
            </time>
          )}
        </p>
        <p className="chat-row-bottom">
          <span className="chat-row-preview">{preview}</span>
          {unread > 0 && (
            <CountBadge className="chat-row-unread" count={unread} label={t('list.unread', { count: unread })} />
          )}
        </p>
      </div>
      <IconButton
        className="chat-row-remove"
        label={t('list.remove', { name: profile.name })}
        icon={<Trash2 aria-hidden="true" />}
        onClick={() => onRemove(id)}
      />
    </li>
  );
}
