import type { ReactNode } from 'react';
import { formatFullTime, formatMessageTime } from '../format/time';
import { useLocale } from '../format/useLocale';
import { MessageText } from './MessageText';

export interface MessageBubbleProps {
  text: string;
  sentAt: string;
  mine: boolean;
  linksAllowed: boolean;
  /** under an own message: its state, and for a failed one the retry */
  status?: ReactNode;
  /** the message id, or the client id of one not stored yet */
  id: string;
}

/** One message: the member's own on the end side, the other member's on the start side. */
export function MessageBubble({ text, sentAt, mine, linksAllowed, status, id }: MessageBubbleProps) {
  const locale = useLocale();
  return (
    <li className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--theirs'}`} data-message={id}>
      <p className="chat-msg-text">
        <MessageText text={text} linksAllowed={linksAllowed} />
      </p>
      <p className="chat-msg-meta">
        <time dateTime={sentAt} title={formatFullTime(sentAt, locale)}>
          {formatMessageTime(sentAt, locale)}
        </time>
        {status}
      </p>
    </li>
  );
}
