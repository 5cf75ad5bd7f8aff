import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '@dating/server/src/db/connect';
import { startCluster, type RunningCluster } from '../../src/launch';
import { createFreshSchema } from '../../src/fresh-schema';
import { seedSite } from '../../src/seed-site';

/** Ports that clash with nothing else the scripts start (the site 8080-808N, e2e 8091, 8097, 8098). */
const BALANCER_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 18180);
/** short, so the stopping test stays short; HAProxy has the instance out after 1.5 s (cluster/haproxy.cfg) */
export const DRAIN_SECONDS = 3;

export interface TestCluster {
  cluster: RunningCluster;
  /** the site's database, for what a test sets up or counts directly */
  db: Db;
  /** the schema pg-boss keeps the site's jobs in */
  jobQueueSchema: string;
  /** every process's output */
  logFile: string;
  close(): Promise<void>;
}

/**
 * Two instances and HAProxy as the launcher starts them, in a new schema of the PostgreSQL database (random name,
 * dropped after: src/fresh-schema.ts says why not a database of its own)
 * and the local Redis under a key prefix of this run's own, with `logins` members seeded beside the start.
 * `settings`: more of the instances' environment.
 */
export async function startTestCluster(logins: number, settings: NodeJS.ProcessEnv = {}): Promise<TestCluster> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = await createFreshSchema(serverUrl, 'dating_cluster');
  const workDir = await mkdtemp(path.join(tmpdir(), 'dating-cluster-test-'));
  const logFile = path.join(workDir, 'processes.log');
  const output = createWriteStream(logFile);
  const env = {
    ...database.env,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `dating-cluster-test-${randomBytes(5).toString('hex')}:`,
    DATA_DIR: path.join(workDir, 'data'),
    STORE_DIR: path.join(workDir, 'store'),
    DRAIN_SECONDS: String(DRAIN_SECONDS),
    LOG_LEVEL: 'warn',
    ...settings,
  };
  const removeAll = async () => {
    await database.drop();
    output.end();
    await rm(workDir, { recursive: true, force: true });
  };
  const [started, seeded] = await Promise.allSettled([
    startCluster({ instances: 2, port: BALANCER_PORT, env, runDir: path.join(workDir, 'run'), output }),
    // member1@example.com … with the demo password; no generated members, one avatar per gender: seconds
    seedSite(['--count', '0', '--avatars', '1', '--extra-logins', String(logins)], env),
  ]);
  if (started.status === 'rejected' || seeded.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop('SIGINT');
    const log = await readFile(logFile, 'utf8').catch(() => '');
    await removeAll();
    const reason = started.status === 'rejected' ? started.reason : (seeded as PromiseRejectedResult).reason;
    throw new Error(`${String(reason)}\n--- the processes' output ---\n${log.slice(-4000)}`);
  }
  const cluster = started.value;
  const { db, close } = await openDb({ databaseUrl: database.url, schema: database.schema });
  return {
    cluster,
    db,
    jobQueueSchema: database.jobQueueSchema,
    logFile,
    close: async () => {
      await close();
      await cluster.stop('SIGINT');
      await removeAll();
    },
  };
}
