import { startTestApp, type TestApp } from './helpers/test-app';
import { giveCredits, newClientId } from './helpers/chat';
import { anHourLater, mailedMember, mailsTo } from './helpers/notifications';

/**
 * The mails /notifications promises: a new message and a new like, at most one per hour per kind, in the
 * member's language, each with a one-click unsubscribe link that works without login (RFC 8058).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    signup: { publicUrl: 'https://dating.example' },
  });
});
afterAll(() => t.close());

const like = async (from: { c: { post: (p: string, b: unknown) => Promise<{ status: number }> } }, id: number) =>
  expect((await from.c.post('/api/likes.php', { profile: id })).status).toBe(200);

/** The unsubscribe link of a mail, as a path on the test server (the mail names PUBLIC_URL). */
function unsubscribeLinkOf(mail: { text: string; headers: Record<string, string> | null }): string {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const url = new URL(/^<(.+)>$/.exec(header)![1]!);
  expect(url.origin).toBe('https://dating.example');
  expect(mail.text).toContain(url.href);
  return url.pathname + url.search;
}

describe('new-like mails', () => {
  test('two likes in a row: one mail; after the hour the next like mails again', async () => {
    const liked = await mailedMember(t);
    const first = await mailedMember(t, { name: 'First' });
    const second = await mailedMember(t, { name: 'Second' });
    const third = await mailedMember(t, { name: 'Third' });
    await like(first, liked.id);
    await like(second, liked.id);
    const mails = await mailsTo(t, liked.email, 2);
    expect(mails.map((m) => m.subject)).toEqual(['First likes you']);

    await anHourLater(t, liked.id, 'new_like');
    await like(third, liked.id);
    expect((await mailsTo(t, liked.email, 2)).map((m) => m.subject)).toEqual(['First likes you', 'Third likes you']);
  });

  test('likes at the same moment from many members still make one mail', async () => {
    const liked = await mailedMember(t);
    const likers = await Promise.all([1, 2, 3, 4, 5].map((i) => mailedMember(t, { name: `Racer ${i}` })));
    await Promise.all(likers.map((l) => like(l, liked.id)));
    expect(await mailsTo(t, liked.email, 2)).toHaveLength(1);
  });

  test("the mail is in the member's language, links to the likes and carries the RFC 8058 headers", async () => {
    const liked = await mailedMember(t, { language: 'nl', name: 'Anna' });
    const liker = await mailedMember(t, { name: 'Bram' });
    await like(liker, liked.id);
    const [mail] = await mailsTo(t, liked.email, 1);
    expect(mail!.subject).toBe('Bram vindt je leuk');
    expect(mail!.text).toContain('Hallo Anna,');
    expect(mail!.text).toContain('Bekijk wie je leuk vindt: https://dating.example/likes');
    expect(mail!.html).toContain('lang="nl"');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/dating\.example\/mail\/unsubscribe\?token=/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  test('no mail while the member has a page open: the page shows the like itself', async () => {
    const liked = await mailedMember(t);
    const stop = t.app.realtime.subscribe(liked.id, () => undefined);
    try {
      await like(await mailedMember(t), liked.id);
      expect(await mailsTo(t, liked.email, 1)).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('new-message mails', () => {
  test('a message mails the recipient once an hour, in their language, linking to the conversation', async () => {
    const reader = await mailedMember(t, { language: 'de', name: 'Clara' });
    const writer = await mailedMember(t, { name: 'Dirk' });
    await giveCredits(t, writer.id, 100);
    const chat = await writer.c.get(`/api/chat.php?profile=${reader.id}`);
    expect(chat.status).toBe(200);
    const conversation: number = chat.body.id;
    for (const text of ['Hallo!', 'Bist du da?']) {
      const sent = await writer.c.post('/api/chat_messages.php', { conversation, text, client_id: newClientId() });
      expect(sent.status).toBe(200);
    }
    const mails = await mailsTo(t, reader.email, 2);
    expect(mails.map((m) => m.subject)).toEqual(['Neue Nachricht von Dirk']);
    expect(mails[0]!.text).toContain(`Nachricht lesen: https://dating.example/chats/${conversation}`);
    // the writer, whose own message it is, gets nothing
    expect(await mailsTo(t, writer.email, 1, 300)).toEqual([]);
  });
});

describe('one-click unsubscribe without login', () => {
  async function likeMailOf(language = 'en') {
    const liked = await mailedMember(t, { language });
    await like(await mailedMember(t, { name: 'Eve' }), liked.id);
    const [mail] = await mailsTo(t, liked.email, 1);
    expect(mail).toBeDefined();
    return { liked, link: unsubscribeLinkOf(mail!) };
  }
  const settingsOf = async (liked: { c: { get: (p: string) => Promise<{ body: unknown }> } }) =>
    (await liked.c.get('/api/notification_settings.php')).body;

  test('GET only asks (a mail scanner changes nothing); the button posts and turns the mail off', async () => {
    const { liked, link } = await likeMailOf('fr');
    const stranger = t.client(); // no session, no csrf cookie
    const asked = await stranger.get(link);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toContain('text/html');
    expect(asked.text).toContain('Ne plus recevoir d’e-mails concernant les nouveaux j’aime ?');
    expect(asked.text).toMatch(/<form method="post" action="\/mail\/unsubscribe\?token=[^"]+">/);
    expect(await settingsOf(liked)).toEqual({ new_message: true, new_like: true, news: false });

    const done = await stranger.request('POST', link, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Vous ne recevrez plus d’e-mails concernant les nouveaux j’aime.');
    expect(await settingsOf(liked)).toEqual({ new_message: true, new_like: false, news: false });
  });

  test('the RFC 8058 POST of a mail client (form body, no cookie, no CSRF header) unsubscribes', async () => {
    const { liked, link } = await likeMailOf();
    const res = await fetch(t.baseUrl + link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await settingsOf(liked)).toEqual({ new_message: true, new_like: false, news: false });
    // and the next like, an hour on, sends nothing
    await anHourLater(t, liked.id, 'new_like');
    await like(await mailedMember(t), liked.id);
    expect(await mailsTo(t, liked.email, 2)).toHaveLength(1);
  });

  test('a tampered token is refused and changes nothing', async () => {
    const { liked, link } = await likeMailOf();
    const token = new URL(link, t.baseUrl).searchParams.get('token')!;
    const [id, kind, mac] = token.split('.');
    const tampered = [
      `${Number(id) + 1}.${kind}.${mac}`, // another member
      `${id}.new_message.${mac}`, // another kind
      `${id}.${kind}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`, // a forged signature
      `${id}.${kind}`,
      '',
    ];
    for (const bad of tampered) {
      const path = `/mail/unsubscribe?token=${encodeURIComponent(bad)}`;
      const shown = await fetch(t.baseUrl + path, { headers: { 'accept-language': 'pl-PL,pl;q=0.9' } });
      expect(shown.status).toBe(400);
      expect(await shown.text()).toContain('Ten link nie działa');
      const posted = await fetch(t.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(posted.status).toBe(400);
    }
    expect(await settingsOf(liked)).toEqual({ new_message: true, new_like: true, news: false });
  });
});
