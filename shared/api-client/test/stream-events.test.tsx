import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBus, type BusEventName } from '@dating/bus';
import {
  getChats,
  getLikes,
  getUser,
  type ChatListItem,
  type ChatMessage,
  type Likes,
  type User,
} from '@dating/contract';
import {
  apiKey,
  applyResync,
  applyStreamEvent,
  chatMessagesKey,
  setApi,
  TYPING_SHOWN_MS,
  useChatMessages,
  useTyping,
  type ApiClient,
} from '../src';
import { profile } from './profile';

// Every event of the stream goes into the query cache the hooks read; the bus carries none of them.
const slot = Symbol.for('dating.bus');
const holder = globalThis as unknown as Record<symbol, unknown>;
let heard: BusEventName[];
let queryClient: QueryClient;

const chat = (id: number, unread: number): ChatListItem => ({
  conversation: { id },
  profile: profile(id + 100),
  num_unread_messages: unread,
  last_message: { text: 'Hello', sent_at: '2024-05-01T12:00:00.000Z', mine: false },
});
const likes: Likes = { profiles: [], liked_by: [] };
// only what the credits event touches matters here
const member = () => ({ credits: 0, paid_user: false, profile: profile(1) }) as User;
const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 7,
  conversation: 1,
  from: 101,
  text: 'Hi there',
  sent_at: '2024-05-01T12:05:00.000Z',
  mine: false,
  client_id: null,
  links_allowed: false,
  ...overrides,
});
const openConversation = (conversation: number, messages: ChatMessage[] = []) =>
  queryClient.setQueryData(chatMessagesKey(conversation), {
    pages: [{ messages, has_more: false, profile: profile(101), read_up_to: 0 }],
    pageParams: [0],
  });
const listed = () => queryClient.getQueryData<{ chats: ChatListItem[] }>(apiKey(getChats))!.chats;
const stale = (endpoint: typeof getChats | typeof getLikes | typeof getUser) =>
  queryClient.getQueryState(apiKey(endpoint))?.isInvalidated ?? false;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  const bus = createBus('stream-events-test');
  holder[slot] = bus;
  heard = [];
  const all = ['user:changed', 'session:expired', 'likes:changed', 'locale:changed', 'remote:error'] as const;
  for (const name of all) bus.on(name, () => heard.push(name));
  setApi({ packageName: 'test', call: (() => new Promise(() => undefined)) as ApiClient['call'] });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(apiKey(getChats), { chats: [chat(1, 2), chat(2, 1)] });
  queryClient.setQueryData(apiKey(getLikes), likes);
  queryClient.setQueryData(apiKey(getUser), { user: member() });
});
afterEach(() => {
  (holder[slot] as { close(): void }).close();
  delete holder[slot];
  queryClient.clear();
});

test('a message from the other member joins the open conversation and refetches the list (unread, order)', async () => {
  openConversation(1);
  const { result } = renderHook(() => useChatMessages(1), { wrapper });
  act(() => applyStreamEvent(queryClient, { type: 'message', message: message() }));
  await waitFor(() => expect(result.current.messages.map((m) => m.text)).toEqual(['Hi there']));
  expect(stale(getChats)).toBe(true);
  expect(heard).toEqual([]);
});

test('an own message (its echo, or the send’s answer first) moves the listed preview without a refetch, once', () => {
  openConversation(1);
  const own = message({ id: 8, from: 1, mine: true, text: 'Mine', client_id: 'c-1' });
  applyStreamEvent(queryClient, { type: 'message', message: own });
  applyStreamEvent(queryClient, { type: 'message', message: own });
  expect(listed()[0]!.last_message).toEqual({ text: 'Mine', sent_at: own.sent_at, mine: true });
  expect(stale(getChats)).toBe(false);
  const { result } = renderHook(() => useChatMessages(1), { wrapper });
  expect(result.current.messages.map((m) => m.id)).toEqual([8]);
});

test('the first own message of a conversation not listed yet refetches the list', () => {
  applyStreamEvent(queryClient, { type: 'message', message: message({ conversation: 9, mine: true }) });
  expect(stale(getChats)).toBe(true);
});

test('a read receipt marks the own messages read in the open conversation', async () => {
  openConversation(1, [message({ id: 5, mine: true })]);
  const { result } = renderHook(() => useChatMessages(1), { wrapper });
  act(() => applyStreamEvent(queryClient, { type: 'read', conversation: 1, read_up_to: 5 }));
  await waitFor(() => expect(result.current.readUpTo).toBe(5));
});

test('typing shows for a few seconds, and a message from them ends it at once', () => {
  jest.useFakeTimers();
  // react-query tells its observers on the next tick
  const apply = (event: Parameters<typeof applyStreamEvent>[1]) =>
    act(() => {
      applyStreamEvent(queryClient, event);
      jest.advanceTimersByTime(0);
    });
  const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
  try {
    const { result } = renderHook(() => useTyping(1), { wrapper });
    apply({ type: 'typing', conversation: 1, from: 101 });
    expect(result.current.otherTyping).toBe(true);
    wait(TYPING_SHOWN_MS - 1);
    expect(result.current.otherTyping).toBe(true);
    wait(10);
    expect(result.current.otherTyping).toBe(false);

    apply({ type: 'typing', conversation: 1, from: 101 });
    expect(result.current.otherTyping).toBe(true);
    apply({ type: 'message', message: message() });
    expect(result.current.otherTyping).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test('a removed conversation leaves the cached list (and the badge it adds up to) at once', () => {
  applyStreamEvent(queryClient, { type: 'conversation_removed', conversation: 1 });
  expect(listed().map((c) => c.conversation.id)).toEqual([2]);
});

test('chats_changed (read in another page, a member left): the list refetches', () => {
  applyStreamEvent(queryClient, { type: 'chats_changed' });
  expect(stale(getChats)).toBe(true);
  expect(heard).toEqual([]);
});

test('likes: the likes refetch; the other tabs are not told again (their streams carry the same event)', () => {
  applyStreamEvent(queryClient, { type: 'likes', new_likes: 4 });
  expect(stale(getLikes)).toBe(true);
  expect(heard).toEqual([]);
});

test('credits: the user’s balance and paid status change at once; the same numbers change nothing', () => {
  const before = member();
  applyStreamEvent(queryClient, { type: 'credits', balance: before.credits + 50, paid_user: true });
  const after = queryClient.getQueryData<{ user: typeof before }>(apiKey(getUser))!.user;
  expect([after.credits, after.paid_user]).toEqual([before.credits + 50, true]);
  expect(heard).toEqual(['user:changed']);
  applyStreamEvent(queryClient, { type: 'credits', balance: before.credits + 50, paid_user: true });
  expect(heard).toHaveLength(1);
});

test('credits for a page without a user (logged out meanwhile) put nobody back', () => {
  queryClient.setQueryData(apiKey(getUser), { user: null });
  applyStreamEvent(queryClient, { type: 'credits', balance: 10, paid_user: false });
  expect(queryClient.getQueryData(apiKey(getUser))).toEqual({ user: null });
  expect(heard).toEqual([]);
});

test('a resync reloads the user, chats, likes and the open conversations', () => {
  openConversation(1);
  applyResync(queryClient);
  expect([stale(getChats), stale(getLikes), stale(getUser)]).toEqual([true, true, true]);
  expect(queryClient.getQueryState(chatMessagesKey(1))?.isInvalidated).toBe(true);
});
