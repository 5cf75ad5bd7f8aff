import { useCallback, useEffect, useRef, useState } from 'react';
import { postChatTyping, type ChatMessage } from '@dating/contract';
import { useBusEvent } from '@dating/bus';
import { useApi } from '../caller';

/** How often at most the member's typing is told to the server. */
export const TYPING_SEND_EVERY_MS = 3_000;
/** How long the other member's typing shows after their last typing event. */
export const TYPING_SHOWN_MS = 5_000;

/**
 * The typing indicator both ways: `notifyTyping` (call on every keystroke) tells the server at most every
 * TYPING_SEND_EVERY_MS; `otherTyping` is true for TYPING_SHOWN_MS after the other member's typing event.
 */
export function useTyping(conversation: number) {
  const api = useApi();
  const lastSent = useRef(0);
  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_SEND_EVERY_MS) return;
    lastSent.current = now;
    // a lost typing signal is not worth telling the member about
    api.call(postChatTyping, { body: { conversation } }).catch(() => undefined);
  }, [api, conversation]);

  const [typingAt, setTypingAt] = useState<number | null>(null);
  useBusEvent('chat:typing', ({ conversation: c }) => {
    if (c === conversation) setTypingAt(Date.now());
  });
  useBusEvent('chat:message', ({ message }) => {
    const m = message as ChatMessage;
    if (m.conversation !== conversation) return;
    // a message from them ends their typing; one of mine ends mine, so typing the next one is signalled at once
    if (m.mine) lastSent.current = 0;
    else setTypingAt(null);
  });
  useEffect(() => {
    if (typingAt === null) return;
    const timer = setTimeout(() => setTypingAt(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);
  return { notifyTyping, otherTyping: typingAt !== null };
}
