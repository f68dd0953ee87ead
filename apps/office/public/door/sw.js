/*
 * The door scanner's service worker, scoped to /office/door/: it keeps the app shell (the office's
 * page and the files it loaded) so a paired phone opens the scanner with no network. API calls are
 * never answered from here: the scanner's own engine decides what to do without the server.
 */
const CACHE = 'foyer-door-shell-1';
const SHELL = '/office/door/';
/** A navigation waits this long for the network before the kept page answers: a door cannot wait for a dead line. */
const NAVIGATION_WAIT_MS = 3000;

/** The page and the script and style files it names, kept at install so the first offline start works. */
const keepShell = async () => {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-store' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const files = [...html.matchAll(/(?:src|href)="(\/office\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.put(SHELL, response);
  await cache.addAll(files);
};

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

const withTimeout = (promise, ms) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** The scanner's pages: the network's fresh page (kept for next time), else the kept one. */
const page = async (request) => {
  const cache = await caches.open(CACHE);
  try {
    const response = await withTimeout(fetch(request), NAVIGATION_WAIT_MS);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw new Error('offline and no kept page');
  }
};

/** Built files carry their content's hash in their name: a kept copy is always right. */
const builtFile = async (request) => {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
};

/** The manifest and icon: fresh when the network answers, kept otherwise. */
const doorFile = async (request) => {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw new Error('offline and not kept');
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(SHELL)) event.respondWith(page(request));
  else if (url.pathname.startsWith('/office/assets/')) event.respondWith(builtFile(request));
  else if (url.pathname.startsWith(SHELL) && url.pathname !== `${SHELL}sw.js`) event.respondWith(doorFile(request));
});

/** The files the open scanner loaded before this worker took over (its lazy screens, the catalog, the decoder). */
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'keep' && Array.isArray(event.data.urls) ? event.data.urls : [];
  const built = urls.filter((url) => typeof url === 'string' && new URL(url, self.location.origin).pathname.startsWith('/office/assets/'));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(built.map((url) => cache.match(url).then((kept) => kept || cache.add(url))))));
});
