import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { StreamEvent } from '@dating/contract';
import {
  REPLAY_LIMIT,
  REPLAY_MS,
  replayIsComplete,
  type RealtimeHub,
  type StreamEntry,
  type StreamListener,
  type SubscribeOptions,
} from './hub';

/** A member's id counter outlives its buffer by far: an expired counter restarts ids, which pages see as a gap. */
const COUNTER_TTL_MS = 30 * 24 * 3600_000;

/**
 * One event for one member, atomically: the member's next id (INCR: consecutive and monotonic across every
 * instance), the replay buffer (a sorted set scored by id, trimmed to REPLAY_LIMIT, gone when quiet for
 * REPLAY_MS) and the fan-out to every instance holding one of the member's streams. A script runs alone, so
 * events go out on the channel in id order. Entry text: "<id> <published at ms>:<publishing hub> <event json>".
 */
const PUBLISH_SCRIPT = `
local id = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local entry = id .. ' ' .. ARGV[2] .. ' ' .. ARGV[1]
redis.call('ZADD', KEYS[2], id, entry)
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -(tonumber(ARGV[3]) + 1))
redis.call('PEXPIRE', KEYS[2], ARGV[5])
redis.call('PUBLISH', KEYS[3], entry)
return id
`;

interface Parsed {
  entry: StreamEntry;
  at: number;
  /** the hub that published it (absent in entries written before hubs named themselves) */
  origin: string | undefined;
}

function parseEntry(text: string): Parsed {
  const first = text.indexOf(' ');
  const second = text.indexOf(' ', first + 1);
  const [at, origin] = text.slice(first + 1, second).split(':');
  return {
    entry: { id: Number(text.slice(0, first)), event: JSON.parse(text.slice(second + 1)) as StreamEvent },
    at: Number(at),
    origin,
  };
}

interface LocalStream {
  listener: StreamListener;
  onMissed?: () => void;
  /** events that came on the channel while the replay was being read */
  queued: StreamEntry[] | null;
  lastDelivered: number;
}

type RedisWithPublish = Redis & {
  realtimePublish(k1: string, k2: string, k3: string, ...args: (string | number)[]): Promise<number>;
};

/**
 * The hub across instances (docs/architecture.md, Several instances): publish() runs PUBLISH_SCRIPT on Redis; each
 * instance SUBSCRIBEs to the channel of every member with a stream open on it, so Redis knows (PUBSUB NUMSUB) whether a
 * member has an open stream anywhere, which decides web push, and a crashed instance's streams vanish with its
 * connection. A stream subscribes first and reads the replay second, dropping what both delivered by id.
 */
export function createRedisHub(options: {
  url: string;
  nameSpace?: string;
  onError: (err: unknown) => void;
  /** the connection failed; ioredis connects again by itself (/readyz says Redis is down meanwhile) */
  onConnectionError: (err: unknown) => void;
  /** an event another instance published reached this one's streams of the member: once per event */
  onArrivalFromElsewhere?: (memberId: number, event: StreamEvent) => void;
}): RealtimeHub {
  const origin = randomBytes(6).toString('base64url');
  const ns = options.nameSpace ?? 'dating-rt:';
  // Publishing must fail fast when Redis is gone (the request that published has already been answered).
  const commands = new Redis(options.url, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) as RedisWithPublish;
  const subscriber = new Redis(options.url, { connectTimeout: 2000 });
  commands.defineCommand('realtimePublish', { numberOfKeys: 3, lua: PUBLISH_SCRIPT });
  commands.on('error', options.onConnectionError);
  subscriber.on('error', options.onConnectionError);

  const counterKey = (memberId: number) => `${ns}{m${memberId}}:id`;
  const bufferKey = (memberId: number) => `${ns}{m${memberId}}:buf`;
  const channel = (memberId: number) => `${ns}ev:${memberId}`;
  const channelPrefix = `${ns}ev:`;

  const local = new Map<number, Set<LocalStream>>();
  const subscribed = new Map<number, Promise<unknown>>();
  const inFlight = new Set<Promise<unknown>>();
  const track = (promise: Promise<unknown>) => {
    const tracked = promise.catch(options.onError).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const deliver = (stream: LocalStream, entry: StreamEntry) => {
    if (stream.queued) stream.queued.push(entry);
    else if (entry.id > stream.lastDelivered) {
      stream.lastDelivered = entry.id;
      stream.listener(entry);
    }
  };

  subscriber.on('message', (name: string, text: string) => {
    if (!name.startsWith(channelPrefix)) return;
    const memberId = Number(name.slice(channelPrefix.length));
    const streams = local.get(memberId);
    if (!streams || streams.size === 0) return;
    const { entry, origin: from } = parseEntry(text);
    if (from !== origin) options.onArrivalFromElsewhere?.(memberId, entry.event);
    for (const stream of [...streams]) deliver(stream, entry);
  });
  // Events published while the subscriber was cut off never arrive (ioredis resubscribes, but pub/sub keeps
  // nothing): every open stream is told to reload.
  let interrupted = false;
  subscriber.on('reconnecting', () => (interrupted = true));
  subscriber.on('ready', () => {
    if (!interrupted) return;
    interrupted = false;
    for (const streams of local.values()) for (const stream of streams) stream.onMissed?.();
  });

  async function start(memberId: number, stream: LocalStream, lastEventId: number | undefined): Promise<void> {
    let subscribing = subscribed.get(memberId);
    if (!subscribing) {
      subscribing = subscriber.subscribe(channel(memberId));
      subscribed.set(memberId, subscribing);
      subscribing.catch(() => subscribed.get(memberId) === subscribing && subscribed.delete(memberId));
    }
    await subscribing;
    const [[, newest], [, entries]] = (await commands
      .multi()
      .get(counterKey(memberId))
      .zrangebyscore(bufferKey(memberId), lastEventId === undefined ? '+inf' : `(${lastEventId}`, '+inf')
      .exec()) as [[unknown, string | null], [unknown, string[]]];
    const newestId = Number(newest ?? 0);
    const queued = stream.queued ?? [];
    stream.queued = null;
    if (lastEventId !== undefined) {
      const cutoff = Date.now() - REPLAY_MS;
      const replay = entries.map(parseEntry).filter((p) => p.at >= cutoff);
      const entriesToReplay = replay.map((p) => p.entry);
      if (!replayIsComplete(lastEventId, newestId, entriesToReplay)) stream.onMissed?.();
      for (const entry of entriesToReplay) deliver(stream, entry);
    }
    stream.lastDelivered = Math.max(stream.lastDelivered, newestId);
    if (lastEventId !== undefined && lastEventId > newestId) stream.lastDelivered = newestId;
    for (const entry of queued) deliver(stream, entry);
  }

  const flush = async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };

  return {
    publish(memberId: number, event: StreamEvent) {
      const args = [JSON.stringify(event), `${Date.now()}:${origin}`, REPLAY_LIMIT, COUNTER_TTL_MS, REPLAY_MS];
      track(commands.realtimePublish(counterKey(memberId), bufferKey(memberId), channel(memberId), ...args));
    },

    subscribe(memberId: number, listener: StreamListener, { lastEventId, onMissed, onReady }: SubscribeOptions = {}) {
      const stream: LocalStream = { listener, onMissed, queued: [], lastDelivered: lastEventId ?? 0 };
      let streams = local.get(memberId);
      if (!streams) {
        streams = new Set();
        local.set(memberId, streams);
      }
      streams.add(stream);
      // Ready also when Redis failed (logged): the page gets its answer and heartbeats, and the polling goes on.
      track(start(memberId, stream, lastEventId).finally(() => onReady?.()));
      return () => {
        streams.delete(stream);
        if (streams.size > 0 || local.get(memberId) !== streams) return;
        local.delete(memberId);
        subscribed.delete(memberId);
        track(subscriber.unsubscribe(channel(memberId)));
      };
    },

    async hasOpenStream(memberId: number) {
      if ((local.get(memberId)?.size ?? 0) > 0) return true;
      const [, count] = (await commands.pubsub('NUMSUB', channel(memberId))) as [string, number];
      return Number(count) > 0;
    },

    flush,

    async close() {
      await flush();
      subscriber.disconnect();
      await commands.quit();
    },
  };
}
