/* global self, caches, fetch, Response, URL */
// The phone console's service worker, scope /mobile (src/ui/mobile/pwa.ts registers it, never in the demo build,
// whose msw worker owns the root scope). It keeps one page, the offline page, and shows alarm notifications.
// Everything else goes to the network untouched: the cloud's answers are never cached here.
const CACHE = 'mobile-offline-v1';
const OFFLINE = '/mobile-offline.html';
const KEEP = [OFFLINE, '/favicon.svg', '/mobile-icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(KEEP)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('mobile-offline-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only page loads are answered here: network first, the offline page when there is no network.
  if (request.mode !== 'navigate') return;
  event.respondWith(fetch(request).catch(() => caches.match(OFFLINE).then((page) => page || Response.error())));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/mobile'));
      return open ? open.focus() : self.clients.openWindow('/mobile?tab=alarms');
    }),
  );
});
