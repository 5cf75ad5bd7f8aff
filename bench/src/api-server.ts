import path from 'node:path';
import { buildApp, openDb } from '@dating/server';
import { CONSTANT_PATH, GC_PATH, SEARCH_CACHE_PATH } from './bench-routes';
import type { ServerDbSpec } from './database';

/**
 * The server under load, in a process of its own (started by server-process.ts), so the load generator does not
 * share its event loop: as in production, where the clients are elsewhere. BENCH_SERVER is JSON:
 * { workDir, pgliteDir } or { workDir, databaseUrl, schema }. Prints "listening <port>" once it answers.
 */
type ServerSpec = ServerDbSpec & { workDir: string };

const CONSTANT_BODY = { ok: true, answer: 'a constant body of about the size of a small poll answer' };

async function main(): Promise<void> {
  const spec = JSON.parse(process.env.BENCH_SERVER ?? '{}') as ServerSpec;
  const { db, close } = await openDb(spec);
  const app = await buildApp({
    db,
    dataDir: spec.workDir,
    storeDir: path.join(spec.workDir, 'store'),
    hostDir: path.join(spec.workDir, 'no-host'),
    devTools: false,
    checkResponses: false,
    loginRateLimit: { max: 100_000, windowMs: 60_000 },
  });
  app.get(CONSTANT_PATH, async () => CONSTANT_BODY);
  app.post(GC_PATH, async () => {
    globalThis.gc?.();
    return process.memoryUsage();
  });
  app.post(SEARCH_CACHE_PATH, async (request) => {
    const { enabled } = request.query as { enabled?: string };
    if (enabled !== undefined) app.searchCache.enabled = enabled === '1';
    return app.searchCache.statistics();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
  const stop = async () => {
    await app.close();
    await close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
