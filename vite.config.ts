import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import solid from "vite-plugin-solid";
import { VitePWA, type VitePWAOptions } from "vite-plugin-pwa";
import { dictionaries } from "./web/vite/dictionaries.ts";
import { firstPaint } from "./web/vite/first-paint.ts";

const PUBLIC_PAGE_MODULES =
  /\/web\/src\/(components\/(Pairings|PairingNotes|LiveIndicator|ErrorBox|StatusBadge|EventMissing|RoundTimer)\.tsx|lib\/(event|search|round-title|scores|net\/(api|live|load|read-text)|render\/(incremental|keep-unchanged)|i18n\/format-name)\.ts|pages\/event\/data\.ts)$|\/shared\/rules\/profiles/;

// The installable app (docs/offline.md): the service worker is web/src/sw.ts,
// which Vite bundles; the plugin writes the build's file list into it (every
// chunk, so the console opens with no network). A new version waits until the
// user takes it (registerType "prompt"). The page registers it itself
// (web/src/lib/offline/register-sw.ts), a file, not inline script (the CSP
// allows none). injectManifest, not generateSW: the generated worker went
// through Babel and Terser, half of the whole build's time.
const pwa: Partial<VitePWAOptions> = {
  registerType: "prompt",
  injectRegister: false,
  strategies: "injectManifest",
  srcDir: "src",
  filename: "sw.ts",
  injectManifest: { globPatterns: ["**/*.{js,css,html,svg}"] },
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
            // schemas (their evaluation was a long task there on a slow phone).
            { name: "ids", test: /\/shared\/model\/(name-rules|profile-ids)\.ts$/ },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
});
