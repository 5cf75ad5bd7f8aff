/**
 * @database-independent
 * Its subject is rate limits counted in Redis: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Several instances behind a balancer must count together: with REDIS_URL the counts live in Redis. */
test('with REDIS_URL a limit reached on one instance applies on another', async () => {
  const nameSpace = `dating-test-${randomBytes(6).toString('hex')}-`;
  const options = {
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    rateLimitNameSpace: nameSpace,
    signup: { validateEmailRateLimit: { max: 2, windowMs: 60_000 } },
  };
  const apps: TestApp[] = [];
  try {
    apps.push(await startTestApp(options), await startTestApp(options));
    const check = (app: TestApp) => app.client().get('/api/validate_email.php?email=a@example.com');
    expect((await check(apps[0]!)).status).toBe(200);
    expect((await check(apps[0]!)).status).toBe(200);
    const limited = await check(apps[1]!);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  } finally {
    for (const app of apps) await app.close();
  }
  // Two apps, each opening its own database: slower than one on a busy machine.
}, 90_000);
