import Fastify from 'fastify';
import { healthPlugin } from '../src/health/plugin';
import { openTestDb, type TestDb } from './helpers/test-db';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('health checks for the load balancer', () => {
  let t: TestApp;
  afterEach(() => t.close());

  test('/healthz: up; /readyz: ready while the database answers; neither is cached', async () => {
    t = await startTestApp();
    const up = await t.client().get('/healthz');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'up' });
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', down: [] });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  test('a draining instance is not ready, while what it serves still works', async () => {
    t = await startTestApp();
    t.app.startDraining();
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'draining' });
    expect((await t.client().get('/api/settings.php')).status).toBe(200);
  });
});

describe('/readyz names what is down', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb();
  });
  afterAll(() => testDb.close());

  /** The plugin alone on the test database, with a Redis on a port nothing listens on. */
  async function appWithDeadRedis() {
    const app = Fastify();
    app.decorate('db', testDb.db);
    await app.register(healthPlugin, { redisUrl: 'redis://127.0.0.1:1', timeoutMs: 500 });
    return app;
  }

  test('a shared Redis that does not answer: 503, redis', async () => {
    const app = await appWithDeadRedis();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'down', down: ['redis'] });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});
