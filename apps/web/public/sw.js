// Tread service worker: hashed build assets are immutable, so they are served cache-first.
// Everything else (navigations, /api, /static, the manifest) always goes to the network,
// so a shopper never gets a stale index.html or stale data.
const ASSET_CACHE = 'tread-assets-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== ASSET_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.mode === 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(ASSET_CACHE);
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      // A server's history fallback may answer a missing asset with index.html: never keep that.
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && !type.includes('text/html')) await cache.put(request, response.clone());
      return response;
    })(),
  );
});
