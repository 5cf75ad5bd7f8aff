import { request as httpRequest, type IncomingMessage } from 'node:http';

/** One server-sent event as a reader sees it (WHATWG HTML, "event stream interpretation"). */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Parses text/event-stream incrementally: feed it chunks as they arrive, it calls back per complete event
 * (and per comment line). The reader the tests and the benchmark use; pages use the browser's EventSource.
 */
export function createSseParser(
  onMessage: (message: SseMessage) => void,
  onComment: (text: string) => void = () => {},
): (chunk: string) => void {
  let pending = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    pending += chunk;
    const lines = pending.split(/\r\n|\r|\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) {
        onComment(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  };
}

export interface OpenEventStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** everything received so far, in order */
  messages: SseMessage[];
  comments: string[];
  /** Resolves with the first message (received or still to come) after index `from` that matches. */
  next(match: (message: SseMessage) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<SseMessage>;
  /** Called for each message as it arrives (the benchmark times arrivals with it). */
  onMessage(listener: (message: SseMessage) => void): void;
  close(): void;
}

/**
 * Opens an event stream over real HTTP (a fresh connection each, as each page has its own). Resolves once the
 * answer's headers are in; a non-200 answer resolves too, with its status and no messages.
 */
export function openEventStream(
  url: string,
  options: { cookie?: string; lastEventId?: string } = {},
): Promise<OpenEventStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      const messages: SseMessage[] = [];
      const comments: string[] = [];
      const listeners: ((m: SseMessage) => void)[] = [];
      const parse = createSseParser(
        (m) => {
          messages.push(m);
          for (const l of listeners) l(m);
        },
        (c) => comments.push(c),
      );
      res.setEncoding('utf8');
      res.on('data', parse);
      res.on('error', () => {});
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        comments,
        onMessage: (listener) => void listeners.push(listener),
        next(match, { from = 0, timeoutMs = 5000 } = {}) {
          const found = messages.slice(from).find(match);
          if (found) return Promise.resolve(found);
          return new Promise((resolveNext, rejectNext) => {
            const timer = setTimeout(
              () => rejectNext(new Error(`no matching event within ${timeoutMs} ms`)),
              timeoutMs,
            );
            listeners.push((m) => {
              if (!match(m)) return;
              clearTimeout(timer);
              resolveNext(m);
            });
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
