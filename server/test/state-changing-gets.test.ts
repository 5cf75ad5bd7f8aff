/**
 * @database-independent
 * Its subject is which GETs act for another site: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { expectTranslated } from './helpers/translated';
import type { HttpClient } from './helpers/http-client';

/**
 * The spec makes three calls with a side effect GETs (chat.php?profile, logout.php, search.php saving the
 * filters), and a GET is what another site can trigger with a link or an image. Logout and filter saving act
 * only for the site's own requests (X-CSRF-Token, or Sec-Fetch-Site same-origin/none); a chat start shows
 * nothing to the other member until a message is sent, and is limited per member.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    // with REDIS_URL the counts outlive the run: a prefix of its own, so a rerun starts at zero
    rateLimitNameSpace: `dating-test-${randomBytes(6).toString('hex')}-`,
  });
});
afterAll(() => t.close());

async function member(fields: Parameters<typeof createMember>[1] = {}): Promise<{ id: number; c: HttpClient }> {
  const m = await createMember(t.db, fields);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, c };
}

const crossSite = { 'sec-fetch-site': 'cross-site' };
const token = (c: HttpClient) => ({ 'x-csrf-token': c.cookies.get('csrf')! });
const loggedIn = async (c: HttpClient) => (await c.get('/api/user.php')).body.user !== null;

describe('GET logout.php', () => {
  test.each([
    ['a cross-site link', crossSite],
    ['a same-site page (another subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['a client that sends neither header', {}],
  ])('from %s: 403 csrf, the session stays', async (_name, headers) => {
    const { c } = await member();
    const res = await c.get('/api/logout.php', { headers });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('csrf');
    expectTranslated(res.body);
    expect(c.cookies.has('sid')).toBe(true);
    expect(await loggedIn(c)).toBe(true);
  });

  test('a wrong token, or the cookie token of another session, does not log out', async () => {
    const { c } = await member();
    const other = await member();
    expect((await c.get('/api/logout.php', { headers: { ...crossSite, 'x-csrf-token': 'guess' } })).status).toBe(403);
    expect((await c.get('/api/logout.php', { headers: { ...crossSite, ...token(other.c) } })).status).toBe(403);
    expect(await loggedIn(c)).toBe(true);
  });

  test.each([
    ['the api-client (X-CSRF-Token)', (c: HttpClient) => ({ ...crossSite, ...token(c) })],
    ['a same-origin request', () => ({ 'sec-fetch-site': 'same-origin' })],
    ['the address bar (Sec-Fetch-Site: none)', () => ({ 'sec-fetch-site': 'none' })],
  ])('from %s: logs out', async (_name, headers) => {
    const { c } = await member();
    const res = await c.get('/api/logout.php', { headers: headers(c) });
    expect(res.status).toBe(200);
    expect(res.body).toBe('done');
    expect(await loggedIn(c)).toBe(false);
  });
});

describe('GET search.php saving the filters', () => {
  const manual = '/api/search.php?manual_search=1&gender=female&country=BE&min_age=18&max_age=25';
  const saved = async (id: number) =>
    (await t.db.selectFrom('search_preferences').select('filters').where('member_id', '=', id).executeTakeFirst())
      ?.filters;

  test('a cross-site request gets its results but saves nothing', async () => {
    const { id, c } = await member();
    const res = await c.get(manual, { headers: crossSite });
    expect(res.status).toBe(200);
    expect(res.body.filter_options).toMatchObject({ gender: 'female', country: 'BE', min_age: 18, max_age: 25 });
    expect(await saved(id)).toBeUndefined();
    // without any header it is no different
    expect((await c.get(manual)).status).toBe(200);
    expect(await saved(id)).toBeUndefined();
  });

  test('the site itself saves them: with the token, or same-origin', async () => {
    const a = await member();
    await a.c.get(manual, { headers: { ...crossSite, ...token(a.c) } });
    expect(await saved(a.id)).toMatchObject({ gender: 'female', country: 'BE', min_age: 18, max_age: 25 });

    const b = await member();
    await b.c.get(manual, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(await saved(b.id)).toMatchObject({ country: 'BE' });
    // and the next automatic load uses them
    const auto = await b.c.get('/api/search.php?auto_load=1', { headers: crossSite });
    expect(auto.body.filter_options).toMatchObject({ country: 'BE', min_age: 18, max_age: 25 });
  });
});

describe('GET chat.php?profile', () => {
  const listed = async (c: HttpClient) =>
    (await c.get('/api/chats.php')).body.chats.map((x: { conversation: { id: number } }) => x.conversation.id);

  test('shows the other member nothing until a message is sent', async () => {
    const a = await member();
    const n = await member();
    const started = await a.c.get(`/api/chat.php?profile=${n.id}`, { headers: crossSite });
    expect(started.status).toBe(200);
    const id: number = started.body.id;
    expect(await listed(n.c)).not.toContain(id);
    expect(await listed(a.c)).not.toContain(id);
    // N opening a chat with A finds the same conversation
    expect((await n.c.get(`/api/chat.php?profile=${a.id}`)).body.id).toBe(id);

    // The first message (posted here straight into the tables: sending is not built yet) makes it a chat.
    const at = new Date();
    await t.db
      .insertInto('messages')
      .values({ conversation_id: id, sender_id: a.id, text: 'Hi', sent_at: at })
      .execute();
    await t.db.updateTable('conversations').set({ last_message_at: at }).where('id', '=', id).execute();
    expect(await listed(n.c)).toContain(id);
    expect(await listed(a.c)).toContain(id);
  });

  test('new conversations are limited per member: 30 an hour; reopening one is not counted', async () => {
    const a = await member();
    const b = await member();
    const { id: first } = await t.db
      .insertInto('members')
      .values(
        Array.from({ length: 31 }, (_, i) => ({
          email: `chat-target-${i}-${Date.now()}@example.com`,
          password_hash: '!seeded',
          name: `Target ${i}`,
          gender: 'female',
          date_of_birth: '1990-01-01',
          country: 'NL',
          countryregion: 'NH',
          city: 'Amsterdam',
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const targets = await t.db.selectFrom('members').select('id').where('id', '>=', first).orderBy('id').execute();
    expect(targets.length).toBeGreaterThanOrEqual(31);

    for (const { id } of targets.slice(0, 30))
      expect((await a.c.get(`/api/chat.php?profile=${id}`, { headers: crossSite })).status).toBe(200);
    const limited = await a.c.get(`/api/chat.php?profile=${targets[30]!.id}`);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(limited.body.message).toMatch(/started many new chats/);
    expectTranslated(limited.body);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    const made = await t.db
      .selectFrom('conversation_members')
      .select('conversation_id')
      .where('member_id', '=', targets[30]!.id)
      .execute();
    expect(made).toHaveLength(0);

    // An existing conversation still opens; another member is not held up by A.
    expect((await a.c.get(`/api/chat.php?profile=${targets[0]!.id}`)).status).toBe(200);
    expect((await b.c.get(`/api/chat.php?profile=${targets[30]!.id}`)).status).toBe(200);
  });
});
