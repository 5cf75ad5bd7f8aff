import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessageSquareOff } from 'lucide-react';
import { ApiError } from '@dating/api-client';
import { buttonClassName, EmptyState } from '@dating/ui';

/**
 * A conversation this member cannot open, with the way on to the member's chats and no Retry, which cannot help:
 * an address with no conversation behind it, or (`gone`) one the server no longer shows this member. The server
 * answers an unknown conversation, a member who left and a block either way with the same 404 (docs/architecture.md,
 * Security rules), so a gone conversation's text names all of them.
 */
export function NoConversation({ gone = false }: { gone?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-room">
      <EmptyState
        headingLevel={1}
        icon={<MessageSquareOff />}
        title={gone ? t('room.unavailable.title') : t('room.notFound')}
        action={
          <Link to="/chats" className={buttonClassName()}>
            {t('room.toList')}
          </Link>
        }
      >
        {gone && <p>{t('room.unavailable.text')}</p>}
      </EmptyState>
    </div>
  );
}

/** The server's answer for a conversation (or member) that is not there for this member: 404 not_found. */
export const isGone = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404 && error.code === 'not_found';
