import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { getChats, unreadTotal, type ChatListItem } from '@dating/contract';
import { apiKey, setApi, useMarkRead, type ApiClient } from '../src';
import { profile } from './profile';

const CONVERSATION = 5;
const item = (unread: number): ChatListItem =>
  ({
    conversation: { id: CONVERSATION },
    profile: profile(2),
    num_unread_messages: unread,
    last_message: { text: 'Hello', sent_at: '2026-11-28T12:00:00.000Z', mine: false },
  }) as unknown as ChatListItem;

/** A promise settled from outside: a server answer that comes when the test says. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

test('a chats answer asked for before the conversation was read does not put its unread count back', async () => {
  // The server: one chats fetch is under way and answers late, from before the read; every later one is current.
  const early = later<{ chats: ChatListItem[] }>();
  let chatsCalls = 0;
  let read = false;
  const call = ((endpoint: unknown) => {
    if (endpoint === getChats) {
      chatsCalls += 1;
      return chatsCalls === 2 ? early.promise : Promise.resolve({ chats: [item(read ? 0 : 1)] });
    }
    read = true;
    return Promise.resolve({ ok: true });
  }) as ApiClient['call'];
  setApi({ packageName: 'test', call });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      // the host's chats query, behind the badge
      chats: useQuery({
        queryKey: apiKey(getChats),
        queryFn: () => call(getChats),
      }),
      markRead: useMarkRead(CONVERSATION),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.chats.data?.chats).toEqual([item(1)]));

  // a new message's refetch starts, and is still under way when the member opens the conversation
  act(() => void queryClient.invalidateQueries({ queryKey: apiKey(getChats) }));
  await waitFor(() => expect(chatsCalls).toBe(2));
  await act(async () => {
    await result.current.markRead.mutateAsync(1);
  });
  // the late answer, from before the read, lands now (react-query hands answers on in a later task)
  await act(async () => {
    early.resolve({ chats: [item(1)] });
    await early.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));

  expect(unreadTotal(result.current.chats.data!.chats)).toBe(0);
  expect(result.current.markRead.isSuccess).toBe(true);
});
