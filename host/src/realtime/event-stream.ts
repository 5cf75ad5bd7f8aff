import { is } from 'superstruct';
import { EVENT_STREAM_PATH, StreamEvent } from '@dating/contract';

/** Every event name the server sends (the StreamEvent type); the record makes a new type a compile error here. */
const EVENT_TYPES: Record<StreamEvent['type'], true> = {
  message: true,
  read: true,
  typing: true,
  conversation_removed: true,
  chats_changed: true,
  likes: true,
  credits: true,
  remotes: true,
};
export const STREAM_EVENT_TYPES = Object.keys(EVENT_TYPES) as StreamEvent['type'][];

export interface StreamHandlers {
  onEvent(event: StreamEvent): void;
  /** the server could not resume from the last event seen: reload whatever the stream feeds */
  onResync(): void;
  /** true while events flow; false while the page is without them (polling carries on) */
  onStatus(connected: boolean): void;
}

export interface StreamOptions {
  /** default the browser's EventSource (tests give jsdom one) */
  EventSourceImpl?: typeof EventSource;
  /** wait before reopening a stream the browser gave up on (attempt 1, 2, ...) */
  retryDelayMs?: (attempt: number) => number;
}

/** 5 s, 10 s, 20 s ... at most 5 minutes: a server that is down is not hammered by every open page. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 300_000);

/** A parsed and checked event, or null for anything that is not a StreamEvent (ignored, never thrown). */
export function parseStreamEvent(data: string): StreamEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    return is(value, StreamEvent) ? value : null;
  } catch {
    return null;
  }
}

/** The stream's URL; a reopened EventSource sends no Last-Event-ID header of its own, so it goes in the query. */
export const streamUrl = (lastEventId: string) =>
  lastEventId ? `${EVENT_STREAM_PATH}?last_event_id=${encodeURIComponent(lastEventId)}` : EVENT_STREAM_PATH;

/**
 * The page's one event stream. The browser's EventSource reconnects by itself after a dropped connection (with
 * Last-Event-ID); when it gives up (an error answer: a deploy, a 403 after the session ended) this reopens it
 * after a growing delay, naming the last event seen so nothing is lost in between.
 */
export function connectEventStream(handlers: StreamHandlers, options: StreamOptions = {}): { close(): void } {
  const Impl = options.EventSourceImpl ?? EventSource;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId = '';
  let attempt = 0;
  let closed = false;

  const receive = (message: MessageEvent<string>) => {
    if (message.lastEventId) lastEventId = message.lastEventId;
    const event = parseStreamEvent(message.data);
    if (event) handlers.onEvent(event);
  };

  const open = () => {
    const current = new Impl(streamUrl(lastEventId));
    source = current;
    for (const type of STREAM_EVENT_TYPES) current.addEventListener(type, receive as EventListener);
    current.addEventListener('resync', () => handlers.onResync());
    current.onopen = () => {
      attempt = 0;
      handlers.onStatus(true);
    };
    current.onerror = () => {
      handlers.onStatus(false);
      if (current.readyState !== Impl.CLOSED || closed) return;
      current.close();
      attempt += 1;
      timer = setTimeout(open, retryDelayMs(attempt));
    };
  };

  open();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
      handlers.onStatus(false);
    },
  };
}
