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

interface MemberStreams {
  newestId: number;
  /** oldest first, with the time each was published (for REPLAY_MS) */
  buffer: { entry: StreamEntry; at: number }[];
  listeners: Set<StreamListener>;
}

/**
 * The hub of a single instance. Ids are consecutive per member and start at this process's start time in
 * milliseconds, so they keep increasing across a restart (a page's Last-Event-ID from before is older than
 * every new id, and the resume is reported as incomplete rather than silently mixed up).
 */
export function createMemoryHub(options: { now?: () => number } = {}): RealtimeHub {
  const now = options.now ?? Date.now;
  const firstId = now();
  const members = new Map<number, MemberStreams>();

  const streamsOf = (memberId: number): MemberStreams => {
    let streams = members.get(memberId);
    if (!streams) {
      streams = { newestId: firstId - 1, buffer: [], listeners: new Set() };
      members.set(memberId, streams);
    }
    return streams;
  };

  const trim = (streams: MemberStreams) => {
    const cutoff = now() - REPLAY_MS;
    let drop = Math.max(0, streams.buffer.length - REPLAY_LIMIT);
    while (drop < streams.buffer.length && streams.buffer[drop]!.at < cutoff) drop += 1;
    if (drop > 0) streams.buffer.splice(0, drop);
  };

  return {
    publish(memberId: number, event: StreamEvent) {
      const streams = streamsOf(memberId);
      streams.newestId += 1;
      const entry = { id: streams.newestId, event };
      streams.buffer.push({ entry, at: now() });
      trim(streams);
      for (const listener of [...streams.listeners]) listener(entry);
    },

    subscribe(memberId: number, listener: StreamListener, { lastEventId, onMissed, onReady }: SubscribeOptions = {}) {
      const streams = streamsOf(memberId);
      if (lastEventId !== undefined) {
        trim(streams);
        const replay = streams.buffer.map((b) => b.entry).filter((e) => e.id > lastEventId);
        if (!replayIsComplete(lastEventId, streams.newestId, replay)) onMissed?.();
        for (const entry of replay) listener(entry);
      }
      streams.listeners.add(listener);
      onReady?.();
      return () => {
        streams.listeners.delete(listener);
      };
    },

    hasOpenStream: (memberId: number) => Promise.resolve((members.get(memberId)?.listeners.size ?? 0) > 0),
    flush: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
