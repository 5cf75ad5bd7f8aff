import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessage } from '@dating/contract';
import { applyStreamEvent, chatMessagesKey, setApi, useChatMessages, useSendMessage, type ApiClient } from '../src';
import { profile } from './profile';

const CONVERSATION = 5;
const stored = (client_id: string): ChatMessage => ({
  id: 10,
  conversation: CONVERSATION,
  from: 1,
  text: 'Hello there',
  sent_at: new Date().toISOString(),
  mine: true,
  client_id,
  links_allowed: false,
});

test('a sent message the stream delivers before the send answers is shown once, not twice', async () => {
  // The send hangs: its answer comes after the stream's copy of the message, as on a busy server.
  setApi({ packageName: 'test', call: (() => new Promise(() => undefined)) as ApiClient['call'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(chatMessagesKey(CONVERSATION), {
    pages: [{ messages: [], has_more: false, profile: profile(2), read_up_to: 0 }],
    pageParams: [0],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => ({ chat: useChatMessages(CONVERSATION), send: useSendMessage(CONVERSATION) }), {
    wrapper,
  });
  act(() => result.current.send.mutate({ text: 'Hello there', client_id: 'c-1' }));
  await waitFor(() => expect(result.current.chat.outgoing).toHaveLength(1));

  act(() => applyStreamEvent(queryClient, { type: 'message', message: stored('c-1') }));
  await waitFor(() => expect(result.current.chat.messages).toHaveLength(1));
  expect(result.current.chat.outgoing).toEqual([]);
});
