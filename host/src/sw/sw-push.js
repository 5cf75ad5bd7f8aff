/* The push half of the service worker, imported by /sw.js (importScripts) so it shares the root scope '/'
 * and the registration that holds the push subscription. The payload is JSON { title, body, url, badge, tag }
 * (server/src/push/notice-texts.ts): the texts come made in the member's language, url is the conversation
 * (/chats/{id}) or /likes, badge the unread total for the installed app's icon, tag one notification per
 * conversation (a newer message replaces the older notification). */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : self.location.host;
  // only a path on this site: a notification never leads elsewhere
  const url = typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/';
  const tag = typeof data.tag === 'string' && data.tag ? data.tag : undefined;
  const shown = self.registration.showNotification(title, {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url },
    ...(tag ? { tag, renotify: true } : {}),
  });
  // The installed app's icon shows the unread total, also while no page is open (Badging API, where supported).
  const count = typeof data.badge === 'number' && data.badge >= 0 ? Math.floor(data.badge) : null;
  const nav = self.navigator;
  const badged =
    count === null || !nav || !nav.setAppBadge
      ? Promise.resolve()
      : (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge()).catch(() => undefined);
  // The /notifications page shows the last message (docs/product.md §3, lastMessage): kept for pages opened later,
  // announced to pages open now (names shared with @dating/push, shared/push/src/last-message.ts).
  const last = { title, body: typeof data.body === 'string' ? data.body : '', url, received_at: Date.now() };
  event.waitUntil(Promise.all([shown, badged, keepLastMessage(last).catch(() => undefined)]));
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel('dating-push');
    channel.postMessage({ type: 'push-message', message: last });
    channel.close();
  }
});

/** IndexedDB 'dating-push', store 'state', key 'lastMessage': the one place both the worker and pages reach. */
function keepLastMessage(message) {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('dating-push', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('state');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('state', 'readwrite');
      tx.objectStore('state').put(message, 'lastMessage');
      tx.oncomplete = () => (db.close(), resolve());
      tx.onerror = () => (db.close(), reject(tx.error));
    };
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open =
        windows.find((client) => client.url === target) ||
        windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        return open
          .focus()
          .then((client) =>
            client && client.url !== target && 'navigate' in client ? client.navigate(target) : client,
          );
      }
      return self.clients.openWindow(target);
    }),
  );
});
