import { QueryClient } from '@tanstack/react-query';
import { apiKey } from '@dating/api-client';
import { createBus, type BusEventName, type BusEvents } from '@dating/bus';
import { getChats, getLikes, getUser, type ChatMessage } from '@dating/contract';
import { applyResync, applyStreamEvent } from '../../src/realtime/apply-event';
import { parseStreamEvent } from '../../src/realtime/event-stream';
import { chat, likes, user } from '../helpers/fixtures';

/** This page's bus: the one the host publishes on and the remotes listen to. */
const slot = Symbol.for('dating.bus');
const holder = globalThis as unknown as Record<symbol, unknown>;
let heard: [BusEventName, unknown][];
let queryClient: QueryClient;

beforeEach(() => {
  const bus = createBus('apply-event-test');
  holder[slot] = bus;
  heard = [];
  const names: BusEventName[] = [
    'chat:message',
    'chat:read',
    'chat:typing',
    'chat:removed',
    'unread:changed',
    'likes:changed',
    'user:changed',
    'stream:resync',
  ];
  for (const name of names) bus.on(name, (payload: BusEvents[typeof name]) => heard.push([name, payload]));
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(apiKey(getChats), { chats: [chat(1, 2), chat(2, 1)] });
  queryClient.setQueryData(apiKey(getLikes), likes(1));
  queryClient.setQueryData(apiKey(getUser), { user: user() });
});
afterEach(() => {
  (holder[slot] as { close(): void }).close();
  delete holder[slot];
  queryClient.clear();
});

const stale = (endpoint: typeof getChats | typeof getLikes | typeof getUser) =>
  queryClient.getQueryState(apiKey(endpoint))?.isInvalidated ?? false;

const message: ChatMessage = {
  id: 7,
  conversation: 1,
  from: 101,
  text: 'Hi there',
  sent_at: '2024-05-01T12:00:00.000Z',
  mine: false,
  client_id: null,
  links_allowed: false,
};

test('a message goes on the bus and makes the chats list (badge, order, preview) refetch', () => {
  applyStreamEvent(queryClient, { type: 'message', message });
  expect(heard).toEqual([['chat:message', { message }]]);
  expect(stale(getChats)).toBe(true);
  expect(stale(getLikes)).toBe(false);
});

test('read, typing: straight onto the bus with the bus’s names', () => {
  applyStreamEvent(queryClient, { type: 'read', conversation: 1, read_up_to: 7 });
  applyStreamEvent(queryClient, { type: 'typing', conversation: 1, from: 101 });
  expect(heard).toEqual([
    ['chat:read', { conversation: 1, readUpTo: 7 }],
    ['chat:typing', { conversation: 1, from: 101 }],
  ]);
});

test('a removed conversation leaves the cached list at once', () => {
  applyStreamEvent(queryClient, { type: 'conversation_removed', conversation: 1 });
  const list = queryClient.getQueryData<{ chats: { conversation: { id: number } }[] }>(apiKey(getChats));
  expect(list?.chats.map((c) => c.conversation.id)).toEqual([2]);
  expect(heard).toEqual([['chat:removed', { conversation: 1 }]]);
});

test('unread: the list refetches only when its counts do not add up to the server’s total', () => {
  applyStreamEvent(queryClient, { type: 'unread', total: 3 });
  expect(stale(getChats)).toBe(false);
  applyStreamEvent(queryClient, { type: 'unread', total: 1 });
  expect(stale(getChats)).toBe(true);
  expect(heard).toEqual([
    ['unread:changed', { count: 3 }],
    ['unread:changed', { count: 1 }],
  ]);
});

test('likes: the likes refetch and the new count is announced', () => {
  applyStreamEvent(queryClient, { type: 'likes', new_likes: 4 });
  expect(stale(getLikes)).toBe(true);
  expect(heard).toEqual([['likes:changed', { newLikes: 4 }]]);
});

test('credits: the user’s balance and paid status change at once; the same numbers change nothing', () => {
  const before = user();
  applyStreamEvent(queryClient, { type: 'credits', balance: before.credits + 50, paid_user: true });
  const after = queryClient.getQueryData<{ user: typeof before }>(apiKey(getUser))!.user;
  expect([after.credits, after.paid_user]).toEqual([before.credits + 50, true]);
  expect(heard.map(([name]) => name)).toEqual(['user:changed']);
  applyStreamEvent(queryClient, { type: 'credits', balance: before.credits + 50, paid_user: true });
  expect(heard).toHaveLength(1);
});

test('credits for a page without a user (logged out meanwhile) put nobody back', () => {
  queryClient.setQueryData(apiKey(getUser), { user: null });
  applyStreamEvent(queryClient, { type: 'credits', balance: 10, paid_user: false });
  expect(queryClient.getQueryData(apiKey(getUser))).toEqual({ user: null });
  expect(heard).toEqual([]);
});

test('a resync reloads the user, chats and likes and tells the remotes', () => {
  applyResync(queryClient);
  expect([stale(getChats), stale(getLikes), stale(getUser)]).toEqual([true, true, true]);
  expect(heard).toEqual([['stream:resync', {}]]);
});

test('only StreamEvents are accepted from the wire', () => {
  expect(parseStreamEvent(JSON.stringify({ type: 'unread', total: 2 }))).toEqual({ type: 'unread', total: 2 });
  expect(parseStreamEvent(JSON.stringify({ type: 'unread', total: -1 }))).toBeNull();
  expect(parseStreamEvent(JSON.stringify({ type: 'shutdown' }))).toBeNull();
  expect(parseStreamEvent('not json')).toBeNull();
});
