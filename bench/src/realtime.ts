import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, migrateToLatest } from '@dating/server';
import { embeddedDb, postgresDb, postgresReachable, type BenchDb } from './database';
import { DELIVERY_CONCURRENCY, deliveredAll, deliveryText, measureDelivery, percentile } from './delivery';
import { addRow } from './table';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const REALTIME_STREAMS = Number(process.env.BENCH_REALTIME_STREAMS ?? 1000);
export const REALTIME_MESSAGES = Number(process.env.BENCH_REALTIME_MESSAGES ?? 2000);

/**
 * Message delivery over the event stream on one instance (in-process hub, loopback), measured by delivery.ts.
 * (Memory per stream is measured by the API part, on a server in a process of its own: stream-memory.ts.) The row
 * fails unless every message arrived exactly once.
 */
async function benchOne(workDir: string, bench: BenchDb): Promise<void> {
  await migrateToLatest(bench.db);
  const app = await buildApp({
    db: bench.db,
    dataDir: path.join(workDir, 'data'),
    storeDir: path.join(workDir, 'store'),
    hostDir: path.join(workDir, 'host'),
    devTools: false,
    // one instance, in-process hub, in-memory rate limits, whatever REDIS_URL says
    redisUrl: '',
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const f = await measureDelivery({
      base,
      db: bench.db,
      emailPrefix: 'rt-bench',
      streams: REALTIME_STREAMS,
      messages: REALTIME_MESSAGES,
    });
    const p95 = percentile(f.latencies, 0.95);
    const answerP95 = percentile(f.answers, 0.95);
    addRow({
      figure: `chat delivery p95, ${bench.label}, ${f.streams} open streams, ${DELIVERY_CONCURRENCY} sends in flight`,
      target: 'all arrive once, ≤ 1 s',
      measured: deliveryText(f),
      reference: `the send's own answer p95 ${answerP95.toFixed(0)} ms`,
      ratio: p95 / answerP95,
      pass: deliveredAll(f) && p95 <= 1000,
    });
    console.log(
      `realtime (${bench.label}, in-process hub, loopback): ${f.streams} open streams; ` +
        `${f.messages} messages sent through POST chat_messages.php, ${DELIVERY_CONCURRENCY} in flight: ` +
        `${Math.round(f.messagesPerSecond)} messages/s; delivery to the recipient's stream ` +
        `p50 ${percentile(f.latencies, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
        `max ${f.latencies.at(-1)?.toFixed(1)} ms (the send's own answer p50 ` +
        `${percentile(f.answers, 0.5).toFixed(1)} ms, p95 ${answerP95.toFixed(1)} ms); ` +
        `${f.arrived} arrived, ${f.duplicates} duplicates: ${deliveredAll(f) ? 'correct' : 'WRONG'}`,
    );
  } finally {
    await app.close();
    await bench.close();
  }
}

export async function runRealtimeBench(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'dating-realtime-bench-'));
  try {
    await benchOne(workDir, await embeddedDb(path.join(workDir, 'pglite')));
    if (await postgresReachable(PG_URL)) await benchOne(workDir, await postgresDb(PG_URL));
    else
      addRow({
        figure: 'chat message delivery, PostgreSQL',
        target: 'reachable',
        measured: `not at ${PG_URL}`,
        pass: false,
      });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
