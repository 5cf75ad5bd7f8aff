import Fastify from 'fastify';
import { healthPlugin } from '../src/health/plugin';
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';

// One database for the file: draining is a state of an instance, tried on a second one (a fraction of a second)
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('health checks for the load balancer', () => {
  test('/healthz: up; /readyz: ready while the database answers; neither is cached', async () => {
    const up = await t.client().get('/healthz');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'up' });
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', down: [] });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  test('a draining instance is not ready, while what it serves still works', async () => {
    const draining = await startOtherInstance(t);
    try {
      draining.app.startDraining();
      const ready = await draining.client().get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'draining' });
      expect((await draining.client().get('/api/settings.php')).status).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('/readyz names what is down', () => {
  /** The plugin alone on the test database, with a Redis on a port nothing listens on. */
  async function appWithDeadRedis() {
    const app = Fastify();
    app.decorate('db', t.db);
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
