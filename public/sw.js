/*
 * The site's service worker (docs/behaviour/experience.md#service-worker), registered as
 * /sw.js?v=<build>&prefixes=<the languages under a path prefix>. Pages: network first, the saved copy when the network
 * is gone, else the offline page in the address's language. Build assets (content-hashed) and the icon sprite: cache
 * first. API calls, other sites and non-GET requests are never touched. Each build has its own caches.
 */
const params = new URL(self.location.href).searchParams;
const PAGES_CACHE = `pages-${params.get('v') || 'dev'}`;
const ASSETS_CACHE = `assets-${params.get('v') || 'dev'}`;
const LANGUAGE_PREFIXES = (params.get('prefixes') || '').split(',').filter(Boolean);
const inEveryLanguage = (path) => [path, ...LANGUAGE_PREFIXES.map((prefix) => `/${prefix}${path}`)];
/** Ready before they are visited. */
const PRECACHED_PAGES = ['/services', '/portfolio', '/contact'].flatMap(inEveryLanguage);
/** Files of public/ that every page draws from, served like build assets. */
const SHARED_ASSETS = ['/icons.svg'];
/** Scripts, styles and fonts a saved page needs to look right offline. */
const ASSET_URL = /\/_next\/static\/[^"'\s)\\]+?\.(?:js|css|woff2)/g;
const isHtml = (response) =>
  response.ok && response.type === 'basic' && (response.headers.get('content-type') || '').includes('text/html');

/** Saves each asset not saved yet. */
async function keepAssets(urls) {
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.allSettled(urls.map(async (url) => (await cache.match(url)) || cache.add(url)));
}

/** Fetches a page and saves it with what it needs to render. */
async function savePage(pathname) {
  const response = await fetch(pathname, { credentials: 'same-origin' });
  if (!isHtml(response)) throw new Error(`${pathname} answered ${response.status}`);
  const html = await response.clone().text();
  await (await caches.open(PAGES_CACHE)).put(pathname, response);
  await keepAssets([...new Set(html.match(ASSET_URL) || [])]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The offline pages must be there; the rest is a best effort, with the pages already open (loaded before it).
      await Promise.all([...inEveryLanguage('/offline').map(savePage), keepAssets(SHARED_ASSETS)]);
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.map((client) => new URL(client.url)).filter((url) => url.origin === self.location.origin);
      await Promise.allSettled([...new Set([...PRECACHED_PAGES, ...open.map((url) => url.pathname)])].map(savePage));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const earlier = (await caches.keys()).filter(
        (name) => /^(pages|assets)-/.test(name) && name !== PAGES_CACHE && name !== ASSETS_CACHE,
      );
      await Promise.all(earlier.map((name) => caches.delete(name)));
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(event) {
  const { pathname } = new URL(event.request.url);
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (isHtml(response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(PAGES_CACHE).then((cache) => cache.put(pathname, copy)));
    }
    return response;
  } catch {
    const cache = await caches.open(PAGES_CACHE);
    const prefix = LANGUAGE_PREFIXES.find((language) => pathname === `/${language}` || pathname.startsWith(`/${language}/`));
    const offline = prefix ? `/${prefix}/offline` : '/offline';
    return (
      (await cache.match(pathname, { ignoreVary: true })) ||
      (await cache.match(offline, { ignoreVary: true })) ||
      Response.error()
    );
  }
}

async function cacheFirst(event) {
  const cache = await caches.open(ASSETS_CACHE);
  const saved = await cache.match(event.request);
  if (saved) return saved;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

/** A client-side navigation asks for the page's RSC data: the first time, its HTML is saved too, to open offline. */
async function rememberPage(url) {
  const cache = await caches.open(PAGES_CACHE);
  if (!(await cache.match(url.pathname, { ignoreVary: true }))) await savePage(url.pathname).catch(() => {});
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(event));
  else if (url.pathname.startsWith('/_next/static/') || SHARED_ASSETS.includes(url.pathname)) event.respondWith(cacheFirst(event));
  else if (request.headers.get('RSC') === '1' && !request.headers.has('Next-Router-Prefetch'))
    event.waitUntil(rememberPage(url));
});
