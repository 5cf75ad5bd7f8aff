import '../chat.css';
import { Link } from 'react-router-dom';
import { MessagesSquare } from 'lucide-react';
import { useChats, useRemoveChat } from '@dating/api-client';
import { compareCodeUnits, type ChatListItem } from '@dating/contract';
import { errorText } from '@dating/i18n';
import type { RemotePageProps } from '@dating/routes';
import { Button, buttonClassName, Card, EmptyState, ErrorNotice, LoadError } from '@dating/ui';
import { useChatMessagesText } from '../i18n';
import { ChatListRow } from '../list/ChatListRow';
import { ChatsSkeleton } from '../list/ChatsSkeleton';

const lastActivity = (chat: ChatListItem) => chat.last_message?.sent_at ?? '';

/** Newest activity first (ISO times in UTC); a conversation without messages yet sorts as the oldest. */
const byActivity = (a: ChatListItem, b: ChatListItem) => compareCodeUnits(lastActivity(b), lastActivity(a));

/**
 * /chats (login, docs/product.md §2): the member's conversations, newest activity first. Removing one takes it off the
 * list at once and then asks the server; a refusal reloads the list and says why (docs/product.md §4, §8).
 */
export default function ChatsPage(_props: RemotePageProps) {
  const { t } = useChatMessagesText();
  const chats = useChats();
  const remove = useRemoveChat();
  const list = chats.data ? [...chats.data.chats].sort(byActivity) : null;
  return (
    <section className="chat-page" aria-labelledby="chats-heading">
      <div className="chat-header">
        <h1 id="chats-heading" className="chat-title">
          {t('list.title')}
        </h1>
      </div>
      {remove.isError && (
        <ErrorNotice
          className="chat-alert"
          action={
            <Button variant="secondary" onClick={() => remove.reset()}>
              {t('common:button.close')}
            </Button>
          }
        >
          {t('list.removeFailed', { reason: errorText(t, remove.error) })}
        </ErrorNotice>
      )}
      {chats.isPending && <ChatsSkeleton />}
      {chats.isError && !list && (
        <LoadError error={chats.error} retrying={chats.isFetching} onRetry={() => void chats.refetch()} />
      )}
      {list && list.length === 0 && (
        <Card padding="none">
          <EmptyState
            headingLevel={2}
            icon={<MessagesSquare />}
            title={t('list.empty.title')}
            action={
              <Link to="/members" className={buttonClassName()}>
                {t('list.empty.action')}
              </Link>
            }
          >
            <p>{t('list.empty.text')}</p>
          </EmptyState>
        </Card>
      )}
      {list && list.length > 0 && (
        <Card as="section" padding="none" aria-label={t('list.label')}>
          <ul className="chat-list">
            {list.map((chat) => (
              <ChatListRow key={chat.conversation.id} chat={chat} onRemove={(id) => remove.mutate(id)} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
