import { randomBytes } from 'node:crypto';
import { EVENT_STREAM_PATH, type StreamEvent } from '@dating/contract';
import { openEventStream, type OpenEventStream, type SseMessage } from '../src/realtime/sse-client';
import { REPLAY_LIMIT } from '../src/realtime/hub';
import { writeLedger } from '../src/credits/ledger';
import { publishLikes } from '../src/realtime/publish';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { Ticker } from '../src/realtime/plugin';
import { createMember } from './helpers/members';
import type { HttpClient } from './helpers/http-client';

let t: TestApp;
const streams: OpenEventStream[] = [];

async function member(): Promise<{ id: number; cookie: string; c: HttpClient }> {
  const m = await createMember(t.db);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, cookie: c.cookieHeader(), c };
}

async function open(app: TestApp, cookie: string, lastEventId?: string): Promise<OpenEventStream> {
  const stream = await openEventStream(app.baseUrl + EVENT_STREAM_PATH, { cookie, lastEventId });
  streams.push(stream);
  return stream;
}

const marker = (n: number): StreamEvent => ({ type: 'likes', new_likes: n });
const numbers = (messages: SseMessage[]) =>
  messages.map((m) => (JSON.parse(m.data) as { new_likes: number }).new_likes);

/** The heartbeats of the open streams, beaten by the tests instead of a wall-clock interval. */
const beats = new Set<() => void>();
let onStop = () => {};
const heartbeat: Ticker = (beat) => {
  beats.add(beat);
  return () => {
    beats.delete(beat);
    onStop();
  };
};
const beat = () => {
  for (const b of beats) b();
};

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Redis keeps counters and buffers between runs, and test databases reuse member ids: a prefix per run. */
const nameSpace = () => `dating-test-rt-${randomBytes(6).toString('hex')}:`;
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

// Every behaviour holds for both hubs: in-process (no REDIS_URL) and Redis pub/sub.
describe.each([
  ['in-process hub', undefined],
  ['Redis hub', REDIS_URL],
])('%s', (_name, redisUrl) => {
  beforeAll(async () => {
    t = await startTestApp({
      devTools: true,
      redisUrl,
      rateLimitNameSpace: nameSpace(),
      loginRateLimit: { max: 1000, windowMs: 60_000 },
      realtime: { heartbeat, nameSpace: nameSpace() },
    });
  });
  afterAll(() => t.close());

  test('an open stream gets its member’s events, with increasing ids, and no one else’s', async () => {
    const a = await member();
    const b = await member();
    const stream = await open(t, a.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toContain('no-cache');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');

    t.app.realtime.publish(b.id, marker(9));
    t.app.realtime.publish(a.id, marker(1));
    t.app.realtime.publish(a.id, { type: 'likes', new_likes: 3 });
    // the last one published: through Redis the first may be in while the second is still on its way
    await stream.next((m) => m.event === 'likes' && JSON.parse(m.data).new_likes === 3);
    expect(stream.messages.map((m) => [m.event, JSON.parse(m.data)])).toEqual([
      ['likes', marker(1)],
      ['likes', { type: 'likes', new_likes: 3 }],
    ]);
    const [first, second] = stream.messages.map((m) => Number(m.id));
    expect(second).toBe(first! + 1);
  });

  test('a reconnect with Last-Event-ID gets what it missed, once, and then the live events', async () => {
    const a = await member();
    const first = await open(t, a.cookie);
    for (const n of [1, 2, 3]) t.app.realtime.publish(a.id, marker(n));
    const seen = await first.next((m) => JSON.parse(m.data).new_likes === 2);
    first.close();
    await new Promise((r) => setTimeout(r, 50));
    for (const n of [4, 5]) t.app.realtime.publish(a.id, marker(n));

    const again = await open(t, a.cookie, seen.id);
    await again.next((m) => JSON.parse(m.data).new_likes === 5);
    t.app.realtime.publish(a.id, marker(6));
    await again.next((m) => JSON.parse(m.data).new_likes === 6);
    expect(numbers(again.messages)).toEqual([3, 4, 5, 6]);
    // a page that had to open a new EventSource names its resume point in the query instead of the header
    const reopened = await openEventStream(`${t.baseUrl}${EVENT_STREAM_PATH}?last_event_id=${seen.id}`, {
      cookie: a.cookie,
    });
    streams.push(reopened);
    await reopened.next((m) => JSON.parse(m.data).new_likes === 6);
    expect(numbers(reopened.messages)).toEqual([3, 4, 5, 6]);
    expect(again.messages.some((m) => m.event === 'resync')).toBe(false);
  });

  test('a Last-Event-ID the replay cannot cover gets a resync event first, never a silent gap', async () => {
    const a = await member();
    const first = await open(t, a.cookie);
    t.app.realtime.publish(a.id, marker(1));
    const seen = await first.next((m) => m.event === 'likes');
    first.close();
    // one more than the buffer keeps: the oldest missed event is gone
    for (let n = 2; n <= REPLAY_LIMIT + 2; n++) t.app.realtime.publish(a.id, marker(n));
    await t.app.realtime.flush();

    const trimmed = await open(t, a.cookie, seen.id);
    await trimmed.next((m) => m.event === 'likes' && JSON.parse(m.data).new_likes === REPLAY_LIMIT + 2);
    expect(trimmed.messages[0]!.event).toBe('resync');
    expect(numbers(trimmed.messages.slice(1))).toEqual(Array.from({ length: REPLAY_LIMIT }, (_, i) => i + 3));

    // an id from before a restart (or a flushed Redis) is newer than anything this member has
    const foreign = await open(t, a.cookie, String(Number(seen.id) + 1_000_000));
    await foreign.next((m) => m.event === 'resync');
    t.app.realtime.publish(a.id, marker(999));
    await foreign.next((m) => m.event === 'likes');
    expect(numbers(foreign.messages.slice(1))).toEqual([999]);
  });

  test('several pages of one member each get every event', async () => {
    const a = await member();
    const pages = [await open(t, a.cookie), await open(t, a.cookie)];
    expect(await t.app.realtime.hasOpenStream(a.id)).toBe(true);
    t.app.realtime.publish(a.id, marker(7));
    for (const page of pages) expect(JSON.parse((await page.next((m) => m.event === 'likes')).data)).toEqual(marker(7));
  });

  test('an event moves the member’s poll version once on this instance, however many pages it reaches', async () => {
    const a = await member();
    const pages = [await open(t, a.cookie), await open(t, a.cookie)];
    const count = () => Number(t.app.pollVersions.heardVersionOf(a.id)?.split('.')[1]);
    const before = count();
    t.app.realtime.publish(a.id, marker(8));
    for (const page of pages) await page.next((m) => m.event === 'likes');
    expect(count()).toBe(before + 1);
  });

  test('a likes change moves the poll version once, when it is published, before its event', async () => {
    const a = await member();
    const page = await open(t, a.cookie);
    const count = () => Number(t.app.pollVersions.heardVersionOf(a.id)?.split('.')[1]);
    const before = count();
    // nothing committed here, so no database notice moves it as well
    publishLikes(t.app, a.id);
    expect(count()).toBe(before + 1);
    await page.next((m) => m.event === 'likes');
    expect(count()).toBe(before + 1);
  });

  test('visitors and expired sessions are refused; closing the stream ends the subscription', async () => {
    const visitor = await open(t, '');
    expect(visitor.status).toBe(403);
    const expired = await open(t, 'sid=not-a-session');
    expect(expired.status).toBe(403);

    const a = await member();
    const stream = await open(t, a.cookie);
    expect(await t.app.realtime.hasOpenStream(a.id)).toBe(true);
    stream.close();
    for (let i = 0; i < 50 && (await t.app.realtime.hasOpenStream(a.id)); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await t.app.realtime.hasOpenStream(a.id)).toBe(false);
  });

  test('likes and credits: the liked member’s new likes, the member’s balance, as they change', async () => {
    const a = await member();
    const b = await member();
    const stream = await open(t, a.cookie);
    const data = (m: SseMessage) => JSON.parse(m.data) as StreamEvent;

    expect((await b.c.post('/api/likes.php', { profile: a.id })).status).toBe(200);
    expect(data(await stream.next((m) => m.event === 'likes'))).toEqual({ type: 'likes', new_likes: 1 });
    // liking again changes nothing, so nothing is sent; the unlike is
    const from = stream.messages.length;
    expect((await b.c.post('/api/likes.php', { profile: a.id })).status).toBe(200);
    expect((await b.c.delete('/api/likes.php', { profile: a.id })).status).toBe(200);
    expect(data(await stream.next((m) => m.event === 'likes', { from }))).toEqual({ type: 'likes', new_likes: 0 });
    expect(stream.messages.filter((m) => m.event === 'likes')).toHaveLength(2);

    await t.db.transaction().execute((trx) => writeLedger(trx, { memberId: a.id, kind: 'bonus', credits: 30 }));
    expect((await a.c.post('/api/_dev/credits-zero.php', {})).status).toBe(200);
    expect(data(await stream.next((m) => m.event === 'credits'))).toEqual({
      type: 'credits',
      balance: 0,
      paid_user: false,
    });
  });

  test('a quiet stream sends a heartbeat comment at each beat, and its beats stop when it closes', async () => {
    const a = await member();
    const before = beats.size;
    const stream = await open(t, a.cookie);
    const isHeartbeat = (c: string) => c === 'heartbeat';
    // one comment opens the stream, then one per beat
    await stream.comment(isHeartbeat, 1);
    expect(beats.size).toBe(before + 1);
    beat();
    await stream.comment(isHeartbeat, 2);
    beat();
    await stream.comment(isHeartbeat, 3);
    expect(stream.comments.filter(isHeartbeat)).toHaveLength(3);
    expect(stream.messages).toEqual([]);
    stream.close();
    while (beats.size > before) await new Promise<void>((resolve) => (onStop = resolve));
  });
});
