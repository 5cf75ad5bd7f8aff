import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EVENT_STREAM_PATH } from '@dating/contract';
import {
  buildApp,
  createSession,
  migrateToLatest,
  openEventStream,
  writeLedger,
  type Db,
  type OpenEventStream,
} from '@dating/server';
import { embeddedDb, postgresDb, postgresReachable, type BenchDb } from './database';
import { addRow } from './table';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const STREAMS = Number(process.env.BENCH_REALTIME_STREAMS ?? 1000);
const MESSAGES = Number(process.env.BENCH_REALTIME_MESSAGES ?? 2000);
/** sends in flight at once */
const CONCURRENCY = 32;
/** pairs: the first half sends to the second; each sender stays under the per-sender limit of 60 a minute */
const PAIRS = Math.floor(STREAMS / 2);
const ARRIVAL_TIMEOUT_MS = 30_000;

interface Member {
  id: number;
  cookie: string;
  csrf: string;
}

async function newMembers(db: Db, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = await db
      .insertInto('members')
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          email: `rt-bench-${start + i}@example.com`,
          password_hash: '-',
          name: `Bench ${start + i}`,
          gender: 'female' as const,
          date_of_birth: '1990-04-12',
          country: 'NL',
          countryregion: 'NH',
          city: 'Amsterdam',
        })),
      )
      .returning('id')
      .execute();
    for (const { id } of rows) {
      const { token, session } = await createSession(db, id);
      members.push({ id, cookie: `sid=${token}; csrf=${session.csrf}`, csrf: session.csrf });
    }
  }
  return members;
}

const call = async (base: string, m: Member, method: string, url: string, body?: unknown) => {
  const res = await fetch(base + url, {
    method,
    headers: {
      cookie: m.cookie,
      'x-csrf-token': m.csrf,
      'x-package-name': '@dating/bench',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * Message delivery over the event stream on one instance (in-process hub, loopback): STREAMS members each hold an
 * open stream; the first half sends MESSAGES messages through POST chat_messages.php (the real send: credits spent,
 * message stored, events published) to the second half, CONCURRENCY at a time. Latency: from the send's start to
 * the message's arrival on the recipient's stream. (Memory per stream is measured by the API part, on a server
 * in a process of its own: stream-memory.ts.) The row fails unless every message arrived exactly once.
 */
async function benchOne(workDir: string, bench: BenchDb): Promise<void> {
  const streams: OpenEventStream[] = [];
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
    const members = await newMembers(bench.db, PAIRS * 2);
    const senders = members.slice(0, PAIRS);
    const recipients = members.slice(PAIRS);
    for (const s of senders) {
      await bench.db
        .transaction()
        .execute((trx) => writeLedger(trx, { memberId: s.id, kind: 'bonus', credits: 10 * MESSAGES }));
    }
    const conversations = await Promise.all(
      senders.map(
        async (s, i) => (await call(base, s, 'GET', `/api/chat.php?profile=${recipients[i]!.id}`)).id as number,
      ),
    );

    for (let i = 0; i < members.length; i += 100) {
      const batch = members.slice(i, i + 100);
      streams.push(
        ...(await Promise.all(batch.map((m) => openEventStream(base + EVENT_STREAM_PATH, { cookie: m.cookie })))),
      );
    }
    if (streams.some((s) => s.status !== 200)) throw new Error('a stream was refused');
    await new Promise((r) => setTimeout(r, 500));

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const answers: number[] = [];
    let duplicates = 0;
    let allArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (allArrived = resolve));
    for (const stream of streams.slice(PAIRS)) {
      stream.onMessage((m) => {
        if (m.event !== 'message') return;
        const text = (JSON.parse(m.data) as { message: { text: string } }).message.text;
        const started = sentAt.get(text);
        if (started === undefined) return void (duplicates += 1);
        latencies.push(performance.now() - started);
        sentAt.delete(text);
        if (latencies.length === MESSAGES) allArrived();
      });
    }

    let next = 0;
    const sendStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < MESSAGES) {
          const n = next++;
          const pair = n % PAIRS;
          const text = `bench message ${n}`;
          const started = performance.now();
          sentAt.set(text, started);
          await call(base, senders[pair]!, 'POST', '/api/chat_messages.php', {
            conversation: conversations[pair],
            text,
            client_id: `bench-${n}-0000`,
          });
          answers.push(performance.now() - started);
        }
      }),
    );
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    await Promise.race([arrived, new Promise((r) => setTimeout(r, ARRIVAL_TIMEOUT_MS))]);

    const sorted = [...latencies].sort((a, b) => a - b);
    const answered = [...answers].sort((a, b) => a - b);
    const correct = latencies.length === MESSAGES && duplicates === 0;
    addRow({
      figure: `chat delivery p95, ${bench.label}, ${streams.length} open streams, ${CONCURRENCY} sends in flight`,
      target: 'all arrive once, ≤ 1 s',
      measured:
        `${percentile(sorted, 0.95).toFixed(0)} ms (${latencies.length} of ${MESSAGES} arrived, ` +
        `${duplicates} twice; ${Math.round(MESSAGES / sendSeconds)} messages/s)`,
      reference: `the send's own answer p95 ${percentile(answered, 0.95).toFixed(0)} ms`,
      ratio: percentile(sorted, 0.95) / percentile(answered, 0.95),
      pass: correct && percentile(sorted, 0.95) <= 1000,
    });
    console.log(
      `realtime (${bench.label}, in-process hub, loopback): ${streams.length} open streams; ` +
        `${MESSAGES} messages sent through POST chat_messages.php, ${CONCURRENCY} in flight: ` +
        `${Math.round(MESSAGES / sendSeconds)} messages/s; delivery to the recipient's stream ` +
        `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, ` +
        `max ${sorted.at(-1)?.toFixed(1)} ms (the send's own answer p50 ${percentile(answered, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(answered, 0.95).toFixed(1)} ms); ` +
        `${latencies.length} arrived, ${duplicates} duplicates: ${correct ? 'correct' : 'WRONG'}`,
    );
  } finally {
    for (const s of streams) s.close();
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
