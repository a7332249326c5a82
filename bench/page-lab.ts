// What a page's first paint would be with its HTML changed, before
// changing the code: a proxy in front of a running `npm start` rewrites the
// HTML of each page it passes (and its Link header) by a named variant, and
// the bench's phone (bench/cdp.ts: slow 4G, CPU 4x slower, a phone's fonts)
// loads the page cold through it, the variants alternated load by load so a
// busy moment of the machine falls on all of them alike. Prints each
// variant's median first contentful paint, the median moment the app took
// over from the HTML's first view (what a variant that delays the app's code
// costs), and every load's paint. Not a bench:
// single loads on a 2-core machine spread by ±50 ms; compare medians of 13 or
// more loads, and only variants run together.
//
//   TOPCUT_URL=http://127.0.0.1:8787 PAGE=/e/<id> VARIANTS=as-served,no-theme-script npm exec -- node --import tsx bench/page-lab.ts
//
// RUNS (default 13) loads per variant, after one of each not counted;
// LAB_PORT (default 8796) the proxy's port. Public pages only: the variant's
// cookie is the only one the phone has, and the live socket does not pass
// (the page stays "Connecting…", after its first paint). The proxy gzips what
// it passes, as the Worker's answers come (its fetch decodes them). It drops the
// page's Content-Security-Policy (a variant may add inline code): compare
// variants with each other, not with the page bench.
import { createServer, type IncomingMessage } from "node:http";
import { gzipSync } from "node:zlib";
import { evaluate, launchCdp, loadPage, phonePage } from "./cdp.ts";
import { busyLine, busyShare } from "./machine.ts";

/** A page's HTML and response headers (lower-case names) in, the variant's HTML out; it may edit the headers. */
type Variant = (html: string, headers: Record<string, string>) => string;

const withoutLinkHeader = (headers: Record<string, string>) => delete headers.link;
const PRELOAD_TAG = /<link rel="(modulepreload|preload)"[^>]*>/g;
const MODULE_SCRIPT = /<script type="module"[\s\S]*?<\/script>/g;

/** No Link header, entry script or preload: the HTML alone (with its stylesheet). */
const withoutAppFetches: Variant = (html, headers) => (withoutLinkHeader(headers), html.replace(MODULE_SCRIPT, "").replace(PRELOAD_TAG, ""));
/** The first view's tables laid out at once, not as they near the screen. */
const firstViewLaidOut = (html: string) => html.replace("</style>", "[data-first-view] .pairing{content-visibility:visible}</style>");

/** The variants measured so far (docs/web.md, "The event page's first paint"); add one here to try an idea. */
const VARIANTS: Record<string, Variant> = {
  "as-served": (html) => html,
  "no-theme-script": (html) => html.replace(/<script>[\s\S]*?<\/script>/, ""),
  "no-link-header": (html, headers) => (withoutLinkHeader(headers), html),
  "no-data-preload": (html, headers) => (withoutLinkHeader(headers), html.replace(/<link rel="preload" href="\/api[^>]*>/, "")),
  "no-module-preloads": (html, headers) => (withoutLinkHeader(headers), html.replace(/<link rel="modulepreload"[^>]*>/g, "")),
  "no-entry-script": (html, headers) => (withoutLinkHeader(headers), html.replace(MODULE_SCRIPT, "")),
  "no-app-fetches": withoutAppFetches,
  "no-scripts": (html, headers) => (withoutLinkHeader(headers), html.replace(/<script[\s\S]*?<\/script>/g, "").replace(PRELOAD_TAG, "")),
  "no-stylesheet": (html, headers) => withoutAppFetches(html, headers).replace(/<link rel="stylesheet"[^>]*>/, ""),
  "no-fetches-but-css": (html, headers) => {
    if (headers.link)
      headers.link = headers.link
        .split(", ")
        .filter((x) => x.includes(".css"))
        .join(", ");
    return html.replace(MODULE_SCRIPT, "").replace(PRELOAD_TAG, "");
  },
  // The app's code and data asked for once the first frame is out (an inline script after the first view).
  "app-after-paint": (html, headers) => {
    withoutLinkHeader(headers);
    const tags = [...html.matchAll(PRELOAD_TAG)].map((m) => m[0]);
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    const later = `<script>requestAnimationFrame(() => setTimeout(() => {
      document.head.insertAdjacentHTML("beforeend", ${JSON.stringify(tags.join(""))});
      const s = document.createElement("script"); s.type = "module"; s.crossOrigin = ""; s.src = ${JSON.stringify(entry)}; document.head.append(s);
    }))</script>`;
    return html.replace(MODULE_SCRIPT, "").replace(PRELOAD_TAG, "").replace("</body>", `${later}</body>`);
  },
  "first-view-no-cv": firstViewLaidOut,
  "first-view-16": (html) => firstViewLaidOut(html).replace(/<li class="pairing[^"]*" data-table="(1[7-9]|2\d|30)"[\s\S]*?<\/li>/g, ""),
  "low-priority-fetches": (html, headers) => {
    if (headers.link) headers.link = headers.link.replace(/rel=(modulepreload|preload; as=fetch)/g, "$&; fetchpriority=low");
    return html
      .replace(/<link rel="(modulepreload|preload)"/g, '<link fetchpriority="low" rel="$1"')
      .replace(/<script type="module"/g, '<script fetchpriority="low" type="module"');
  },
};

const upstream = process.env.TOPCUT_URL;
const path = process.env.PAGE;
if (!upstream || !path) throw new Error("set TOPCUT_URL (a running npm start) and PAGE (a path such as /e/<id>)");
if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(upstream).hostname)) throw new Error(`TOPCUT_URL must be a local server, not ${upstream}`);
const names = (process.env.VARIANTS ?? "as-served,no-theme-script").split(",");
for (const n of names) if (!VARIANTS[n]) throw new Error(`no variant "${n}"; there are: ${Object.keys(VARIANTS).join(", ")}`);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 13) || 13);
const PORT = Number(process.env.LAB_PORT ?? 8796);
/** Headers of one hop, not passed on. */
const HOP = new Set(["host", "connection", "upgrade", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

const bodyOf = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

// The variant rides in a cookie the phone's profile is given, so every request of a load carries it.
const proxy = createServer(async (req, res) => {
  const variant = VARIANTS[/(?:^|; )lab=([\w-]+)/.exec(req.headers.cookie ?? "")?.[1] ?? "as-served"] ?? VARIANTS["as-served"]!;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string" && !HOP.has(k)) headers[k] = v;
  const answer = await fetch(new URL(req.url ?? "/", upstream), {
    method: req.method,
    headers,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(await bodyOf(req)),
    redirect: "manual",
  }).catch(() => null);
  if (!answer) {
    res.writeHead(502).end();
    return;
  }
  const out: Record<string, string> = {};
  answer.headers.forEach((v, k) => {
    if (!HOP.has(k)) out[k] = v;
  });
  let body = Buffer.from(await answer.arrayBuffer());
  if ((answer.headers.get("content-type") ?? "").includes("text/html")) {
    delete out["content-security-policy"];
    body = Buffer.from(variant(body.toString("utf8"), out));
  }
  // Compressed as the Worker's own answers are (fetch decoded them), so the link carries the same bytes.
  if (body.length > 0 && /gzip/.test(String(req.headers["accept-encoding"] ?? ""))) {
    body = gzipSync(body);
    out["content-encoding"] = "gzip";
  }
  res.writeHead(answer.status, out).end(body);
});
await new Promise<void>((resolve) => proxy.listen(PORT, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${PORT}`;

/** Notes when the app has replaced the HTML's first view (lib/render/first-view.ts), or drawn a page that had none. */
const WATCH_TAKEOVER = `addEventListener("DOMContentLoaded", () => {
  const app = document.getElementById("app");
  new MutationObserver((_, o) => {
    if (!app.querySelector(":scope > [data-first-view]")) (window.__app = performance.now()), o.disconnect();
  }).observe(app, { childList: true });
});`;

console.log(`before the run ${busyLine(await busyShare())}`);
const cdp = await launchCdp();
const paints = new Map<string, number[]>(names.map((n) => [n, []]));
const apps = new Map<string, number[]>(names.map((n) => [n, []]));
try {
  for (let run = -1; run < RUNS; run++) {
    // Every other round backwards, so no variant always follows the same one.
    for (const name of run % 2 ? names : [...names].reverse()) {
      const { sessionId, dispose } = await phonePage(cdp, base, { cookie: `lab=${name}`, scripts: [WATCH_TAKEOVER] });
      await loadPage(cdp, sessionId, new URL(path, base).href);
      const fcp = await evaluate<number>(
        cdp,
        sessionId,
        `new Promise((done) => new PerformanceObserver((l, o) => {
          const fcp = l.getEntries().find((e) => e.name === "first-contentful-paint");
          if (fcp) (o.disconnect(), done(fcp.startTime));
        }).observe({ type: "paint", buffered: true }))`,
      );
      const app = await evaluate<number | null>(
        cdp,
        sessionId,
        // Waits 5 s at most: a variant without the app's code never takes over.
        `new Promise((done) => { let n = 0; const t = () => window.__app ? done(window.__app) : ++n > 100 ? done(null) : setTimeout(t, 50); t(); })`,
      );
      if (run >= 0) {
        paints.get(name)!.push(Math.round(fcp));
        if (app !== null) apps.get(name)!.push(Math.round(app));
      }
      await dispose();
    }
  }
} finally {
  await cdp.close();
  proxy.close();
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
for (const [name, xs] of paints)
  console.log(
    `${name.padEnd(22)} first contentful paint median ${median(xs)} ms, app takes over ${apps.get(name)!.length ? `${median(apps.get(name)!)} ms` : "never"}; paints: ${xs.join(" ")}`,
  );
process.exit(0);
