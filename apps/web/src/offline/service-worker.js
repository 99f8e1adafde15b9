// The service worker: the game's files are cached when it installs, so the
// game starts and plays with no network (generation, hints and ratings all
// run in the page's workers). The build writes it to dist/sw.js with the
// file list and a cache name that changes with any file (vite.config.ts).
// A new version waits until the page says the player chose to reload.
const CACHE = '__CACHE__';
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('sudoku-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'update') self.skipWaiting();
});

// The cache first (the files are the version's own), the network for anything else;
// a page (any address of the game, whatever its #p= link) is index.html.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const key = request.mode === 'navigate' ? './index.html' : request;
  event.respondWith(caches.match(key, { ignoreSearch: true }).then((hit) => hit ?? fetch(request)));
});
