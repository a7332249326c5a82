import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import solid from "vite-plugin-solid";
import { VitePWA, type VitePWAOptions } from "vite-plugin-pwa";
import { dictionaries } from "./web/vite/dictionaries.ts";
import { firstPaint } from "./web/vite/first-paint.ts";

const PUBLIC_PAGE_MODULES =
  /\/web\/src\/(components\/(Pairings|PairingNotes|Standings|LiveIndicator|ErrorBox|StatusBadge|EventMissing|RoundTimer|RulesInForce)\.tsx|lib\/(event|api|live|load|search|incremental|keep-unchanged|round-title|scores|format-name)\.ts|pages\/event\/data\.ts)$|\/shared\/rules\/profiles/;

// The installable app (docs/offline.md): Workbox precaches the app shell (every
// chunk, so the console opens with no network); pages and API reads go to the
// network first and fall back to their last copy. A new version waits until the
// user takes it (registerType "prompt"): never swapped in mid-round. The page
// registers it itself (web/src/lib/offline/register-sw.ts), a file, not inline
// script (the CSP allows none).
const pwa: Partial<VitePWAOptions> = {
  registerType: "prompt",
  injectRegister: false,
  manifest: {
    name: "Topcut",
    short_name: "Topcut",
    description: "Live pairings, standings and results; runs your event through bad venue Wi-Fi.",
    start_url: "/manage",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1f2937",
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg}"],
    // Pages are written by the Worker (link previews, preloads): the network's copy first,
    // the last one seen offline, and the plain app shell for a page never opened.
    navigateFallback: null,
    // The first install takes the open page at once (it works offline without a reload);
    // a later version still waits for the user (no skipWaiting).
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // A navigation, or the page's own address sent by register-sw.ts to be cached (the first visit
        // ran before the worker was there): app paths have no file extension and are not /api or /assets.
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" ||
          (request.method === "GET" && url.origin === self.location.origin && !/^\/(api|assets)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname)),
        handler: "NetworkFirst",
        options: {
          cacheName: "topcut-pages",
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 60 },
          plugins: [{ handlerDidError: async () => (await caches.match("/index.html", { ignoreSearch: true })) ?? Response.error() }],
        },
      },
      {
        // Reads of events and who is signed in: the last answer when the network is gone. Not an
        // event's state: the console keeps it in IndexedDB itself (lib/offline/local-state.ts).
        // A read marked fresh (api.ts, get's `fresh`: right after the outbox sent) goes to the network
        // alone: were its fetch to fail, this cache would answer with the copy from before the change.
        urlPattern: ({ request, url }) =>
          request.method === "GET" &&
          !request.headers.has("x-topcut-fresh") &&
          /^\/api\/(events\/|auth\/me$)/.test(url.pathname) &&
          !/^\/api\/events\/[^/]+\/state$/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: "topcut-reads",
          expiration: { maxEntries: 200 },
          // The copy kept says when it was read, for "offline, last updated 14:32" (lib/offline/offline-note.ts).
          plugins: [
            {
              cacheWillUpdate: async ({ response }) => {
                if (response.status !== 200) return null;
                const headers = new Headers(response.headers);
                headers.set("x-topcut-saved-at", String(Date.now()));
                return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
              },
            },
          ],
        },
      },
    ],
  },
};

export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  plugins: [solid(), dictionaries(), firstPaint(), VitePWA(pwa)],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    // scripts/build.mjs reads it to measure what the event page loads, then deletes it.
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the public event page, a player's page and the TV view share, as one
            // file: each small module its own chunk meant a dozen requests on a slow line.
            { name: "public-page", test: PUBLIC_PAGE_MODULES },
            // The format's plain parts the console needs on its first screen, apart from its zod
            // schemas (issue 22: their evaluation was a long task there on a slow phone).
            { name: "ids", test: /\/shared\/model\/(name-rules|profile-ids)\.ts$/ },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
});
