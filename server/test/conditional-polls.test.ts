import { createMember } from './helpers/members';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { HttpClient } from './helpers/http-client';

/** The polled trio (spec section 9) answers an unchanged poll with a bodiless 304 (src/http/conditional-get.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function member() {
  const m = await createMember(t.db);
  const c = t.client();
  await c.login(m.email, m.password);
  return { ...m, c };
}

async function poll(c: HttpClient, path: string, etag?: string) {
  const res = await c.get(path, { headers: etag ? { 'if-none-match': etag } : {} });
  return { status: res.status, etag: res.headers.get('etag') ?? '', text: res.text, headers: res.headers };
}

test.each(['/api/user.php', '/api/chats.php', '/api/likes.php'])(
  'an unchanged %s poll is a 304 without a body; the browser keeps it for this member and always asks',
  async (path) => {
    const { c } = await member();
    const first = await poll(c, path);
    expect(first.status).toBe(200);
    expect(first.etag).not.toBe('');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    const again = await poll(c, path, first.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  },
);

test('a changed answer comes in full: a new like, a new name', async () => {
  const me = await member();
  const admirer = await member();
  const likes = await poll(me.c, '/api/likes.php');
  const user = await poll(me.c, '/api/user.php');
  expect((await admirer.c.post('/api/likes.php', { profile: me.id })).status).toBe(200);
  const likesNow = await poll(me.c, '/api/likes.php', likes.etag);
  expect(likesNow.status).toBe(200);
  expect(JSON.parse(likesNow.text).liked_by.map((p: { id: number }) => p.id)).toEqual([admirer.id]);

  expect((await me.c.put('/api/user.php', { name: 'Renamed' })).status).toBe(200);
  const userNow = await poll(me.c, '/api/user.php', user.etag);
  expect(userNow.status).toBe(200);
  expect(JSON.parse(userNow.text).user.profile.name).toBe('Renamed');
});

test('writes and refusals carry no cache permission', async () => {
  const { c } = await member();
  const put = await c.put('/api/user.php', { name: 'Someone' });
  expect(put.headers.get('cache-control')).toBeNull();
  const visitor = t.client();
  visitor.cookies.set('sid', 'no-such-session');
  const expired = await visitor.get('/api/chats.php');
  expect(expired.status).toBe(403);
  expect(expired.headers.get('cache-control')).toBeNull();
});
