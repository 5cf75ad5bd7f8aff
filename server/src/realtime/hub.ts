import type { StreamEvent } from '@dating/contract';

/** One event as a member's streams see it: ids increase per member, so a reconnect can name the last one seen. */
export interface StreamEntry {
  id: number;
  event: StreamEvent;
}

export type StreamListener = (entry: StreamEntry) => void;

export interface SubscribeOptions {
  /** the Last-Event-ID the page sent: what came after it and is still in the replay buffer is delivered first */
  lastEventId?: number;
  /**
   * Called (before any event) when the replay cannot cover everything after lastEventId: the buffer was
   * trimmed, or the id is from before a restart. The page then reloads what it shows instead of trusting it.
   */
  onMissed?: () => void;
  /**
   * Called once the subscription is live (with Redis: after SUBSCRIBE was confirmed and the replay read): from
   * then on nothing published for the member is missed. The stream answers only then, so a page that saw its
   * EventSource open misses nothing published after.
   */
  onReady?: () => void;
}

/**
 * How the server reaches a member's open pages (docs/architecture.md, Real time). publish() never throws and never
 * waits: it is called after a transaction committed, and a member without an open page simply gets nothing (the
 * polling of docs/product.md §9 and web push cover that). In-process by default (memory-hub.ts); through Redis
 * pub/sub when REDIS_URL is set, so a page connected to another instance gets the event too (redis-hub.ts).
 */
export interface RealtimeHub {
  publish(memberId: number, event: StreamEvent): void;
  /** Delivers the member's events to the listener until the returned function is called. */
  subscribe(memberId: number, listener: StreamListener, options?: SubscribeOptions): () => void;
  /** Whether the member has an open stream on any instance (web push is for members without one). */
  hasOpenStream(memberId: number): Promise<boolean>;
  /** Resolves once every publish() made so far reached the hub's store (tests, benchmarks, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** How long and how many events a member's replay buffer keeps: enough for a reconnect, not a history. */
export const REPLAY_LIMIT = 200;
export const REPLAY_MS = 5 * 60_000;

/**
 * Whether a resume from lastEventId can be trusted to have lost nothing: per-member ids are consecutive, so
 * the replay must start right after lastEventId whenever the member had newer events. An id newer than the
 * member's newest is from another era (a restart, a flushed Redis): not trusted either.
 */
export function replayIsComplete(lastEventId: number, newestId: number, replay: readonly StreamEntry[]): boolean {
  if (lastEventId > newestId) return false;
  if (lastEventId === newestId) return true;
  return replay[0]?.id === lastEventId + 1;
}
