import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getUser, postChatMessage, type User } from '@dating/contract';
import { useApi } from '../caller';
import { ApiError } from '../errors';
import { apiKey, publishUser } from '../queries';
import { applyMessage, outboxKey, type OutgoingMessage } from './cache';

/** A fresh client id for a message (ClientMessageId): random, so a retry with it is recognised by the server. */
export function newClientMessageId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  return Array.from({ length: 24 }, () => Math.floor(Math.random() * 36).toString(36)).join('');
}

/** The server's code for a send the member's credits do not cover. */
export const TOO_FEW_CREDITS = 'credits_too_few';

/** A send refused because the member's credits do not pay for it (the message is not sent, nothing is spent). */
export const isTooFewCredits = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === TOO_FEW_CREDITS || error.status === 402);

/** Puts the balance the server answered into the user cache and publishes it: the host's balance changes at once. */
function publishCredits(queryClient: QueryClient, credits: number): void {
  const user = queryClient.getQueryData<{ user: User | null }>(apiKey(getUser))?.user;
  if (user && user.credits !== credits) publishUser(queryClient, { ...user, credits });
}

export interface SendInput {
  text: string;
  /** a retry passes the failed message's client id, so it is neither sent nor charged twice */
  client_id?: string;
}

/**
 * Sends a message, optimistically: it shows as 'sending' at once, is swapped for the server's message when it is
 * stored (the balance in the host changes with it), and stays as 'failed' with its client id for a retry when the
 * send fails. A send refused for too few credits leaves nothing behind: the caller keeps the draft instead.
 */
export function useSendMessage(conversation: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const box = outboxKey(conversation);
  const setOutbox = (change: (items: OutgoingMessage[]) => OutgoingMessage[]) =>
    queryClient.setQueryData<OutgoingMessage[]>(box, (items = []) => change(items));
  return useMutation({
    mutationFn: ({ text, client_id }: Required<SendInput>) =>
      api.call(postChatMessage, { body: { conversation, text, client_id } }),
    onMutate: ({ text, client_id }) => {
      setOutbox((items) => [
        ...items.filter((i) => i.client_id !== client_id),
        { client_id, text, state: 'sending', sent_at: new Date().toISOString() },
      ]);
    },
    onSuccess: ({ message, credits }) => {
      // the same change as the stream's echo of this message: whichever comes second finds nothing to do
      applyMessage(queryClient, message);
      publishCredits(queryClient, credits);
    },
    onError: (error, { client_id }) => {
      if (isTooFewCredits(error)) setOutbox((items) => items.filter((i) => i.client_id !== client_id));
      else
        setOutbox((items) =>
          items.map((i) => (i.client_id === client_id ? { ...i, state: 'failed' as const, error } : i)),
        );
    },
  });
}
