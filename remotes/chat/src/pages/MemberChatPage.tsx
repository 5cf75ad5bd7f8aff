import '../chat.css';
import { useApiQuery, useUser } from '@dating/api-client';
import { getChatProfile, Id, is } from '@dating/contract';
import type { RemotePageProps } from '@dating/routes';
import { LoadError, LoadingRegion, Skeleton } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useChatMessagesText } from '../i18n';
import { isGone, NoConversation } from '../parts/NoConversation';
import { ChatRoom } from '../room/ChatRoom';
import { VisitorChat } from '../visitor/VisitorChat';

/**
 * /members/:memberId/chat (chat layout, no login needed; docs/product.md §2). A member goes straight into the
 * conversation with that member: GET chat.php?profile finds it or makes it (it is listed in /chats only after its
 * first message). A visitor sees the member and the way to sign up, which comes back here.
 */
export default function MemberChatPage({ params }: RemotePageProps) {
  useChatMessagesText();
  const memberId = Number(params.memberId);
  const user = useUser();
  if (!is(memberId, Id)) return <NoConversation />;
  if (user.isPending) return <RoomSkeleton />;
  if (!user.data?.user) return <VisitorChat memberId={memberId} />;
  return <MemberChat key={memberId} memberId={memberId} />;
}

function MemberChat({ memberId }: { memberId: number }) {
  const chat = useApiQuery(getChatProfile, { query: { profile: memberId } }, { retry: false, staleTime: Infinity });
  if (chat.isPending) return <RoomSkeleton />;
  if (!chat.data && isGone(chat.error)) return <NoConversation gone />;
  if (!chat.data)
    return (
      <div className="chat-room">
        <LoadError error={chat.error} retrying={chat.isFetching} onRetry={() => void chat.refetch()} />
      </div>
    );
  return <ChatRoom conversation={chat.data.id} here={`/members/${memberId}/chat`} backTo="/chats" />;
}

function RoomSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <LoadingRegion label={t('room.loading')} className="chat-room">
      <Skeleton width="50%" height="3rem" />
      <Skeleton width="40%" height="3rem" />
    </LoadingRegion>
  );
}
