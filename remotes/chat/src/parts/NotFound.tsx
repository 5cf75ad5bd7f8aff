import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessageSquareOff } from 'lucide-react';
import { buttonClassName, EmptyState } from '@dating/ui';

/** An address with no conversation behind it: the way to the member's conversations. */
export function NotFound() {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-room">
      <EmptyState
        headingLevel={1}
        icon={<MessageSquareOff />}
        title={t('room.notFound')}
        action={
          <Link to="/chats" className={buttonClassName()}>
            {t('room.toList')}
          </Link>
        }
      />
    </div>
  );
}
