import { randomBytes } from 'node:crypto';
import { EVENT_STREAM_PATH, type StreamEvent } from '@dating/contract';
import { openEventStream, type OpenEventStream } from '../src/realtime/sse-client';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';

/**
 * Several instances behind a balancer (docs/architecture.md, Several instances): a page's stream may be on one instance
 * while the event is published on another, and its reconnect may land on a third. Two instances on one
 * database and one real Redis (CI has it; without it this fails, as it should).
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const realtime = { nameSpace: `dating-test-rt-${randomBytes(6).toString('hex')}:`, heartbeatMs: 60_000 };

let a: TestApp;
let b: OtherInstance;
const streams: OpenEventStream[] = [];

beforeAll(async () => {
  a = await startTestApp({ redisUrl, realtime, rateLimitNameSpace: realtime.nameSpace });
  b = await startOtherInstance(a, { redisUrl, realtime });
}, 60_000);
afterAll(async () => {
  // streams still open: closing must not wait for them
  await b.close();
  await a.close();
});

const open = async (base: string, cookie: string, lastEventId?: string) => {
  const stream = await openEventStream(base + EVENT_STREAM_PATH, { cookie, lastEventId });
  streams.push(stream);
  return stream;
};
/** A member logged in through A, and the Cookie header of that session. */
async function loggedIn() {
  const m = await createMember(a.db);
  const c = a.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { m, c, cookie: c.cookieHeader() };
}
const marker = (n: number): StreamEvent => ({ type: 'likes', new_likes: n });
const totalsOf = (s: OpenEventStream) => s.messages.map((m) => [Number(m.id), JSON.parse(m.data).new_likes as number]);

test('events from either instance reach a stream on the other, one id sequence; resume across instances', async () => {
  const { m, cookie } = await loggedIn();

  const onB = await open(b.baseUrl, cookie);
  const onA = await open(a.baseUrl, cookie);
  expect(onB.status).toBe(200);
  expect(await a.app.realtime.hasOpenStream(m.id)).toBe(true);
  onA.close();
  await new Promise((r) => setTimeout(r, 100));
  // only B holds a stream now, and A knows it through Redis (this decides web push)
  expect(await a.app.realtime.hasOpenStream(m.id)).toBe(true);

  a.app.realtime.publish(m.id, marker(1));
  b.app.realtime.publish(m.id, marker(2));
  a.app.realtime.publish(m.id, marker(3));
  let count = 0;
  await onB.next(() => (count += 1) === 3);
  const seen = totalsOf(onB);
  expect(seen.map(([, total]) => total).sort()).toEqual([1, 2, 3]);
  // one counter per member in Redis: consecutive ids whichever instance published
  expect(seen.map(([id]) => id - seen[0]![0])).toEqual([0, 1, 2]);

  // the page loses its connection to B and reconnects to A: it gets what it missed there, once
  onB.close();
  await new Promise((r) => setTimeout(r, 100));
  expect(await a.app.realtime.hasOpenStream(m.id)).toBe(false);
  b.app.realtime.publish(m.id, marker(4));
  b.app.realtime.publish(m.id, marker(5));
  await b.app.realtime.flush();
  const resumed = await open(a.baseUrl, cookie, String(seen[2]![0]));
  a.app.realtime.publish(m.id, marker(6));
  await resumed.next((e) => JSON.parse(e.data).new_likes === 6);
  expect(resumed.messages.map((e) => e.event)).not.toContain('resync');
  expect(totalsOf(resumed)).toEqual([4, 5, 6].map((total, i) => [seen[2]![0] + 1 + i, total]));
}, 30_000);

// The event was published on A; B, whose stream told the page, may not have heard the commit yet.
test('a page told by its stream on one instance fetches in full from it', async () => {
  const { m, cookie } = await loggedIn();
  const pollB = (etag?: string) =>
    fetch(`${b.baseUrl}/api/chats.php`, { headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });
  const first = await pollB();
  const etag = first.headers.get('etag')!;
  expect((await pollB(etag)).status).toBe(304);

  const onB = await open(b.baseUrl, cookie);
  // committed, and the database's notice of it not heard by B (migration 0017's row, without a trigger)
  await a.db.insertInto('poll_changes').values({ member_id: m.id }).execute();
  a.app.realtime.publish(m.id, marker(9));
  await onB.next((e) => JSON.parse(e.data).new_likes === 9);
  expect((await pollB(etag)).status).toBe(200);
}, 30_000);

// A stolen cookie's stream on another instance must not outlive the victim's logout (event-stream-sessions.test.ts).
test('a logout on one instance ends that session’s stream on the other at once', async () => {
  const { c, cookie } = await loggedIn();
  const onB = await open(b.baseUrl, cookie);
  expect(onB.status).toBe(200);
  const res = await c.get('/api/logout.php', { headers: { 'x-csrf-token': c.cookies.get('csrf')! } });
  expect(res.status).toBe(200);
  await onB.ended;
}, 30_000);
