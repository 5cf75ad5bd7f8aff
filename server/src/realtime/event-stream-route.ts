import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { EVENT_STREAM_PATH } from '@dating/contract';
import { notLoggedIn, sessionExpired } from '../http/errors';
import { revocationEnds } from '../auth/session-store';
import type { StreamEntry } from './hub';
import { parseLastEventId, sseBroadcast, sseEvent, SSE_HEARTBEAT, SSE_RESYNC } from './sse-format';

/** A page that reads slower than this much piles up is dropped; its EventSource reconnects and resumes. */
const MAX_BUFFERED_BYTES = 1 << 20;

/**
 * GET /api/events.php: the member's server-sent event stream (docs/architecture.md, Real time), one per open page.
 * Registered inside the API context so the session lookup applies; members only (403 not_logged_in /
 * session_expired, as for chats and likes: an EventSource stops retrying on it and the page keeps polling).
 *
 * The events go through a stream that reply.send() pipes, not through a hijacked reply: the onSend hooks
 * still run, so the session cookie renewal and the security headers reach the page like any other answer.
 */
export async function eventStreamRoutes(app: FastifyInstance): Promise<void> {
  const open = new Set<PassThrough>();
  // Fastify waits for open connections on close; an event stream never ends by itself.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(EVENT_STREAM_PATH, async (request, reply) => {
    if (request.auth.state === 'expired') throw sessionExpired();
    if (request.auth.state !== 'active') throw notLoggedIn();
    const session = request.auth.session;
    const memberId = session.memberId;

    const stream = new PassThrough();
    open.add(stream);
    const write = (text: string) => {
      if (stream.writableLength > MAX_BUFFERED_BYTES) stream.destroy();
      else stream.write(text);
    };
    // The first bytes make Fastify send the headers as soon as the answer starts.
    write(SSE_HEARTBEAT);
    let ready: () => void = () => {};
    const subscribed = new Promise<void>((resolve) => (ready = resolve));
    const deliver = (entry: StreamEntry) => write(sseEvent(entry));
    const unsubscribe = app.realtime.subscribe(memberId, deliver, {
      onReady: () => ready(),
      // The header is the browser's own resume (always the newest); the query names where a page that had to
      // open a new EventSource left off.
      lastEventId:
        parseLastEventId(request.headers['last-event-id']) ??
        parseLastEventId((request.query as { last_event_id?: string }).last_event_id),
      onMissed: () => write(SSE_RESYNC),
    });
    const stopBroadcasts = app.broadcasts.subscribe((event) => write(sseBroadcast(event)));
    const stopHeartbeat = app.realtimeHeartbeat(() => write(SSE_HEARTBEAT));
    // A stream lives no longer than its session: a logout, a new password elsewhere, a suspension or a deletion,
    // on any instance, ends it at once (its EventSource then meets the 403 and the page stops listening).
    const stopWatchingSession = app.sessions.onEnded((ended) => {
      if (revocationEnds(ended, session)) cleanUp();
    });
    let closed = false;
    const cleanUp = () => {
      if (closed) return;
      closed = true;
      stopHeartbeat();
      stopWatchingSession();
      unsubscribe();
      stopBroadcasts();
      open.delete(stream);
      if (!stream.destroyed) stream.end();
    };
    reply.raw.on('close', cleanUp);
    stream.on('close', cleanUp);

    // The answer (and with it the page's EventSource 'open') waits until nothing published from now on is missed.
    await Promise.race([subscribed, once(reply.raw, 'close')]);
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        // nginx and similar proxies buffer answers unless told not to.
        .header('x-accel-buffering', 'no')
        .send(stream)
    );
  });
}
