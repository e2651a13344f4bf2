// The course's service worker: every file of its folder (and any named beside it) is
// saved on the first visit, so the course opens again with no network.
//
// scripts/site_cache.py writes the deployed sw.js: two lines that define VERSION (a hash
// of every file) and FILES (each file's address relative to this script, with its
// SHA-256), then this source. A new build changes VERSION, so the browser installs the
// new worker, which saves the new files beside the old ones, takes over at once and
// deletes the old copy; the page (register-sw.js) then reloads itself once.

/* global VERSION, FILES */

const PREFIX = `course-files ${new URL(self.registration.scope).pathname} `;
const CACHE = PREFIX + VERSION;
const HASH_HEADER = "x-course-file-sha256";
const NETWORK_TIMEOUT = 4000;
const NETWORK_FIRST = /(\.html|\.webmanifest|\/manifest\.json)$/;

const hashes = new Map(FILES.map(([path, hash]) => [new URL(path, self.location).href, hash]));

/** The address a request is stored under, or null when the request is not a file of the manifest. */
function key(request) {
  const url = new URL(request.url);
  url.hash = "";
  if (request.mode === "navigate") url.search = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  return hashes.has(url.href) ? url.href : null;
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A saved copy of *url* with the content *hash*, from a cache of an earlier build. */
async function earlierCopy(url, hash) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const response = await (await caches.open(name)).match(url);
    if (response && response.headers.get(HASH_HEADER) === hash) return response;
  }
  return null;
}

/** Fetch *url*, check it against the manifest's *hash*, and return a response fit to store. */
async function download(url, hash) {
  // Straight from the server: a copy the browser kept may be older than a second-old file.
  const response = await fetch(url, { cache: "reload" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = await response.arrayBuffer();
  if ((await sha256(body)) !== hash) throw new Error(`${url} changed while the course was being saved`);
  const headers = new Headers(response.headers);
  for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
  headers.set(HASH_HEADER, hash);
  return new Response(body, { status: 200, statusText: response.statusText, headers });
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    Array.from(hashes, async ([url, hash]) => {
      const saved = await cache.match(url);
      if (saved && saved.headers.get(HASH_HEADER) === hash) return;
      await cache.put(url, (await earlierCopy(url, hash)) || (await download(url, hash)));
    }),
  );
}

/** The network's answer, or the saved copy when the network fails, errs or is slow. */
async function networkFirst(request, url) {
  const saved = await caches.match(url, { cacheName: CACHE });
  const network = fetch(request).then((response) => (response.ok || !saved ? response : saved));
  if (!saved) return network;
  const late = new Promise((resolve) => setTimeout(() => resolve(saved), NETWORK_TIMEOUT));
  return Promise.race([network.catch(() => saved), late]);
}

async function cacheFirst(request, url) {
  return (await caches.match(url, { cacheName: CACHE })) || fetch(request);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = key(request);
  if (url === null) return;
  const networkFirstHere = request.mode === "navigate" || NETWORK_FIRST.test(new URL(url).pathname);
  event.respondWith(networkFirstHere ? networkFirst(request, url) : cacheFirst(request, url));
});
