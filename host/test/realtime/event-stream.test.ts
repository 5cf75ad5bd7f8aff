import type { StreamEvent } from '@dating/contract';
import { connectEventStream, defaultRetryDelayMs, streamUrl } from '../../src/realtime/event-stream';

/**
 * jsdom and Node 20 have no EventSource, so the reconnect logic runs against this stand-in with the standard's
 * readyState rules (what arrives and how it is read are tested directly in apply-event.test.ts, the server's
 * side over real HTTP in server/test/realtime.test.ts).
 */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  // what the browser does
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(type: string, data: unknown, id = '') {
    const event = { data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail(giveUp: boolean) {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

let events: StreamEvent[];
let statuses: boolean[];
let resyncs: number;
const connect = () =>
  connectEventStream(
    {
      onEvent: (e) => events.push(e),
      onResync: () => (resyncs += 1),
      onStatus: (s) => statuses.push(s),
    },
    { EventSourceImpl: FakeEventSource as unknown as typeof EventSource, retryDelayMs: () => 1000 },
  );

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.opened = [];
  events = [];
  statuses = [];
  resyncs = 0;
});
afterEach(() => jest.useRealTimers());

test('events of every type are read; anything malformed is dropped', () => {
  const stream = connect();
  const source = FakeEventSource.opened[0]!;
  expect(source.url).toBe('/api/events.php');
  source.open();
  source.send('chats_changed', { type: 'chats_changed' }, '41');
  source.send('likes', { type: 'likes', new_likes: 'many' }, '42');
  source.send('resync', {});
  expect(events).toEqual([{ type: 'chats_changed' }]);
  expect(resyncs).toBe(1);
  expect(statuses).toEqual([true]);
  stream.close();
  expect(source.readyState).toBe(FakeEventSource.CLOSED);
  expect(statuses).toEqual([true, false]);
});

test('a dropped connection is left to the browser; one it gave up on is reopened where it left off', () => {
  const stream = connect();
  const first = FakeEventSource.opened[0]!;
  first.open();
  first.send('likes', { type: 'likes', new_likes: 1 }, '41');
  first.fail(false);
  jest.advanceTimersByTime(5000);
  expect(FakeEventSource.opened).toHaveLength(1);

  first.fail(true);
  expect(statuses).toEqual([true, false, false]);
  jest.advanceTimersByTime(999);
  expect(FakeEventSource.opened).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeEventSource.opened[1]!.url).toBe(streamUrl('41'));
  expect(streamUrl('41')).toBe('/api/events.php?last_event_id=41');
  stream.close();
  // closed by the page: no reopening afterwards
  FakeEventSource.opened[1]!.fail(true);
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.opened).toHaveLength(2);
});

test('the reopening waits longer each time, up to five minutes', () => {
  expect([1, 2, 3, 10].map(defaultRetryDelayMs)).toEqual([5000, 10_000, 20_000, 300_000]);
});
