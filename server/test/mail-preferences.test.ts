import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { expectTranslated } from './helpers/translated';
import { mailedMember, mailsTo } from './helpers/notifications';

/**
 * The mail switches of /notifications (new message, new like, news): saved per member, defaults message and
 * like on and news off, and the server respects them when it mails.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t.close());

test('a member who never chose gets the defaults: message and like mails on, news off', async () => {
  const a = await mailedMember(t);
  const res = await a.c.get('/api/notification_settings.php');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ new_message: true, new_like: true, news: false });
});

test('the switches are saved for the member alone and read back', async () => {
  const a = await mailedMember(t);
  const b = await mailedMember(t);
  const saved = await a.c.put('/api/notification_settings.php', { new_message: false, new_like: true, news: true });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ new_message: false, new_like: true, news: true });
  expect((await a.c.get('/api/notification_settings.php')).body).toEqual({
    new_message: false,
    new_like: true,
    news: true,
  });
  expect((await b.c.get('/api/notification_settings.php')).body).toEqual({
    new_message: true,
    new_like: true,
    news: false,
  });
  const again = await a.c.put('/api/notification_settings.php', { new_message: true, new_like: false, news: false });
  expect(again.body).toEqual({ new_message: true, new_like: false, news: false });
});

test('visitors cannot read or change switches; a half or wrong body is a validation error', async () => {
  const visitor = t.client();
  await visitor.prime();
  expect((await visitor.get('/api/notification_settings.php')).status).toBe(403);
  expect((await visitor.put('/api/notification_settings.php', { new_message: false })).status).toBe(403);
  const a = await mailedMember(t);
  const half = await a.c.put('/api/notification_settings.php', { new_message: false });
  expect(half.status).toBe(400);
  expect(half.body.error).toBe('validation');
  expectTranslated(half.body);
  const wrong = await a.c.put('/api/notification_settings.php', { new_message: 'no', new_like: true, news: false });
  expect(wrong.status).toBe(400);
});

test('a like with the like-mail switch off sends no mail; switched on, the next like does', async () => {
  const liked = await mailedMember(t);
  expect(
    (await liked.c.put('/api/notification_settings.php', { new_message: true, new_like: false, news: false })).status,
  ).toBe(200);
  const liker = await mailedMember(t, { name: 'Quiet Liker' });
  expect((await liker.c.post('/api/likes.php', { profile: liked.id })).status).toBe(200);
  expect(await mailsTo(t, liked.email, 1)).toEqual([]);

  await liked.c.put('/api/notification_settings.php', { new_message: true, new_like: true, news: false });
  const other = await mailedMember(t, { name: 'Loud Liker' });
  expect((await other.c.post('/api/likes.php', { profile: liked.id })).status).toBe(200);
  const mails = await mailsTo(t, liked.email, 1);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Loud Liker likes you');
});

test('no mail to an address that was never confirmed', async () => {
  const m = await createMember(t.db, { activated: false });
  const liker = await mailedMember(t);
  expect((await liker.c.post('/api/likes.php', { profile: m.id })).status).toBe(200);
  expect(await mailsTo(t, m.email, 1)).toEqual([]);
});
