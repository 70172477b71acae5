/* global self */
/**
 * The service worker of Web Push: shows each push the server sends (its payload is JSON:
 * { kind, matchId, seat, title, url }) and opens its page when the notification is clicked.
 * Served at the site's root so that its scope is the whole site.
 */
self.addEventListener('push', (event) => {
  const data = event.data ? event.data.json() : { title: 'Stackbound', url: '/' };
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: `Match ${data.matchId ?? ''}`.trim(),
      tag: `${data.kind}:${data.matchId}`,
      data: { url: data.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data?.url ?? '/'));
});
