import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFreshSchema, seedSite, startCluster, type RunningCluster } from '@dating/cluster';
import { createSession, openDb, type Db } from '@dating/server';
import { postgresReachable } from './database';
import { deliveredAll, deliveryText, measureDelivery, percentile, type DeliveryFigures } from './delivery';
import { primeEtags, runLoad, type LoadFigures } from './load';
import { pollingMembers } from './polling-members';
import { REALTIME_MESSAGES, REALTIME_STREAMS } from './realtime';
import { sampleAt, soak, type SoakFigures } from './cluster-soak';
import { addRow, mb, ms, perSecond } from './table';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** the balancer; the instances on the ports after it */
const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 18190);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const POLLING_MEMBERS = Number(process.env.BENCH_POLLING_MEMBERS ?? 256);
/** members online in the soak, each polling the trio once a minute: 20,000 × 3 / 60 s = 1,000 requests a second */
const SOAK_MEMBERS = Number(process.env.BENCH_SOAK_MEMBERS ?? 20_000);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const POLL_INTERVAL_SECONDS = 60;
const POLLED_TRIO = ['/api/user.php', '/api/chats.php', '/api/likes.php'];

/** 2 instances on these 2 cores: not slower than 1 (within noise), and nothing lost */
const TWO_OF_ONE = 0.9;
/** flat memory: the end within this share above the sample after the first minute (every member polled once) */
const MEMORY_GROWTH = 0.1;

const instancesLabel = (n: number) => `${n} instance${n === 1 ? '' : 's'} behind HAProxy`;
const loadText = (l: LoadFigures) => {
  const failed = l.errors + l.failed;
  return `${perSecond(l.requestsPerSecond)}, p99 ${ms(l.p99)}${failed ? `, ${failed} failed` : ''}`;
};

interface Measured {
  trio: LoadFigures;
  delivery: DeliveryFigures;
}

/** What members do on the site at `cluster`, as the api and realtime parts measure one process. */
async function measure(cluster: RunningCluster, db: Db, cookies: string[], n: number): Promise<Measured> {
  const etags = await primeEtags(cluster.url, POLLED_TRIO, cookies);
  const trio = await runLoad(cluster.url, POLLED_TRIO, {
    cookies,
    seconds: SECONDS,
    connections: CONNECTIONS,
    conditional: true,
    etags,
  });
  const delivery = await measureDelivery({
    base: cluster.url,
    db,
    emailPrefix: `cluster-bench-${n}`,
    streams: REALTIME_STREAMS,
    messages: REALTIME_MESSAGES,
  });
  return { trio, delivery };
}

function addComparisonRows(one: Measured, two: Measured): void {
  addRow({
    figure: `polled trio as browsers poll, ${instancesLabel(1)}, ${CONNECTIONS} connections`,
    target: '',
    measured: loadText(one.trio),
  });
  const ratio = two.trio.requestsPerSecond / one.trio.requestsPerSecond;
  addRow({
    figure: `polled trio as browsers poll, ${instancesLabel(2)}, ${CONNECTIONS} connections`,
    target: `≥ ${TWO_OF_ONE * 100} % of 1 instance, none failed`,
    measured: loadText(two.trio),
    reference: `1 instance ${loadText(one.trio)}`,
    ratio,
    pass: ratio >= TWO_OF_ONE && two.trio.errors + two.trio.failed === 0,
  });
  for (const [n, d] of [
    [1, one.delivery],
    [2, two.delivery],
  ] as const) {
    addRow({
      figure: `chat delivery p95, ${instancesLabel(n)}, ${d.streams} open streams${n > 1 ? ' (Redis fan-out)' : ''}`,
      target: 'all arrive once, ≤ 1 s',
      measured: deliveryText(d),
      reference: `the send's own answer p95 ${percentile(d.answers, 0.95).toFixed(0)} ms`,
      pass: deliveredAll(d) && percentile(d.latencies, 0.95) <= 1000,
    });
  }
}

function addSoakRows(figures: SoakFigures, seconds: number): void {
  const { load, samples } = figures;
  const failed = load.errors + load.failed;
  addRow({
    figure:
      `soak: ${SOAK_MEMBERS.toLocaleString('en')} members polling the trio every ${POLL_INTERVAL_SECONDS} s, ` +
      `${seconds} s, ${instancesLabel(2)}`,
    target: '0 errors',
    measured:
      `${load.requests.toLocaleString('en')} requests (${perSecond(load.requestsPerSecond)}), ` +
      `${failed} errors, p99 ${ms(load.p99)}`,
    pass: failed === 0,
  });
  // after the first minute every member has polled once: what the instances keep per member is there by then
  const settled = sampleAt(samples, Math.min(60, seconds / 3));
  const first = samples[0]!;
  const last = samples.at(-1)!;
  for (const [name, end] of last.rss) {
    const base = settled.rss.get(name)!;
    addRow({
      figure: `soak: memory (RSS) of instance ${name}, at ${Math.round(settled.at)} s and at the end`,
      target: `flat: end ≤ ${100 + MEMORY_GROWTH * 100} % of at ${Math.round(settled.at)} s`,
      measured: `${mb(base)} → ${mb(end)}`,
      reference: `at the start ${mb(first.rss.get(name)!)}`,
      ratio: end / base,
      pass: end <= base * (1 + MEMORY_GROWTH),
    });
  }
  console.log(
    `soak memory (RSS of ${[...last.rss.keys()].join(' / ')}) each minute: ` +
      [first, ...[...Array(Math.floor(last.at / 60)).keys()].map((m) => sampleAt(samples, (m + 1) * 60)), last]
        .map((s) => `${Math.round(s.at)} s ${[...s.rss.values()].map((v) => mb(v)).join(' / ')}`)
        .join('; '),
  );
}

/** Sessions for the first `count` members: the soak's members online. */
async function sessionsFor(db: Db, count: number): Promise<string[]> {
  const rows = await db.selectFrom('members').select('id').orderBy('id').limit(count).execute();
  const cookies: string[] = [];
  for (const { id } of rows) cookies.push(`sid=${(await createSession(db, id)).token}`);
  return cookies;
}

/**
 * Several instances (cluster/): the polled trio and message delivery through HAProxy with 1 and with 2 instances
 * of the site, side by side, in a new PostgreSQL schema seeded with SOAK_MEMBERS members and the local Redis;
 * then the soak on the 2 instances. The processes' output goes to a file, shown when a part fails.
 */
export async function runClusterBench(): Promise<void> {
  if (!(await postgresReachable(PG_URL))) {
    addRow({ figure: 'several instances', target: 'PostgreSQL reachable', measured: `not at ${PG_URL}`, pass: false });
    return;
  }
  const database = await createFreshSchema(PG_URL, 'dating_bench');
  const workDir = await mkdtemp(path.join(tmpdir(), 'dating-cluster-bench-'));
  const logFile = path.join(workDir, 'processes.log');
  const output = createWriteStream(logFile);
  const env = {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    PAYMENT_PROVIDER: 'sandbox',
    ...database.env,
    REDIS_URL,
    REDIS_PREFIX: `dating-bench-${randomBytes(4).toString('hex')}:`,
    DATA_DIR: path.join(workDir, 'data'),
    STORE_DIR: path.join(workDir, 'data', 'store'),
    LOG_LEVEL: 'warn',
  };
  const { db, close } = await openDb({ databaseUrl: database.url, schema: database.schema });
  try {
    const started = performance.now();
    await seedSite(['--count', String(SOAK_MEMBERS), '--avatars', '1'], env);
    const trioCookies = await pollingMembers(db, POLLING_MEMBERS);
    const soakCookies = await sessionsFor(db, SOAK_MEMBERS);
    console.log(`seeded ${SOAK_MEMBERS} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const measured: Measured[] = [];
    for (const n of [1, 2]) {
      const cluster = await startCluster({ instances: n, port: PORT, env, runDir: path.join(workDir, 'run'), output });
      try {
        measured.push(await measure(cluster, db, trioCookies, n));
        if (n === 1) continue;
        addComparisonRows(measured[0]!, measured[1]!);
        console.log(`soak: ${SOAK_SECONDS} s …`);
        const figures = await soak(cluster, soakCookies, {
          paths: POLLED_TRIO,
          intervalSeconds: POLL_INTERVAL_SECONDS,
          seconds: SOAK_SECONDS,
          connections: 32,
        });
        addSoakRows(figures, SOAK_SECONDS);
        const stats = await cluster.balancer.stats();
        console.log(
          `HAProxy: ${[...stats].map(([name, s]) => `${name} ${s.total} requests, ${s.retries} retried`).join('; ')}`,
        );
      } finally {
        await cluster.stop('SIGINT');
      }
    }
  } catch (err) {
    const log = existsSync(logFile) ? await readFile(logFile, 'utf8') : '';
    console.error(`the processes' output (last lines):\n${log.slice(-3000)}`);
    throw err;
  } finally {
    await close();
    output.end();
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}
