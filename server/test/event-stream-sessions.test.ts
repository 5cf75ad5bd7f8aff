import { EVENT_STREAM_PATH, type StreamEvent } from '@dating/contract';
import { openEventStream, type OpenEventStream } from '../src/realtime/sse-client';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import type { HttpClient } from './helpers/http-client';

/**
 * A live event stream lives no longer than the session it was opened with (docs/architecture.md, Security rules):
 * it carries the member's messages in full, so a logout, a new password elsewhere or any other end of the session
 * closes it at once, and a copy of the cookie reads nothing more. Across instances: realtime-redis.test.ts.
 */
let t: TestApp;
const streams: OpenEventStream[] = [];
beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

/** One browser of the member: its client and its stream. */
async function device(m: { email: string; password: string }): Promise<{ c: HttpClient; stream: OpenEventStream }> {
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  const stream = await openEventStream(t.baseUrl + EVENT_STREAM_PATH, { cookie: c.cookieHeader() });
  streams.push(stream);
  expect(stream.status).toBe(200);
  return { c, stream };
}
const marker = (n: number): StreamEvent => ({ type: 'likes', new_likes: n });

/** The stream still delivers: the event published now arrives. */
async function stillDelivers(memberId: number, stream: OpenEventStream, total: number): Promise<void> {
  t.app.realtime.publish(memberId, marker(total));
  await stream.next((m) => m.event === 'likes' && JSON.parse(m.data).new_likes === total);
}

test('a logout ends the stream of that session, not the member’s other devices', async () => {
  const m = await createMember(t.db);
  const phone = await device(m);
  const laptop = await device(m);
  const cookie = phone.c.cookieHeader();
  const res = await phone.c.get('/api/logout.php', { headers: { 'x-csrf-token': phone.c.cookies.get('csrf')! } });
  expect(res.status).toBe(200);
  await phone.stream.ended;
  await stillDelivers(m.id, laptop.stream, 1);
  // the EventSource's reconnect with the old cookie is refused
  const again = await openEventStream(t.baseUrl + EVENT_STREAM_PATH, { cookie });
  again.close();
  expect(again.status).toBe(403);
});

test('a new password ends the streams of every other session; the device that changed it keeps its own', async () => {
  const m = await createMember(t.db, { password: 'old-pass' });
  const here = await device(m);
  const elsewhere = await device(m);
  const other = await createMember(t.db);
  const stranger = await device(other);
  const res = await here.c.post('/api/password.php', { current_password: 'old-pass', password: 'new-pass' });
  expect(res.status).toBe(200);
  await elsewhere.stream.ended;
  await stillDelivers(m.id, here.stream, 2);
  // another member's stream is untouched
  await stillDelivers(other.id, stranger.stream, 3);
});

test('a suspension, a reset or a deletion (every session of the member ends) closes all their streams', async () => {
  const m = await createMember(t.db);
  const one = await device(m);
  const two = await device(m);
  await t.app.sessions.endSessionsOf(m.id);
  await Promise.all([one.stream.ended, two.stream.ended]);
});
