/**
 * @database-independent
 * Its subject is rate limits (in memory or Redis): the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { expectTranslated } from './helpers/translated';

/**
 * Password spraying: one password tried on many addresses from one IP. The per-IP+email limit never trips
 * (each address is tried once), so logins are also limited per IP over all addresses. Behind a proxy
 * (trustProxy) the client IP comes from X-Forwarded-For, which lets one test speak from several IPs.
 * With REDIS_URL the counts live in Redis, under a prefix of this run's own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    trustProxy: true,
    loginRateLimit: { max: 10, windowMs: 15 * 60_000 },
    rateLimitNameSpace: `dating-test-${randomBytes(6).toString('hex')}-`,
  });
});
afterAll(() => t.close());

async function attempt(ip: string, email: string, password: string) {
  const c = t.client();
  const from = { 'x-forwarded-for': ip };
  await c.get('/api/user.php', { headers: from });
  return c.post('/api/login.php', { email, password }, { headers: from });
}

test('50 different emails from one IP: limited after 30 attempts, with 429 rate_limited and Retry-After', async () => {
  const statuses: number[] = [];
  let limited: Awaited<ReturnType<typeof attempt>> | undefined;
  for (let i = 0; i < 50; i++) {
    const res = await attempt('203.0.113.7', `sprayed-${i}@example.com`, 'Summer2026!');
    statuses.push(res.status);
    if (res.status === 429) limited ??= res;
  }
  expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
  expect(statuses.slice(30)).toEqual(Array(20).fill(429));
  expect(limited!.body.error).toBe('rate_limited');
  expect(limited!.body.message).toMatch(/too many login attempts.*15 minutes/i);
  expectTranslated(limited!.body);
  const retryAfter = Number(limited!.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);

  // The limit is that IP's: the right password from it waits too, another IP logs in.
  const m = await createMember(t.db, { password: 'right' });
  expect((await attempt('203.0.113.7', m.email, 'right')).status).toBe(429);
  expect((await attempt('198.51.100.20', m.email, 'right')).status).toBe(200);
});
