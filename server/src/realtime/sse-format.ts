import type { StreamEvent } from '@dating/contract';
import type { StreamEntry } from './hub';

/**
 * The text/event-stream framing (WHATWG HTML, server-sent events). JSON.stringify escapes line breaks, so
 * the data is always one `data:` line; the event name is the StreamEvent type, so a page can listen per type.
 */
export const sseEvent = ({ id, event }: StreamEntry): string =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * A broadcast has no `id:` line: the browser keeps the member's last event id for its resume, and a broadcast
 * missed while disconnected is made up for by the page itself (it rechecks the pointer when it reconnects).
 */
export const sseBroadcast = (event: StreamEvent): string => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** Sent when a resume could not be completed: the page reloads what it shows (no id: the resume point stays). */
export const SSE_RESYNC = 'event: resync\ndata: {}\n\n';

/** A comment line: keeps proxies and load balancers from closing an idle connection; pages ignore it. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/** The Last-Event-ID a reconnecting EventSource sends; anything else (absent, garbage) means a fresh start. */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
