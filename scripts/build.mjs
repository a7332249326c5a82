// `npm run build`: the web app into dist/ (served by the Worker as static
// assets), then the bundle budget: the gzipped JavaScript that the public
// event page (/e/:id) loads must stay under 40 KB, or the build fails.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const BUDGET = 40 * 1024;
const EVENT_PAGE = "src/pages/event/EventPage.tsx";
// A Japanese visitor also loads the public part of the Japanese dictionary
// (web/vite/dictionaries.ts): count the worst case.
const DICTIONARY = "../virtual:topcut-dict/ja/public";

// Always a production build: a test runner's NODE_ENV=test would otherwise make
// Vite and Solid keep development code (about 0.8 KB more on the event page), so
// the tests would serve, and the budget would measure, another app than `npm start`.
const r = spawnSync("vite", ["build", "--logLevel", "warn"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
if (r.status !== 0) process.exit(r.status ?? 1);

// Vite's manifest lists every chunk with its static imports; the event page
// loads the entry, the page's lazy chunk and everything they import statically.
const manifestPath = "dist/.vite/manifest.json";
if (!existsSync(manifestPath)) {
  console.error("build: dist/.vite/manifest.json is missing (vite.config.ts must set build.manifest)");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
rmSync("dist/.vite", { recursive: true, force: true });

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey || !manifest[EVENT_PAGE] || !manifest[DICTIONARY]) {
  console.error(`build: cannot find the entry, ${EVENT_PAGE} or ${DICTIONARY} in the manifest`);
  process.exit(1);
}
const files = new Map();
function walk(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, key);
  for (const k of chunk.imports ?? []) walk(k);
}
walk(entryKey);
walk(EVENT_PAGE);
walk(DICTIONARY);

// dist/page-chunks.json: per page, the JavaScript it loads beyond the entry.
// The Worker writes them into the page's HTML as modulepreload links
// (worker/pages/event-html.ts), so a page's code downloads alongside the entry
// instead of after it.
// A page may name more than its own module: the console also waits, before its
// first draw, for the offline data's owner check (lib/session.ts imports it on demand).
const PAGES = {
  event: [EVENT_PAGE],
  player: ["src/pages/player/PlayerPage.tsx"],
  tv: ["src/pages/event/TvPage.tsx"],
  overlay: ["src/pages/overlay/OverlayPage.tsx"],
  console: ["src/pages/manage/Console.tsx", "src/lib/offline/owner.ts"],
  ja: [DICTIONARY],
  more: ["../virtual:topcut-dict/en/more"],
  "ja-more": ["../virtual:topcut-dict/ja/more"],
  // The server's refusals in Japanese (lib/i18n/error-ja-chunk.ts): the console preloads them for a Japanese reader.
  "error-ja": ["src/lib/i18n/error-ja.ts"],
};
const inEntry = new Set();
(function entryFiles(key) {
  const chunk = manifest[key];
  if (!chunk || inEntry.has(chunk.file)) return;
  inEntry.add(chunk.file);
  for (const k of chunk.imports ?? []) entryFiles(k);
})(entryKey);
const pageChunks = {};
for (const [page, keys] of Object.entries(PAGES)) {
  const seen = new Set();
  const styles = new Set();
  const add = (k) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(chunk.file) || inEntry.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const i of chunk.imports ?? []) add(i);
  };
  for (const k of keys) {
    if (!manifest[k]) {
      console.error(`build: ${k} (a page's module in PAGES) is not in the manifest`);
      process.exit(1);
    }
    add(k);
  }
  pageChunks[page] = [...seen].filter((f) => f.endsWith(".js")).map((f) => `/${f}`);
  // The stylesheets of a page's chunks: the app's loader adds each when it imports the chunk, and
  // the chunk waits for it, so the Worker preloads them with the code ("<page>-css").
  if (styles.size > 0) pageChunks[`${page}-css`] = [...styles];
}
// The entry and its stylesheet too: the Worker names them in a Link header, which
// the browser (or Cloudflare's Early Hints) acts on before the HTML is parsed.
pageChunks.entry = [`/${manifest[entryKey].file}`, ...[...inEntry].filter((f) => f !== manifest[entryKey].file && f.endsWith(".js")).map((f) => `/${f}`)];
pageChunks.css = (manifest[entryKey].css ?? []).map((f) => `/${f}`);
writeFileSync("dist/page-chunks.json", `${JSON.stringify(pageChunks)}\n`);

let total = 0;
const rows = [];
for (const [file, key] of files) {
  if (!file.endsWith(".js")) continue;
  const gz = gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
  total += gz;
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${file}  (${key})`);
}
console.log("JavaScript loaded by the public event page (/e/:id) in Japanese, gzipped:");
console.log(rows.join("\n"));
console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  total (budget ${BUDGET / 1024} KB)`);
if (total > BUDGET) {
  console.error(`build: the event page loads ${(total / 1024).toFixed(1)} KB of gzipped JavaScript, over the ${BUDGET / 1024} KB budget`);
  process.exit(1);
}
