import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DirectoryStore, migrateToLatest, runSeed } from '@dating/server';
import { embeddedDb, postgresDb, postgresReachable, type BenchDb } from './database';
import { primeEtags, runLoad, type LoadFigures } from './load';
import { pollingMembers } from './polling-members';
import { startServerProcess, type ServerProcess } from './server-process';
import { CONSTANT_PATH } from './bench-routes';
import { benchSearch } from './search-bench';
import { streamMemory } from './stream-memory';
import { addRow, mb, ms, perSecond } from './table';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
/** members polling at once, each with its own session, likes and conversations */
const POLLING_MEMBERS = Number(process.env.BENCH_POLLING_MEMBERS ?? 256);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const POLLED_TRIO = ['/api/user.php', '/api/chats.php', '/api/likes.php'];

/** The polled trio's targets. */
const TRIO_SHARE_OF_BARE = 0.5;
const TRIO_P99_MS = 25;
const TRIO_PGLITE_PER_SECOND = 1000;

const loadText = (l: LoadFigures) => {
  const failed = l.errors + l.failed;
  return `${perSecond(l.requestsPerSecond)}, p99 ${ms(l.p99)}${failed ? `, ${failed} failed` : ''}`;
};

async function seed(bench: BenchDb, workDir: string): Promise<string[]> {
  await migrateToLatest(bench.db);
  const started = performance.now();
  await runSeed(bench.db, {
    count: MEMBERS,
    reset: true,
    seed: 1,
    batchSize: 1000,
    avatarsPerGender: 20,
    media: new DirectoryStore(path.join(workDir, 'media'), console),
  });
  console.log(`${bench.label}: seeded ${MEMBERS} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return pollingMembers(bench.db, POLLING_MEMBERS);
}

/**
 * The polled trio beside the bare route of the same server, in the same run: as browsers poll it (each member's
 * request carries the ETag of its last answer, from a first poll of every member before the clock starts, so an
 * unchanged one is a 304: the target), and with every answer built in full (no ETag sent: what a change costs).
 */
async function trio(label: string, server: ServerProcess, cookies: string[], postgres: boolean): Promise<void> {
  const load = { cookies, seconds: SECONDS, connections: CONNECTIONS };
  const bare = await runLoad(server.base, [CONSTANT_PATH], { seconds: SECONDS, connections: CONNECTIONS });
  const etags = await primeEtags(server.base, POLLED_TRIO, cookies);
  const polled = await runLoad(server.base, POLLED_TRIO, { ...load, conditional: true, etags });
  const full = await runLoad(server.base, POLLED_TRIO, load);
  const share = polled.requestsPerSecond / bare.requestsPerSecond;
  const unchanged = `${Math.round((100 * polled.notModified) / Math.max(1, polled.requests))} % answered 304`;
  addRow({
    figure: `polled trio as browsers poll, ${label}, ${CONNECTIONS} connections, ${cookies.length} members`,
    target: postgres
      ? `≥ ${TRIO_SHARE_OF_BARE * 100} % of the bare route, p99 ≤ ${TRIO_P99_MS} ms`
      : `≥ ${perSecond(TRIO_PGLITE_PER_SECOND)}`,
    measured: `${loadText(polled)} (${unchanged})`,
    reference: `bare route ${loadText(bare)}`,
    ratio: share,
    pass:
      polled.errors + polled.failed === 0 &&
      (postgres
        ? share >= TRIO_SHARE_OF_BARE && polled.p99 <= TRIO_P99_MS
        : polled.requestsPerSecond >= TRIO_PGLITE_PER_SECOND),
  });
  addRow({
    figure: `polled trio, every answer built, ${label}, ${CONNECTIONS} connections`,
    target: '',
    measured: loadText(full),
    reference: `bare route ${loadText(bare)}`,
    ratio: full.requestsPerSecond / bare.requestsPerSecond,
  });
}

/** What an unchanged poll costs on the wire, with the If-None-Match a browser sends (http/conditional-get.ts). */
async function unchangedPoll(server: ServerProcess, cookie: string): Promise<void> {
  let full = 0;
  let again = 0;
  let notModified = 0;
  for (const path of POLLED_TRIO) {
    const first = await fetch(server.base + path, { headers: { cookie } });
    full += (await first.arrayBuffer()).byteLength;
    const etag = first.headers.get('etag') ?? '';
    const second = await fetch(server.base + path, { headers: { cookie, 'if-none-match': etag } });
    again += (await second.arrayBuffer()).byteLength;
    if (second.status === 304) notModified++;
  }
  addRow({
    figure: 'an unchanged poll of the trio, body bytes',
    target: '304 without a body',
    measured: `${notModified} of ${POLLED_TRIO.length} answered 304, ${again} bytes`,
    reference: `the full answers ${full} bytes`,
    pass: notModified === POLLED_TRIO.length && again === 0,
  });
}

/** What the server holds after the load, and what each open event stream adds. */
async function memory(label: string, server: ServerProcess, cookies: string[]): Promise<void> {
  addRow({
    figure: `server memory after the polled load, ${label}, ${MEMBERS.toLocaleString('en')} members`,
    target: '',
    measured: mb(await server.rss()),
  });
  const perStream = await streamMemory(server, cookies);
  addRow({
    figure: `memory per open event stream, ${label}`,
    target: '',
    measured: `${(perStream / 1024).toFixed(1)} KB`,
  });
}

async function benchOne(bench: BenchDb, workDir: string): Promise<void> {
  let cookies: string[];
  try {
    cookies = await seed(bench, workDir);
  } finally {
    // PGlite is one process's database: the server process opens it next.
    await bench.release();
  }
  const server = await startServerProcess({ workDir, ...bench.server });
  try {
    const postgres = 'databaseUrl' in bench.server;
    await trio(bench.label, server, cookies, postgres);
    if (!postgres) await unchangedPoll(server, cookies[0]!);
    await memory(bench.label, server, cookies);
    await benchSearch({
      label: bench.label,
      base: server.base,
      // one member: auto_load reads that member's saved search, and the SQL reference repeats it exactly
      cookie: cookies[0]!,
      connections: CONNECTIONS,
      seconds: SECONDS,
      ...('databaseUrl' in bench.server ? { pgUrl: bench.server.databaseUrl, schema: bench.server.schema } : {}),
    });
  } finally {
    await server.stop();
  }
}

/** API: MEMBERS members seeded; the server in a process of its own under a bounded load from this one. */
export async function runApiBench(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'dating-bench-'));
  try {
    const embedded = await embeddedDb(path.join(workDir, 'pglite'));
    await benchOne(embedded, workDir).finally(() => embedded.close());
    if (await postgresReachable(PG_URL)) {
      const postgres = await postgresDb(PG_URL);
      await benchOne(postgres, workDir).finally(() => postgres.close());
    } else
      addRow({
        figure: 'polled trio, PostgreSQL',
        target: 'reachable',
        measured: `not reachable at ${PG_URL}`,
        pass: false,
      });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
