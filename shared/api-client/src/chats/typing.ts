import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { postChatTyping } from '@dating/contract';
import { useApi } from '../caller';
import { typingKey } from './cache';
import { useOutbox } from './messages';

/** How often at most the member's typing is told to the server. */
export const TYPING_SEND_EVERY_MS = 3_000;
/** How long the other member's typing shows after their last typing event. */
export const TYPING_SHOWN_MS = 5_000;

/**
 * The typing indicator both ways: `notifyTyping` (call on every keystroke) tells the server at most every
 * TYPING_SEND_EVERY_MS, and at once again after a send; `otherTyping` is true for TYPING_SHOWN_MS after the
 * other member's typing event (applyStreamEvent keeps when it came in the cache, and a message from them ends it).
 */
export function useTyping(conversation: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const lastSent = useRef(0);
  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_SEND_EVERY_MS) return;
    lastSent.current = now;
    // a lost typing signal is not worth telling the member about
    api.call(postChatTyping, { body: { conversation } }).catch(() => undefined);
  }, [api, conversation]);
  // a send ends the member's own typing: the next message's first keystroke is signalled at once
  const sending = useOutbox(conversation).length;
  useEffect(() => {
    if (sending > 0) lastSent.current = 0;
  }, [sending]);

  const typingAt = useQuery<number | null>({
    queryKey: typingKey(conversation),
    queryFn: () => null,
    initialData: null,
    staleTime: Infinity,
  }).data;
  useEffect(() => {
    if (typingAt === null) return;
    const timer = setTimeout(
      () => queryClient.setQueryData<number | null>(typingKey(conversation), (at) => (at === typingAt ? null : at)),
      Math.max(0, typingAt + TYPING_SHOWN_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typingAt, conversation, queryClient]);
  return { notifyTyping, otherTyping: typingAt !== null };
}
