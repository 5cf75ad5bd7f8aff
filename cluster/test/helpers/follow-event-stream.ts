import { request, type ClientRequest } from 'node:http';
import { EVENT_STREAM_PATH } from '@dating/contract';
import { createSseParser, type SseMessage } from '@dating/server/src/realtime/sse-client';

/** sooner than a browser's EventSource (seconds), so the test waits less; the resume is the same */
const RECONNECT_MS = 250;

export interface FollowedStream {
  /** every event received, over all its connections, in order */
  messages: SseMessage[];
  /** connections opened after the first: the stream ended (its instance stopped) and the page came back */
  reconnects: number;
  /** the first connection's answer started (200) */
  opened: Promise<void>;
  close(): void;
}

/**
 * A page's event stream as a browser's EventSource keeps it: when the connection ends it connects again, sending
 * the id of the last event it got as Last-Event-ID, so the server replays what it missed (src/realtime).
 */
export function followEventStream(base: string, cookie: string): FollowedStream {
  const messages: SseMessage[] = [];
  let lastEventId: string | undefined;
  let connections = 0;
  let closed = false;
  let current: ClientRequest | undefined;
  let markOpened: () => void = () => {};
  let failOpen: (err: Error) => void = () => {};
  const opened = new Promise<void>((resolve, reject) => {
    markOpened = resolve;
    failOpen = reject;
  });

  const connect = () => {
    if (closed) return;
    connections += 1;
    let retried = false;
    const again = () => {
      if (retried || closed) return;
      retried = true;
      setTimeout(connect, RECONNECT_MS);
    };
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    current = request(base + EVENT_STREAM_PATH, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        // as EventSource: any other answer ends the stream for good
        closed = true;
        res.resume();
        return failOpen(new Error(`the event stream answered ${res.statusCode}`));
      }
      markOpened();
      const parse = createSseParser((message) => {
        if (message.id) lastEventId = message.id;
        messages.push(message);
      });
      res.setEncoding('utf8');
      res.on('data', parse);
      res.on('error', again);
      res.on('close', again);
    });
    current.on('error', again);
    current.end();
  };
  connect();

  return {
    messages,
    get reconnects() {
      return connections - 1;
    },
    opened,
    close() {
      closed = true;
      current?.destroy();
    },
  };
}
