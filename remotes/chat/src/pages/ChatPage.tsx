import '../chat.css';
import { Id, is } from '@dating/contract';
import type { RemotePageProps } from '@dating/routes';
import { useChatMessagesText } from '../i18n';
import { ChatRoom } from '../room/ChatRoom';
import { NoConversation } from '../parts/NoConversation';

/** /chats/:chatId (login, chat layout, docs/product.md §2): one conversation. */
export default function ChatPage({ params }: RemotePageProps) {
  useChatMessagesText();
  const conversation = Number(params.chatId);
  if (!is(conversation, Id)) return <NoConversation />;
  return <ChatRoom key={conversation} conversation={conversation} here={`/chats/${conversation}`} backTo="/chats" />;
}
