import { EVENT_STREAM_PATH } from '@dating/contract';
import { likeNotice, messageNotice } from '../src/push/notice-texts';
import { inMemberOrder } from '../src/push/notices';
import { openEventStream } from '../src/realtime/sse-client';
import { startTestApp, type TestApp } from './helpers/test-app';
import { capturedLog } from './helpers/log-lines';
import { createMember } from './helpers/members';

const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'];

describe('notice texts', () => {
  test('every language has every text, each with the other member’s name where it belongs', () => {
    const english = [messageNotice, likeNotice].map((notice) =>
      notice({ language: 'en', name: 'Anna', conversation: 12, badge: 1 }),
    );
    for (const language of LANGUAGES) {
      const message = messageNotice({ language, name: 'Anna', conversation: 12, badge: 3 });
      const like = likeNotice({ language, name: 'Anna', badge: 1 });
      expect(message.title).toContain('Anna');
      expect(like.body).toContain('Anna');
      expect([message.url, message.tag, message.badge]).toEqual(['/chats/12', 'chat-12', 3]);
      expect([like.url, like.tag]).toEqual(['/likes', 'likes']);
      if (language !== 'en')
        expect([message.title, message.body, like.title, like.body]).not.toEqual(
          english.flatMap((notice) => [notice.title, notice.body]),
        );
    }
    expect(messageNotice({ language: 'xx', name: 'Anna', conversation: 1, badge: 0 }).title).toBe(
      'New message from Anna',
    );
  });
});

describe("a member's notices in the order of their events", () => {
  test('a later like waits for the earlier notice of the same member, not for other members', async () => {
    const started: string[] = [];
    const release = new Map<string, () => void>();
    const notices = inMemberOrder({
      message: () => Promise.resolve(),
      like: (memberId, likerId) => {
        started.push(`${memberId}<-${likerId}`);
        return new Promise<void>((resolve) => release.set(`${memberId}<-${likerId}`, resolve));
      },
    });
    const first = notices.like(1, 10);
    const second = notices.like(1, 11);
    const other = notices.like(2, 12);
    await new Promise((resolve) => setImmediate(resolve));
    // The first like's notice reads and claims before the second starts: the mail names the first liker.
    expect(started).toEqual(['1<-10', '2<-12']);
    release.get('1<-10')!();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['1<-10', '2<-12', '1<-11']);
    release.get('1<-11')!();
    release.get('2<-12')!();
    await Promise.all([second, other]);
  });

  test('a failed notice does not hold back the next one', async () => {
    const sent: number[] = [];
    const notices = inMemberOrder({
      message: () => Promise.resolve(),
      like: async (_memberId, likerId) => {
        if (likerId === 10) throw new Error('push service down');
        sent.push(likerId);
      },
    });
    await expect(notices.like(1, 10)).rejects.toThrow('push service down');
    await notices.like(1, 11);
    expect(sent).toEqual([11]);
  });
});

describe('web push of a new like', () => {
  let t: TestApp;
  const { logger, lines: logLines } = capturedLog();
  beforeAll(async () => {
    t = await startTestApp({ logger, loginRateLimit: { max: 1000, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  const notSentTo = (id: number) =>
    logLines.filter((l) => l.msg === 'push notice not sent' && l.memberId === id).map((l) => l.err?.type);

  test('goes out only to a member with no page open, and only through the public-address check', async () => {
    const a = await createMember(t.db, { language: 'nl' });
    const b = await createMember(t.db);
    // a subscription stored before the endpoint rule existed: a private address the server must never post to
    await t.db
      .insertInto('push_subscriptions')
      .values({ member_id: a.id, endpoint: 'https://10.0.0.1/push/abc', p256dh: 'k', auth: 'a', expiration_time: null })
      .execute();
    const bc = t.client();
    await bc.login(b.email, b.password);

    // no page open: the notice is made and refused at the endpoint check
    expect((await bc.post('/api/likes.php', { profile: a.id })).status).toBe(200);
    for (let i = 0; i < 100 && notSentTo(a.id).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(notSentTo(a.id)).toEqual(['PushEndpointRefusedError']);

    // a page open: the stream brings the like, no push is tried
    const ac = t.client();
    await ac.login(a.email, a.password);
    const cookie = ac.cookieHeader();
    const page = await openEventStream(t.baseUrl + EVENT_STREAM_PATH, { cookie });
    try {
      expect((await bc.delete('/api/likes.php', { profile: a.id })).status).toBe(200);
      expect((await bc.post('/api/likes.php', { profile: a.id })).status).toBe(200);
      await page.next((m) => m.event === 'likes' && JSON.parse(m.data).new_likes === 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(notSentTo(a.id)).toHaveLength(1);
    } finally {
      page.close();
    }
  });
});
