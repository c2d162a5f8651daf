/*
 * The site's service worker (docs/behaviour/experience.md#service-worker), registered by
 * components/experience/service-worker-registration.tsx as /sw.js?v=<build>. Pages: network first, the saved copy when
 * the network is gone, else the offline page in the visitor's language. Build assets (content-hashed, never changing):
 * cache first. API calls and other sites are never touched. Each build has its own caches; older ones are deleted.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PAGES_CACHE = `pages-${VERSION}`;
const ASSETS_CACHE = `assets-${VERSION}`;
const OWN_CACHE_PREFIXES = ['pages-', 'assets-'];

const OFFLINE_PAGES = { en: '/offline', fr: '/fr/offline' };
/**
 * Services, portfolio and contact in both languages are ready before they are visited
 * (docs/behaviour/experience.md#service-worker).
 */
const PRECACHED_PAGES = ['/services', '/portfolio', '/contact', '/fr/services', '/fr/portfolio', '/fr/contact'];
/** Files of public/ that every page draws from (the icon sprite): saved at install, served like build assets. */
const SHARED_ASSETS = ['/icons.svg'];
/** Scripts, styles and fonts a saved page needs to look right offline. */
const ASSET_URL = /\/_next\/static\/[^"'\s)\\]+?\.(?:js|css|woff2)/g;

function isHtml(response) {
  return response.ok && response.type === 'basic' && (response.headers.get('content-type') || '').includes('text/html');
}

function offlinePageFor(pathname) {
  return /^\/fr(\/|$)/.test(pathname) ? OFFLINE_PAGES.fr : OFFLINE_PAGES.en;
}

/** Saves each asset not saved yet. */
async function keepAssets(urls) {
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.allSettled(urls.map(async (url) => (await cache.match(url)) || cache.add(url)));
}

function saveAssetsOf(html) {
  return keepAssets([...new Set(html.match(ASSET_URL) || [])]);
}

/** Fetches a page and saves it with what it needs to render. */
async function savePage(pathname) {
  const response = await fetch(pathname, { credentials: 'same-origin' });
  if (!isHtml(response)) throw new Error(`${pathname} answered ${response.status}`);
  const html = await response.clone().text();
  await (await caches.open(PAGES_CACHE)).put(pathname, response);
  await saveAssetsOf(html);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The offline pages must be there; the rest is a best effort that must not block the install.
      await Promise.all([...Object.values(OFFLINE_PAGES).map(savePage), keepAssets(SHARED_ASSETS)]);
      // The page that registered the worker was loaded before it: save it too.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.map((client) => new URL(client.url)).filter((url) => url.origin === self.location.origin);
      const pages = new Set([...PRECACHED_PAGES, ...open.map((url) => url.pathname)]);
      await Promise.allSettled([...pages].map(savePage));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = [PAGES_CACHE, ASSETS_CACHE];
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => OWN_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)) && !current.includes(name))
          .map((name) => caches.delete(name)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
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
    return (
      (await cache.match(pathname, { ignoreVary: true })) ||
      (await cache.match(offlinePageFor(pathname), { ignoreVary: true })) ||
      Response.error()
    );
  }
}

async function cacheFirst(event) {
  const cache = await caches.open(ASSETS_CACHE);
  const saved = await cache.match(event.request);
  if (saved) return saved;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(cache.put(event.request, copy));
  }
  return response;
}

/**
 * A client-side navigation asks for the page's React Server Components data, not its HTML. The first
 * time a page is visited that way, its HTML is saved too, so visited pages open offline.
 */
async function rememberPage(url) {
  const cache = await caches.open(PAGES_CACHE);
  if (await cache.match(url.pathname, { ignoreVary: true })) return;
  try {
    await savePage(url.pathname);
  } catch {
    // Offline or an error page: nothing to remember.
  }
}

/** The page that registered the worker lists the scripts it loaded before the worker existed. */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep-assets' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((url) => {
    const { origin, pathname } = new URL(url, self.location.origin);
    return origin === self.location.origin && pathname.startsWith('/_next/static/');
  });
  event.waitUntil(keepAssets(urls));
});

function isPageDataRequest(request) {
  return request.headers.get('RSC') === '1' && !request.headers.has('Next-Router-Prefetch');
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event));
  } else if (url.pathname.startsWith('/_next/static/') || SHARED_ASSETS.includes(url.pathname)) {
    event.respondWith(cacheFirst(event));
  } else if (isPageDataRequest(request)) {
    event.waitUntil(rememberPage(url));
  }
});
