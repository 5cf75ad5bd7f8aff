import { buildApp } from './app';
import { assertStartable, ConfigError, isProductionEnv, mailLinkConfigFromEnv, pathsFromEnv } from './config';
import { openSiteDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { deleteExpiredSessions } from './auth/sessions';
import { missingCompanySettings } from './site/company';

/** Starts the site: migrations first, then HTTP on HOST:PORT (127.0.0.1:8080 by default). */
async function main(): Promise<void> {
  const devTools = process.env.DEV_TOOLS === '1' || process.env.DEV_TOOLS === 'true';
  // Before the database is opened or migrated: a production start with unsafe settings changes nothing.
  assertStartable({
    production: isProductionEnv(),
    devTools,
    publicUrl: mailLinkConfigFromEnv().publicUrl,
    missingCompany: missingCompanySettings(),
  });

  const paths = pathsFromEnv();
  const { db, kind, close } = await openSiteDb(paths);
  const applied = await migrateToLatest(db);
  await deleteExpiredSessions(db);

  const app = await buildApp({
    db,
    dataDir: paths.dataDir,
    storeDir: paths.storeDir,
    hostDir: paths.hostDir,
    devTools,
    trustProxy: process.env.TRUST_PROXY === '1',
    // Tests and load runs log in many times from one address; production keeps the default.
    ...(process.env.LOGIN_RATE_LIMIT
      ? { loginRateLimit: { max: Number(process.env.LOGIN_RATE_LIMIT), windowMs: 15 * 60_000 } }
      : {}),
    // Sites (or test runs) that share one Redis keep their counts and channels apart; a site's instances share it.
    ...(process.env.REDIS_PREFIX
      ? {
          rateLimitNameSpace: `${process.env.REDIS_PREFIX}rate-limit-`,
          realtime: { nameSpace: `${process.env.REDIS_PREFIX}rt:` },
        }
      : {}),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  app.log.info(
    { database: kind === 'pglite' ? paths.pgliteDir : 'postgres (DATABASE_URL)', migrations: applied },
    'database ready',
  );

  // SIGTERM (a deploy, the process manager): /readyz says 'draining' for DRAIN_SECONDS, so the balancer sends
  // nothing new, then the requests under way finish and the server closes. Ctrl-C closes at once.
  const drainMs = Number(process.env.DRAIN_SECONDS ?? 0) * 1000;
  const shutdown = async (signal: string, waitMs: number) => {
    app.log.info({ drainMs: waitMs }, `${signal}: draining, then closing`);
    app.startDraining();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    await app.close();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT', 0));
  process.once('SIGTERM', () => void shutdown('SIGTERM', drainMs));

  await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 8080) });
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(`Refusing to start:\n${err.message}`);
  else console.error(err);
  process.exit(1);
});
