/**
 * The last push message this browser received (docs/product.md §3, lastMessage). /sw-push.js keeps it in IndexedDB
 * (so a page opened later, or reloaded, shows it) and announces it on a BroadcastChannel (so open pages show it
 * at once). The names here and in host/src/sw/sw-push.js must match.
 */
export const PUSH_DB = 'dating-push';
export const PUSH_STORE = 'state';
export const LAST_MESSAGE_KEY = 'lastMessage';
export const PUSH_CHANNEL = 'dating-push';

export interface PushMessage {
  title: string;
  body: string;
  /** a path on this site */
  url: string;
  /** epoch milliseconds, when the worker received it */
  received_at: number;
}

export function isPushMessage(value: unknown): value is PushMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.title === 'string' &&
    typeof m.body === 'string' &&
    typeof m.url === 'string' &&
    typeof m.received_at === 'number'
  );
}

/** What the worker kept; null when nothing came yet or the browser keeps no IndexedDB (private modes). */
export function readLastMessage(): Promise<PushMessage | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const open = indexedDB.open(PUSH_DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(PUSH_STORE);
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      try {
        const get = db.transaction(PUSH_STORE, 'readonly').objectStore(PUSH_STORE).get(LAST_MESSAGE_KEY);
        get.onsuccess = () => resolve(isPushMessage(get.result) ? get.result : null);
        get.onerror = () => resolve(null);
      } catch {
        resolve(null);
      } finally {
        db.close();
      }
    };
  });
}

/** Calls `onMessage` for each message the worker announces; answers the function that stops listening. */
export function listenForMessages(onMessage: (message: PushMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(PUSH_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; message?: unknown } | null;
    if (data?.type === 'push-message' && isPushMessage(data.message)) onMessage(data.message);
  };
  return () => channel.close();
}
