/* The push half of the service worker, imported by /sw.js (importScripts) so it shares the root scope '/'
 * and the registration that holds the push subscription. The payload is JSON { title, body, url };
 * what the server sends arrives with the signup/push work. */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : self.location.host;
  const url = typeof data.url === 'string' && data.url ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

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
