import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, migrateToLatest, runSeed, DEMO_EMAIL, DEMO_PASSWORD } from '@dating/server';
import { embeddedDb, postgresDb, postgresReachable, type BenchDb } from './database';
import { logInCookie } from './login';
import { runLoad } from './load';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const POLLED_TRIO = ['/api/user.php', '/api/chats.php', '/api/likes.php'];
/** search.php with a mix of filters and pages, as members use it; do_not_save keeps the load read-only. */
const SEARCH_MIX = [
  'auto_load=1',
  'gender=female&country=NL&min_age=26&max_age=35',
  'gender=female&country=NL&countryregion=NH&min_age=18&max_age=25',
  'gender=male&country=DE&min_age=36&max_age=45&page=3',
  'gender=female&searchAllCountries=1&min_age=46&max_age=55&page=2',
  'gender=male&country=BE&min_age=65&max_age=100',
  'country=US&page=5',
  'gender=female&country=GB&min_age=56&max_age=65&similar=1',
].map((q) => `/api/search.php?${q}&do_not_save=1`);

/** API: seeds MEMBERS members, then puts the polled trio under a bounded concurrent load. */
async function benchOne(open: () => Promise<BenchDb>, workDir: string): Promise<void> {
  const bench = await open();
  try {
    await migrateToLatest(bench.db);
    const started = performance.now();
    await runSeed(bench.db, {
      count: MEMBERS,
      reset: true,
      seed: 1,
      batchSize: 1000,
      avatarsPerGender: 20,
      mediaDir: path.join(workDir, 'media'),
    });
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`${bench.label}: seeded ${MEMBERS} members in ${seedSeconds.toFixed(1)} s`);

    const app = await buildApp({
      db: bench.db,
      dataDir: workDir,
      storeDir: path.join(workDir, 'store'),
      hostDir: path.join(workDir, 'no-host'),
      devTools: false,
      checkResponses: false,
      loginRateLimit: { max: 1000, windowMs: 60_000 },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const cookie = await logInCookie(base, DEMO_EMAIL, DEMO_PASSWORD);
      const load = await runLoad(base, POLLED_TRIO, cookie, SECONDS, CONNECTIONS);
      console.log(
        `${bench.label}: polled trio (user, chats, likes), ${CONNECTIONS} connections for ${SECONDS} s: ` +
          `${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms ` +
          `(${load.requests} requests, ${load.errors} errors, ${load.non2xx} non-2xx)`,
      );
      const search = await runLoad(base, SEARCH_MIX, cookie, SECONDS, CONNECTIONS);
      console.log(
        `${bench.label}: search.php (${SEARCH_MIX.length} filter mixes), ` +
          `${CONNECTIONS} connections for ${SECONDS} s: ` +
          `${search.requestsPerSecond} req/s, p50 ${search.p50} ms, p99 ${search.p99} ms ` +
          `(${search.requests} requests, ${search.errors} errors, ${search.non2xx} non-2xx)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await bench.close();
  }
}

export async function runApiBench(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'dating-bench-'));
  try {
    await benchOne(() => embeddedDb(path.join(workDir, 'pglite')), workDir);
    if (await postgresReachable(PG_URL)) await benchOne(() => postgresDb(PG_URL), workDir);
    else console.log(`PostgreSQL: not reachable at ${PG_URL}, skipped`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
