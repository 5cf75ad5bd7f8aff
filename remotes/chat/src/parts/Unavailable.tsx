import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessageSquareOff } from 'lucide-react';
import { ApiError } from '@dating/api-client';
import { buttonClassName, EmptyState } from '@dating/ui';

/**
 * A conversation the server no longer shows this member: it answers an unknown conversation, a member who left and
 * a block either way with the same 404 (docs/architecture.md, Security rules), so the page says all of them, and
 * trying again cannot help: the way on is the member's chats.
 */
export function Unavailable() {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-room">
      <EmptyState
        headingLevel={1}
        icon={<MessageSquareOff />}
        title={t('room.unavailable.title')}
        action={
          <Link to="/chats" className={buttonClassName()}>
            {t('room.toList')}
          </Link>
        }
      >
        <p>{t('room.unavailable.text')}</p>
      </EmptyState>
    </div>
  );
}

/** The server's answer for a conversation (or member) that is not there for this member: 404 not_found. */
export const isGone = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404 && error.code === 'not_found';
