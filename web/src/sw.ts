// The service worker (docs/offline.md): the app shell precached, so any page
// of the app opens with no network; pages and event reads go to the network
// first and fall back to their last copy. Built by vite-plugin-pwa
// (vite.config.ts, injectManifest: Vite bundles this file and writes the
// build's file list into `self.__WB_MANIFEST`).
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { handlePush, type PushScope } from "./push-sw.ts";

// What this file uses of the worker's global scope (the project's types are the DOM's and the Workers runtime's).
declare const self: PushScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (e: MessageEvent) => void): void;
};

// A new version waits until the user takes it (register-sw.ts sends this): never swapped in mid-round.
self.addEventListener("message", (e) => {
  if ((e.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// Pairings on the lock screen (push-sw.ts).
handlePush(self);
// The first install takes the open page at once (it works offline without a reload).
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages are written by the Worker (link previews, preloads): the network's copy first, the
// last one seen offline, and the plain app shell for a page never opened. A navigation, or
// the page's own address sent by register-sw.ts to be cached (the first visit ran before the
// worker was there): app paths have no file extension and are not /api or /assets.
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" ||
    (request.method === "GET" && url.origin === self.location.origin && !/^\/(api|assets)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname)),
  new NetworkFirst({
    cacheName: "topcut-pages",
    networkTimeoutSeconds: 6,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60 }),
      { handlerDidError: async () => (await caches.match("/index.html", { ignoreSearch: true })) ?? Response.error() },
    ],
  }),
  "GET",
);

// Reads of events and who is signed in: the last answer when the network is gone. Not an
// event's state: the console keeps it in IndexedDB itself (lib/offline/local-state.ts). A
// read marked fresh (api.ts, get's `fresh`: right after the outbox sent) goes to the network
// alone: were its fetch to fail, this cache would answer with the copy from before the change.
registerRoute(
  ({ request, url }) =>
    request.method === "GET" &&
    !request.headers.has("x-topcut-fresh") &&
    /^\/api\/(events\/|auth\/me$)/.test(url.pathname) &&
    !/^\/api\/events\/[^/]+\/state$/.test(url.pathname),
  new NetworkFirst({
    cacheName: "topcut-reads",
    plugins: [
      new ExpirationPlugin({ maxEntries: 200 }),
      {
        // The copy kept says when it was read, for "offline, last updated 14:32" (lib/offline/offline-note.ts).
        cacheWillUpdate: async ({ response }) => {
          if (response.status !== 200) return null;
          const headers = new Headers(response.headers);
          headers.set("x-topcut-saved-at", String(Date.now()));
          return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
        },
      },
    ],
  }),
  "GET",
);
