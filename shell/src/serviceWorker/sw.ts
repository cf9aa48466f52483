// The site's service worker (built by Workbox's InjectManifest in the shell's production build, served at /sw.js,
// scope /). It makes the site open offline after one online visit, and never keeps anything of an account:
// - the shell's build (Workbox's precache, the list the build injects): its content-hashed files;
// - navigations: the network first, the page template (APP_SHELL_URL, kept with the page policy its server sent)
//   when the network cannot answer (a page itself is never kept: its head may be a signed-in owner's, and a guest's
//   carries guest answers);
// - content-hashed files of the shell and of each remote: the cache first (a name never changes its content);
// - files that keep their name across builds (main.js, /remotes.json, each remote's mf-manifest.json and entry,
//   the icons, the manifests): the network first, the kept copy when the network cannot answer;
// - the API and any other site: not the worker's (no answer of the API is kept).
// A remote is deployed on its own: whenever a remote's manifest arrives with files the worker has not kept (the page
// loading the remote, the app-update check asking for it), the worker keeps that build's files, so the installed
// copy has the new build before it is offline.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RemoteManifestFiles, RemotesManifest } from '../remote';
import { APP_SHELL_URL, CACHE_NAMES, fileCacheKey, remoteBases, remoteBuildFiles, requestKind } from './cacheRules';

/** An event whose work the worker is kept alive for (the DOM library has no service worker types). */
type WorkerEvent = Event & { waitUntil(done: Promise<unknown>): void };
/** The parts of a service worker's global scope this worker uses (the DOM library types `self` as a window). */
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: WorkerEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const REMOTES_MAP_URL = new URL('/remotes.json', worker.location.origin).href;
const APP_SHELL = new URL(APP_SHELL_URL, worker.location.origin).href;

// a new build of the shell takes over at once: its pages ask the network first, so no open page runs on files that
// are gone (the hashed files an open page still needs stay in the run-time cache until they expire)
void worker.skipWaiting();
clientsClaim();

// (written `self.__WB_MANIFEST`: the build writes the list at that very text)
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

/** Where each remote's build is, by the latest remote map the worker saw (read from its cache when it starts). */
let bases: string[] = [];
const basesLoaded = caches
  .open(CACHE_NAMES.files)
  .then((cache) => cache.match(REMOTES_MAP_URL))
  .then(async (kept) => {
    if (kept) bases = remoteBases((await kept.json()) as RemotesManifest);
  })
  .catch(() => undefined);

/**
 * A remote's files are asked with CORS (each remote's server allows any origin): the page's scripts are no-cors
 * requests, whose answers a cache could only keep opaque (unreadable, and counted at megabytes each by the browser).
 */
const corsForRemotes = {
  requestWillFetch: async ({ request }: { request: Request }) =>
    new URL(request.url).origin === worker.location.origin
      ? request
      : new Request(request.url, { mode: 'cors', credentials: 'omit' }),
};
const keyWithoutQuery = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => fileCacheKey(new URL(request.url)),
};

/** Keep the files of one remote build the worker does not have yet (a failure is left for the next time). */
async function keepRemoteBuild(manifestUrl: string, manifest: RemoteManifestFiles): Promise<void> {
  const [chunks, files] = await Promise.all([caches.open(CACHE_NAMES.chunks), caches.open(CACHE_NAMES.files)]);
  await Promise.all(
    remoteBuildFiles(manifest, manifestUrl).map(async (url) => {
      const kind = requestKind(new URL(url), worker.location.origin, [new URL('.', manifestUrl).href]);
      const cache = kind === 'chunk' ? chunks : files;
      if (kind === 'chunk' && (await cache.match(url))) return;
      try {
        const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
        if (response.ok) await cache.put(fileCacheKey(new URL(url)), response);
      } catch {
        // offline or the remote is down: its files are kept when next fetched
      }
    }),
  );
}

/** A new remote map or manifest came from the network: note where the remotes are, and keep their current builds. */
async function noteFresh(url: string, response: Response, event: WorkerEvent): Promise<void> {
  if (url === REMOTES_MAP_URL) {
    const map = (await response.json()) as RemotesManifest;
    bases = remoteBases(map);
    // the page template's policy names where the remotes are: taken again with the map
    await Promise.all([APP_SHELL, ...Object.values(map)].map((url) => fetchFile(url, event)));
    return;
  }
  if (bases.some((base) => url === `${base}mf-manifest.json`)) {
    await keepRemoteBuild(url, (await response.json()) as RemoteManifestFiles);
  }
}

const files = new NetworkFirst({
  cacheName: CACHE_NAMES.files,
  plugins: [
    corsForRemotes,
    keyWithoutQuery,
    new CacheableResponsePlugin({ statuses: [200] }),
    {
      // only when the copy changed: a manifest unchanged since the last visit names files already kept
      cacheDidUpdate: async ({ request, oldResponse, newResponse, event }) => {
        const changed = !oldResponse || (await oldResponse.text()) !== (await newResponse.clone().text());
        if (changed) await noteFresh(request.url, newResponse.clone(), event as WorkerEvent).catch(() => undefined);
      },
    },
  ],
});

/**
 * A file that keeps its name, from the network through the worker's own rule: kept, and when it is the remote map or
 * a remote's manifest with news, what it names kept too (resolves when all of that is done).
 */
async function fetchFile(url: string, event: WorkerEvent): Promise<void> {
  const [response, done] = files.handleAll({ request: new Request(url), event: event as never });
  try {
    await response;
    await done;
  } catch {
    // offline or moved: the next visit asks again
  }
}

const chunks = new CacheFirst({
  cacheName: CACHE_NAMES.chunks,
  plugins: [
    corsForRemotes,
    new CacheableResponsePlugin({ statuses: [200] }),
    // builds come and go: the oldest hashed files leave when there are more than several builds' worth
    new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ url, request }) => request.mode !== 'navigate' && requestKind(url, worker.location.origin, bases) === 'chunk',
  chunks,
);
registerRoute(
  ({ url, request }) => request.mode !== 'navigate' && requestKind(url, worker.location.origin, bases) === 'file',
  files,
);

/** Navigations: the server's page when it answers, else the kept page template. */
async function navigate({ request }: { request: Request }): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const template = await caches.open(CACHE_NAMES.files).then((cache) => cache.match(APP_SHELL));
    if (template) return template;
    throw error;
  }
}
registerRoute(new NavigationRoute(navigate, { denylist: [/^\/api\//] }));

// installed: the shell's own non-hashed files the first visit loaded before the worker was there, the remote map and
// every remote's current build, so the site opens offline from now on
worker.addEventListener('install', (event) => {
  event.waitUntil(
    basesLoaded.then(() =>
      Promise.all(
        ['/main.js', '/favicon.svg', APP_SHELL_URL, '/remotes.json'].map((path) =>
          fetchFile(new URL(path, worker.location.origin).href, event),
        ),
      ),
    ),
  );
});
