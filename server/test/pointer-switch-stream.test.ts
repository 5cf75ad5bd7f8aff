/**
 * @database-independent
 * Its subject is the deploy store and the event stream: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { randomBytes } from 'node:crypto';
import { EVENT_STREAM_PATH, type StreamEvent } from '@dating/contract';
import { pointerEntry, readPointer, writePointer } from '@dating/release-store';
import { openEventStream, type OpenEventStream } from '../src/realtime/sse-client';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';

/**
 * A promote or rollback (a rewrite of the store's pointer file, by the deploy tool in another
 * process) reaches every open page's event stream without a restart, so the page asks /remotes.json again.
 */
const streams: OpenEventStream[] = [];
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

const open = async (base: string, cookie: string) => {
  const stream = await openEventStream(base + EVENT_STREAM_PATH, { cookie });
  streams.push(stream);
  return stream;
};

async function memberCookie(t: TestApp): Promise<{ id: number; cookie: string }> {
  const m = await createMember(t.db);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, cookie: c.cookieHeader() };
}

/** What `deploy:remote promote` does to the store: an atomic rewrite with the revision bumped. */
function promote(storeDir: string, remote: string, version: string): void {
  const current = readPointer(storeDir);
  writePointer(storeDir, {
    revision: (current.revision ?? 0) + 1,
    remotes: { ...current.remotes, [remote]: pointerEntry(remote, version) },
  });
}

const pointerEvents = (s: OpenEventStream) => s.messages.filter((m) => m.event === 'remotes');
/** Waits until the stream has had `n` remotes events. */
async function countOf(stream: OpenEventStream, n: number): Promise<void> {
  while (pointerEvents(stream).length < n)
    await stream.next((m) => m.event === 'remotes', { from: stream.messages.length });
}

let markers = 1000;
/**
 * Once each instance has read the pointer again after the last write, whatever it broadcast about that write
 * has been sent: a marker event published after it reaches each stream behind it.
 */
async function afterEveryRead(apps: { pointerWatch: { afterNextRead(): Promise<void> } }[]): Promise<number> {
  for (const app of apps) await app.pointerWatch.afterNextRead();
  return (markers += 1);
}
const marker = (total: number): StreamEvent => ({ type: 'likes', new_likes: total });
const markerSeen = (stream: OpenEventStream, total: number) =>
  stream.next((m) => m.event === 'likes' && JSON.parse(m.data).new_likes === total);

describe('one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ realtime: { heartbeatMs: 60_000 } });
    promote(t.storeDir, 'profile', '1.0.0-aaaaaaaa');
    // the watch has seen this first pointer before any page opens: its broadcast reaches none of the tests' pages
    await t.app.pointerWatch.afterNextRead();
  });
  afterAll(() => t.close());

  test('every open stream gets one remotes event per pointer switch, and the member’s ids go on unbroken', async () => {
    const a = await memberCookie(t);
    const b = await memberCookie(t);
    const pages = [await open(t.baseUrl, a.cookie), await open(t.baseUrl, a.cookie), await open(t.baseUrl, b.cookie)];
    t.app.realtime.publish(a.id, marker(1));
    const before = await pages[0]!.next((m) => m.event === 'likes');

    promote(t.storeDir, 'profile', '1.0.1-bbbbbbbb');
    for (const page of pages) await countOf(page, 1);
    for (const page of pages) expect(JSON.parse(pointerEvents(page)[0]!.data)).toEqual({ type: 'remotes' });

    // A broadcast takes no id from the member's sequence: a resume after it loses nothing.
    t.app.realtime.publish(a.id, marker(2));
    const after = await pages[0]!.next((m) => m.event === 'likes' && JSON.parse(m.data).new_likes === 2);
    expect(Number(after.id)).toBe(Number(before.id) + 1);

    // The rollback is a switch like any other.
    promote(t.storeDir, 'profile', '1.0.0-aaaaaaaa');
    for (const page of pages) await countOf(page, 2);
    const total = await afterEveryRead([t.app]);
    t.app.realtime.publish(a.id, marker(total));
    t.app.realtime.publish(b.id, marker(total));
    for (const page of pages) await markerSeen(page, total);
    for (const page of pages) expect(pointerEvents(page)).toHaveLength(2);
  });

  test('a rewrite that serves the same remotes sends nothing', async () => {
    const a = await memberCookie(t);
    const page = await open(t.baseUrl, a.cookie);
    const current = readPointer(t.storeDir);
    writePointer(t.storeDir, { ...current, revision: (current.revision ?? 0) + 1 });
    const total = await afterEveryRead([t.app]);
    t.app.realtime.publish(a.id, marker(total));
    await markerSeen(page, total);
    expect(pointerEvents(page)).toHaveLength(0);
  });

  test('visitors still have no stream: their pages recheck the pointer themselves', async () => {
    expect((await open(t.baseUrl, '')).status).toBe(403);
  });
});

/**
 * Several instances on one store and one Redis (docs/architecture.md, Several instances): each notices the switch
 * itself and tells only the streams it holds, so a page hears of it once, whichever instance it is connected to.
 */
describe('two instances on one store', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const realtime = { nameSpace: `dating-test-ptr-${randomBytes(6).toString('hex')}:`, heartbeatMs: 60_000 };
  let a: TestApp;
  let b: OtherInstance;

  beforeAll(async () => {
    a = await startTestApp({ redisUrl, realtime, rateLimitNameSpace: realtime.nameSpace });
    promote(a.storeDir, 'chat', '2.0.0-aaaaaaaa');
    await a.app.pointerWatch.afterNextRead();
    b = await startOtherInstance(a, { storeDir: a.storeDir, redisUrl, realtime });
  }, 60_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  test('a stream on either instance gets the switch exactly once', async () => {
    const m = await memberCookie(a);
    const onA = await open(a.baseUrl, m.cookie);
    const onB = await open(b.baseUrl, m.cookie);
    expect([onA.status, onB.status]).toEqual([200, 200]);

    promote(a.storeDir, 'chat', '2.0.1-bbbbbbbb');
    for (const page of [onA, onB]) await countOf(page, 1);
    const total = await afterEveryRead([a.app, b.app]);
    a.app.realtime.publish(m.id, marker(total));
    for (const page of [onA, onB]) await markerSeen(page, total);
    expect([pointerEvents(onA).length, pointerEvents(onB).length]).toEqual([1, 1]);
  });
});
