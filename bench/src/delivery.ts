import { EVENT_STREAM_PATH } from '@dating/contract';
import { createSession, openEventStream, writeLedger, type Db, type OpenEventStream } from '@dating/server';

/** sends in flight at once */
export const DELIVERY_CONCURRENCY = 32;
const ARRIVAL_TIMEOUT_MS = 30_000;

interface Member {
  id: number;
  cookie: string;
  csrf: string;
}

async function newMembers(db: Db, count: number, emailPrefix: string): Promise<Member[]> {
  const members: Member[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = await db
      .insertInto('members')
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          email: `${emailPrefix}-${start + i}@example.com`,
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

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export interface DeliveryFigures {
  streams: number;
  messages: number;
  /** messages that arrived on their recipient's stream, and those that arrived more than once */
  arrived: number;
  duplicates: number;
  /** from the send's start to the arrival on the recipient's stream, sorted, ms */
  latencies: number[];
  /** the send's own answer, sorted, ms */
  answers: number[];
  messagesPerSecond: number;
}

/**
 * Message delivery over the event stream of the site at `base`: `streams` new members (emails `<emailPrefix>-N`)
 * each hold an open stream; the first half sends `messages` messages through POST chat_messages.php (the real
 * send: credits spent, message stored, events published) to the second half, DELIVERY_CONCURRENCY at a time.
 */
export async function measureDelivery(options: {
  base: string;
  db: Db;
  emailPrefix: string;
  streams: number;
  messages: number;
}): Promise<DeliveryFigures> {
  const { base, db, messages: MESSAGES } = options;
  const pairs = Math.floor(options.streams / 2);
  const streams: OpenEventStream[] = [];
  try {
    const members = await newMembers(db, pairs * 2, options.emailPrefix);
    const senders = members.slice(0, pairs);
    const recipients = members.slice(pairs);
    for (const s of senders) {
      await db
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
    for (const stream of streams.slice(pairs)) {
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
      Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
        while (next < MESSAGES) {
          const n = next++;
          const pair = n % pairs;
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
    return {
      streams: streams.length,
      messages: MESSAGES,
      arrived: latencies.length,
      duplicates,
      latencies: [...latencies].sort((a, b) => a - b),
      answers: [...answers].sort((a, b) => a - b),
      messagesPerSecond: MESSAGES / sendSeconds,
    };
  } finally {
    for (const s of streams) s.close();
  }
}

/** Every message arrived, once. */
export const deliveredAll = (f: DeliveryFigures) => f.arrived === f.messages && f.duplicates === 0;

/** The measured column of a delivery row: p95, how many arrived, the send rate. */
export const deliveryText = (f: DeliveryFigures) =>
  `${percentile(f.latencies, 0.95).toFixed(0)} ms (${f.arrived} of ${f.messages} arrived, ` +
  `${f.duplicates} twice; ${Math.round(f.messagesPerSecond)} messages/s)`;
