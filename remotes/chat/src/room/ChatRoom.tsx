import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isTooFewCredits,
  newClientMessageId,
  useChatMessages,
  useChats,
  useMarkRead,
  useSendMessage,
  useTemplateFlags,
  useTyping,
} from '@dating/api-client';

import { a11y, Button, LoadError, LoadingRegion, Skeleton } from '@dating/ui';
import { isGone, NoConversation } from '../parts/NoConversation';
import { readDraft, storeDraft } from '../state/draft-storage';
import { storeLastOpenedChat } from '../state/last-opened-chat';
import { Composer, type ReturnedMessage } from './Composer';
import { MessageBubble } from './MessageBubble';
import { MessageCost } from './MessageCost';
import { MessageState, type OwnMessageState } from './MessageState';
import { OlderLoader } from './OlderLoader';
import { TooFewCredits } from './TooFewCredits';
import { TopBar } from './TopBar';
import { ConversationMenu } from './ConversationMenu';
import { TypingIndicator } from './TypingIndicator';
import { useScrollKeeper } from './useScrollKeeper';

export interface ChatRoomProps {
  conversation: number;
  /** where this page is, for the way back after buying credits or from the profile */
  here: string;
  /** where the top bar's back arrow leads (null: none) */
  backTo: string | null;
}

/**
 * One conversation (docs/product.md §2, chat layout): the messages, paged back in time, with the state of each own
 * message; the other member's typing; the composer with its draft kept per conversation (docs/product.md §3). Opening
 * it marks it read (docs/product.md §4), and so does every message that arrives while it is open.
 */
export function ChatRoom({ conversation, here, backTo }: ChatRoomProps) {
  const { t } = useTranslation('chat');
  const { query: chat, messages, outgoing, readUpTo, profile } = useChatMessages(conversation);
  const flags = useTemplateFlags().chat;
  const send = useSendMessage(conversation);
  const markRead = useMarkRead(conversation);
  const { notifyTyping, otherTyping } = useTyping(conversation);
  const [initialDraft] = useState(() => readDraft(conversation));
  const [returned, setReturned] = useState<ReturnedMessage | null>(null);
  const [tooFew, setTooFew] = useState(false);
  const [ownSent, setOwnSent] = useState(0);

  const deliver = (text: string, clientId: string) => {
    setTooFew(false);
    setOwnSent((n) => n + 1);
    send.mutate(
      { text, client_id: clientId },
      {
        onError: (error) => {
          if (!isTooFewCredits(error)) return;
          // nothing was sent: the message goes back into the composer unless the member started another one
          setTooFew(true);
          setReturned({ text });
        },
      },
    );
  };

  // opening marks read up to the newest message shown; later, each message from them that arrives while open
  const newest = messages.at(-1);
  const theirNewest = messages.findLast((m) => !m.mine)?.id;
  const marked = useRef(0);
  useEffect(() => {
    if (!newest || newest.id <= marked.current) return;
    const first = marked.current === 0;
    marked.current = newest.id;
    if (first || !newest.mine) markRead.mutate(newest.id);
  }, [newest, markRead]);

  // the last opened chat (docs/product.md §3)
  const profileId = profile?.id;
  useEffect(() => {
    if (profileId !== undefined) storeLastOpenedChat(profileId);
  }, [profileId]);

  // without the stream, the polled chat list is what notices a newer message: then the conversation is fetched again
  const listed = useChats({ enabled: false }).data?.chats.find((c) => c.conversation.id === conversation);
  const listedAt = listed?.last_message?.sent_at;
  const { refetch, isFetching } = chat;
  useEffect(() => {
    if (listedAt && newest && listedAt > newest.sent_at && !isFetching) void refetch();
  }, [listedAt, newest, isFetching, refetch]);

  const { logRef, beforeOlder } = useScrollKeeper({
    ready: messages.length > 0,
    newestKey: newest?.id,
    oldestKey: messages[0]?.id,
    ownSent,
  });
  const loadOlder = () => {
    if (!chat.hasNextPage || chat.isFetchingNextPage) return;
    beforeOlder();
    void chat.fetchNextPage();
  };

  if (chat.isPending)
    return (
      <LoadingRegion label={t('room.loading')} className="chat-room">
        <Skeleton width="50%" height="3rem" />
        <Skeleton width="60%" height="3rem" className="chat-skeleton-mine" />
        <Skeleton width="40%" height="3rem" />
      </LoadingRegion>
    );
  if (!profile && isGone(chat.error)) return <NoConversation gone />;
  if (!profile)
    return (
      <div className="chat-room">
        <LoadError error={chat.error} retrying={chat.isFetching} onRetry={() => void chat.refetch()} />
      </div>
    );

  const stateOf = (id: number): OwnMessageState => (id <= readUpTo ? 'read' : 'sent');
  return (
    <div className="chat-room chat-room--conversation">
      {flags.showTopBar ? (
        <TopBar profile={profile} here={here} backTo={backTo} reportMessage={theirNewest} />
      ) : (
        <>
          <h1 className={a11y.visuallyHidden}>{t('room.title', { name: profile.name })}</h1>
          <ConversationMenu member={profile} reportMessage={theirNewest} />
        </>
      )}
      {/* the log scrolls by itself: focusable, so a keyboard can scroll it too */}
      <div
        ref={logRef}
        className="chat-log"
        role="log"
        tabIndex={0}
        aria-label={t('room.messages', { name: profile.name })}
      >
        {chat.hasNextPage && <OlderLoader loading={chat.isFetchingNextPage} onLoad={loadOlder} />}
        {messages.length === 0 && outgoing.length === 0 && (
          <p className="chat-first">{t('room.first', { name: profile.name })}</p>
        )}
        <ol className="chat-messages">
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              id={String(m.id)}
              text={m.text}
              sentAt={m.sent_at}
              mine={m.mine}
              linksAllowed={m.links_allowed}
              status={m.mine && <MessageState state={stateOf(m.id)} />}
            />
          ))}
          {outgoing.map((o) => (
            <MessageBubble
              key={o.client_id}
              id={o.client_id}
              text={o.text}
              sentAt={o.sent_at}
              mine
              linksAllowed={false}
              status={
                <>
                  <MessageState state={o.state} />
                  {o.state === 'failed' && (
                    <Button variant="secondary" onClick={() => deliver(o.text, o.client_id)}>
                      {t('state.retry')}
                    </Button>
                  )}
                </>
              }
            />
          ))}
        </ol>
        <TypingIndicator name={profile.name} typing={otherTyping} />
      </div>
      <div className="chat-bottom">
        {tooFew && <TooFewCredits returnTo={here} />}
        <Composer
          name={profile.name}
          initialDraft={initialDraft}
          onDraftChange={(text) => storeDraft(conversation, text)}
          onType={notifyTyping}
          onSend={(text) => deliver(text, newClientMessageId())}
          returned={returned}
          showEmojiButton={flags.showEmojiButton}
        />
        <MessageCost />
      </div>
    </div>
  );
}
