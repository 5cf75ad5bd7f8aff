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
  /** Settles when the stream has ended, whichever side ended it. */
  ended: Promise<void>;
  /**
   * Resolves with the first message (received or still to come) after index `from` that matches; rejects when the
   * stream ends first, or when `timeoutMs` (no default: a caller that measures time gives one) has passed.
   */
  next(match: (message: SseMessage) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<SseMessage>;
  /** Resolves once `count` comment lines that match have arrived (heartbeats); rejects when the stream ends first. */
  comment(match: (text: string) => boolean, count?: number): Promise<void>;
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
      // each is called with every message, every comment, and once with null when the stream has ended
      const listeners: ((m: SseMessage | null) => void)[] = [];
      const commentListeners: (() => void)[] = [];
      let ended = false;
      let settleEnded = () => {};
      const endedPromise = new Promise<void>((resolveEnded) => (settleEnded = resolveEnded));
      const end = () => {
        if (ended) return;
        ended = true;
        settleEnded();
        for (const l of [...listeners]) l(null);
        for (const l of [...commentListeners]) l();
      };
      const parse = createSseParser(
        (m) => {
          messages.push(m);
          for (const l of [...listeners]) l(m);
        },
        (c) => {
          comments.push(c);
          for (const l of [...commentListeners]) l();
        },
      );
      res.setEncoding('utf8');
      res.on('data', parse);
      res.on('error', () => {});
      res.on('close', end);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        comments,
        ended: endedPromise,
        onMessage: (listener) => void listeners.push((m) => m && listener(m)),
        next(match, { from = 0, timeoutMs } = {}) {
          const found = messages.slice(from).find(match);
          if (found) return Promise.resolve(found);
          if (ended) return Promise.reject(new Error('the stream ended before a matching event'));
          return new Promise((resolveNext, rejectNext) => {
            const timer =
              timeoutMs === undefined
                ? undefined
                : setTimeout(() => rejectNext(new Error(`no matching event within ${timeoutMs} ms`)), timeoutMs);
            const listener = (m: SseMessage | null) => {
              if (m && !match(m)) return;
              clearTimeout(timer);
              listeners.splice(listeners.indexOf(listener), 1);
              if (m) resolveNext(m);
              else rejectNext(new Error('the stream ended before a matching event'));
            };
            listeners.push(listener);
          });
        },
        comment(match, count = 1) {
          const enough = () => comments.filter(match).length >= count;
          if (enough()) return Promise.resolve();
          return new Promise((resolveComment, rejectComment) => {
            const listener = () => {
              if (enough()) resolveComment();
              else if (ended) rejectComment(new Error(`the stream ended before ${count} matching comments`));
              else return;
              commentListeners.splice(commentListeners.indexOf(listener), 1);
            };
            commentListeners.push(listener);
            listener();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
