import { Writable } from 'node:stream';
import { EVENT_STREAM_PATH } from '@dating/contract';
import { likeNotice, messageNotice, NOTICE_TEXTS } from '../src/push/notice-texts';
import { openEventStream } from '../src/realtime/sse-client';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';

const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'];

describe('notice texts', () => {
  test('every language has every text, each with the other member’s name where it belongs', () => {
    expect(Object.keys(NOTICE_TEXTS).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const message = messageNotice({ language, name: 'Anna', conversation: 12, badge: 3 });
      const like = likeNotice({ language, name: 'Anna', badge: 1 });
      expect(message.title).toContain('Anna');
      expect(like.body).toContain('Anna');
      expect([message.url, message.tag, message.badge]).toEqual(['/chats/12', 'chat-12', 3]);
      expect([like.url, like.tag]).toEqual(['/likes', 'likes']);
      if (language !== 'en') expect(NOTICE_TEXTS[language]).not.toEqual(NOTICE_TEXTS.en);
    }
    expect(messageNotice({ language: 'xx', name: 'Anna', conversation: 1, badge: 0 }).title).toBe(
      'New message from Anna',
    );
  });
});

describe('web push of a new like', () => {
  let t: TestApp;
  const logLines: { msg: string; memberId?: number; err?: { type?: string } }[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    t = await startTestApp({ logger: { level: 'warn', stream }, loginRateLimit: { max: 1000, windowMs: 60_000 } });
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
    const cookie = [...ac.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
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
