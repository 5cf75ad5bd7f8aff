import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { NO_STORE } from '../static/cache-policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the instance as leaving: /readyz answers 503 so a balancer sends it nothing new. */
    startDraining(): void;
  }
}

export interface HealthPluginOptions {
  /** the Redis the instances share, when there is one: ready only while it answers */
  redisUrl?: string;
  /** how long a dependency may take to answer before it counts as down */
  timeoutMs?: number;
}

type Check = 'database' | 'redis';

/**
 * What a load balancer asks each instance (deploy/ README): GET /healthz, the process is up and serving; GET
 * /readyz, it can answer requests, i.e. its database and Redis answer and it is not draining. Both are cheap and
 * never cached; /readyz names what is down.
 */
export const healthPlugin = fp<HealthPluginOptions>(
  async (app, { redisUrl, timeoutMs = 2000 }) => {
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });
    // A connection of its own per check, closed after it: a long-lived client that lost Redis keeps retrying in
    // the background, and what the balancer needs to know is whether Redis answers now.
    const pingRedis = async (url: string) => {
      const client = new Redis(url, { connectTimeout: timeoutMs, lazyConnect: true, retryStrategy: () => null });
      client.on('error', () => undefined); // reported by /readyz
      try {
        await client.connect();
        await client.ping();
      } finally {
        client.disconnect();
      }
    };

    const within = <T>(work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref()),
      ]);
    const checks: Array<[Check, () => Promise<unknown>]> = [
      ['database', () => sql`select 1`.execute(app.db)],
      ...(redisUrl ? [['redis', () => pingRedis(redisUrl)] as [Check, () => Promise<unknown>]] : []),
    ];

    // The balancer asks every second or so: their request lines would drown the log.
    const quiet = { logLevel: 'warn' as const };
    app.get('/healthz', quiet, async (_request, reply) =>
      reply.header('cache-control', NO_STORE).send({ status: 'up' }),
    );

    app.get('/readyz', quiet, async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      if (draining) return reply.code(503).send({ status: 'draining' });
      const results = await Promise.all(
        checks.map(
          async ([name, check]) =>
            [
              name,
              await within(check()).then(
                () => 'up',
                () => 'down',
              ),
            ] as const,
        ),
      );
      const down = results.filter(([, state]) => state === 'down').map(([name]) => name);
      return reply.code(down.length ? 503 : 200).send({ status: down.length ? 'down' : 'ready', down });
    });
  },
  { name: 'health' },
);
