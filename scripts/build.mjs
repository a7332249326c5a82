// `npm run build`: the web app into dist/ (served by the Worker as static
// assets), then the bundle budget: the gzipped JavaScript that the public
// event page (/e/:id) loads must stay under 40 KB, or the build fails.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";

const BUDGET = 40 * 1024;
const EVENT_PAGE = "src/pages/event/EventPage.tsx";
// A Japanese visitor also loads the public part of the Japanese dictionary
// (web/vite/dictionaries.ts): count the worst case.
const DICTIONARY = "../virtual:topcut-dict/ja/public";

const r = spawnSync("vite", ["build", "--logLevel", "warn"], { stdio: "inherit" });
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
