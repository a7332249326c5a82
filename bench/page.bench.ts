// `npm run bench -- page`: cold loads of the pages players and organizers open
// at a venue, on a phone over slow 4G (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up) with the CPU slowed 4x, in Chromium through plain CDP
// (bench/cdp.ts: not Playwright, whose network domain makes the inspector
// decode every fetched body on the page's main thread). Prints per
// page the medians of several cold loads: first paint, content visible (the
// page's main content painted), requests and bytes until then, how often the
// event data was requested, long tasks; on the event pages also the longest
// task while a thumb flicks from the top of the page to its bottom (its long
// lists drawn in full), how long find-my-table takes to answer a typed name and
// the longest task while typing. Before it starts it says how busy the CPUs are
// with other work and how fast they are today (bench/machine.ts): figures of a
// busy or a slower machine run high.
// Not a test: nothing fails on speed.
//
// Server: by default the bench starts its own (what `npm start` does, on a
// fresh temporary database and a free port: web/test/server.ts) and stops it
// at the end. TOPCUT_URL=http://127.0.0.1:8787 uses a running `npm start`
// instead (loopback only; it adds two events and a "page-bench" organizer).
// BENCH_RUNS (default 5) sets the cold loads per page; BENCH_PAGES="event 2000,tv 64"
// picks pages by name (the 8,000-player, 15-round event's pages, "event 8000" and the like, only
// when named); BENCH_FONTS=screenshots draws all text in Noto Sans JP, as the
// tests' screenshots do, instead of a phone's fonts (bench/cdp.ts).
import { loadavg } from "node:os";
import type { Tournament } from "../shared/model/types.ts";
import { swissEventFile as eventFile } from "../web/test/swiss-file.ts";
import type { Cdp } from "./cdp.ts";

export const name = "page";

const RUNS = Math.max(1, Math.min(20, Number(process.env.BENCH_RUNS ?? 5) || 5));
/** Typing a name and its answer may take this long before find-my-table counts as not answering. */
const FIND_LIMIT_MS = 30_000;

interface PageCase {
  page: string;
  path: string;
  /** Present once the page's main content is on screen. */
  content: string;
  /** The event data's address (counted per load: once is the goal). */
  data: RegExp;
  signedIn?: boolean;
  /** Find-my-table: typed into the search box; `found` must then be the first table. */
  find?: { query: string; found: string };
  /** Scrolled from top to bottom once its lists are drawn in full. */
  scroll?: boolean;
}

/** One cold load's figures (ms, counts, bytes). */
interface Sample {
  firstPaint: number;
  firstContentfulPaint: number;
  contentVisible: number;
  requests: number;
  kB: number;
  dataRequests: number;
  /** When the first event-data read was in whole (ms after the navigation), and the data reads' bytes (kB, as sent). */
  dataMs: number;
  dataKB: number;
  longTasks: number;
  longestTask: number;
  scrollLongestTask?: number;
  findMs?: number;
  findLongestTask?: number;
}

/** The largest event (8,000 players, 15 rounds) is imported only when a page of it is asked for by name: BENCH_PAGES="event 8000". */
const wantsLargest = (only: string[]) => only.some((p) => p.endsWith(" 8000"));

async function setUp(base: string, largest: boolean): Promise<{ cookie: string; small: string; big: string; largest: string | null }> {
  const call = async (path: string, body: unknown, cookie = "") => {
    const res = await fetch(new URL(path, base), {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { res, json: (await res.json().catch(() => null)) as { event?: { id: string } } | null };
  };
  const credentials = { username: "page-bench", password: "page-bench-password" };
  let session = await call("/api/auth/signin", credentials);
  if (session.res.status === 401) session = await call("/api/auth/signup", credentials);
  if (!session.res.ok) throw new Error(`cannot sign in the bench organizer: ${session.res.status}`);
  const cookie = (session.res.headers.getSetCookie()[0] ?? "").split(";")[0]!;
  const imported = async (file: Tournament) => {
    const r = await call("/api/events/import", { commandId: crypto.randomUUID(), file, visibility: "unlisted" }, cookie);
    if (!r.res.ok || !r.json?.event) throw new Error(`import failed: ${r.res.status} ${JSON.stringify(r.json)}`);
    return r.json.event.id;
  };
  return {
    cookie,
    small: await imported(eventFile(64, 4, "Page bench · 64 players")),
    big: await imported(eventFile(2000, 5, "Page bench · 2,000 players")),
    largest: largest ? await imported(eventFile(8000, 15, "Page bench · 8,000 players")) : null,
  };
}

function cases(small: string, big: string, largest: string | null): PageCase[] {
  const out: PageCase[] = [];
  const sizes: [string, string, { query: string; found: string }][] = [
    ["64", small, { query: "player 37", found: "Player 37" }],
    ["2000", big, { query: "player 1937", found: "Player 1937" }],
  ];
  if (largest) sizes.push(["8000", largest, { query: "player 7937", found: "Player 7937" }]);
  for (const [size, id, find] of sizes) {
    const data = (suffix: string) => new RegExp(`/api/events/${id}${suffix}(\\?|$)`);
    out.push(
      { page: `event ${size}`, path: `/e/${id}`, content: ".pairings .pairing", data: data(""), find, scroll: true },
      { page: `player ${size}`, path: `/e/${id}/p/p2`, content: "ol.matches li", data: data("") },
      { page: `tv ${size}`, path: `/e/${id}/tv`, content: ".tv-grid li", data: data("") },
      { page: `console ${size}`, path: `/manage/${id}`, content: ".entry-list li", data: data("/manage"), signedIn: true },
    );
  }
  return out;
}

/** Runs in the page before its own scripts: long tasks, and when the content first appears (the frame after). */
function observer(selector: string) {
  const w = window as unknown as { __bench: { longTasks: { start: number; duration: number }[]; content: number | null } };
  w.__bench = { longTasks: [], content: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  const seen = () => {
    if (w.__bench.content !== null || !document.querySelector(selector)) return false;
    w.__bench.content = -1;
    // The frame that paints it: its rAF time stamp.
    requestAnimationFrame((t) => (w.__bench.content = t));
    return true;
  };
  const mo = new MutationObserver(() => seen() && mo.disconnect());
  mo.observe(document, { childList: true, subtree: true });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A function sent to the page, called with `arg` (JSON). */
const call = (f: (arg: never) => unknown, arg?: unknown) => `(${f})(${JSON.stringify(arg ?? null)})`;

export async function run() {
  const { benchServer } = await import("./browser.ts");
  const { launchCdp, phonePage, evaluate, NETWORK, CPU_SLOWDOWN, FONTS } = await import("./cdp.ts");
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(1))
      .join(" ");
  const { busyShare, busyLine, referenceWork } = await import("./machine.ts");
  const busyBefore = `${busyLine(await busyShare())}, the reference work took ${referenceWork()} ms (bench/machine.ts)`;
  console.log(`page: before the run ${busyBefore}; load average ${load()} (1, 5, 15 min)`);

  const { baseURL: base, stop } = await benchServer(process.env.TOPCUT_URL);
  let cdp: Cdp | undefined;
  try {
    cdp = await launchCdp();
    // BENCH_PAGES="event 2000,tv 64" measures only those pages.
    const only = (process.env.BENCH_PAGES ?? "")
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean);
    const { cookie, small, big, largest } = await setUp(base, wantsLargest(only));
    const rows: Record<string, unknown>[] = [];
    for (const c of cases(small, big, largest).filter((x) => !only.length || only.includes(x.page))) {
      const samples: Sample[] = [];
      // One load first, not counted: the server's isolate and D1 warm up.
      for (let i = 0; i <= RUNS; i++) {
        const s = await coldLoad(cdp, c, i === 0);
        if (i > 0) samples.push(s);
      }
      const m = (f: (s: Sample) => number | undefined) => {
        const xs = samples.map(f).filter((x): x is number => x !== undefined && !Number.isNaN(x));
        if (!xs.length) return "-";
        const mid = median(xs);
        return Number.isFinite(mid) ? Math.round(mid) : `> ${FIND_LIMIT_MS}`;
      };
      const row = {
        page: c.page,
        "first paint ms": m((s) => s.firstPaint),
        "FCP ms": m((s) => s.firstContentfulPaint),
        "content ms": m((s) => s.contentVisible),
        requests: m((s) => s.requests),
        kB: m((s) => s.kB),
        "data fetches": m((s) => s.dataRequests),
        "data in ms": m((s) => s.dataMs),
        "data kB": m((s) => s.dataKB),
        "long tasks": m((s) => s.longTasks),
        "longest ms": m((s) => s.longestTask),
        "scroll longest ms": m((s) => s.scrollLongestTask),
        "find ms": m((s) => s.findMs),
        "find longest ms": m((s) => s.findLongestTask),
      };
      rows.push(row);
      console.log(`page: ${JSON.stringify(row)}`);
      console.log(`page: ${c.page} done (${RUNS} cold loads)`);
    }
    console.log(
      `page: before the run ${busyBefore}; load average after ${load()}; ${RUNS} cold loads per page, medians; network ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, CPU ${CPU_SLOWDOWN}x slower, fonts: ${FONTS === "phone" ? "a phone's (Latin: DejaVu Sans; Japanese: Noto Sans JP)" : "the screenshots' (all text in Noto Sans JP)"}`,
    );
    return rows;

    async function coldLoad(cdp: Cdp, c: PageCase, warmUp: boolean): Promise<Sample> {
      // tsx names functions with a helper the page lacks; functions sent to the page need it.
      const scripts = ["globalThis.__name = (f) => f;", call(observer, c.content)];
      const { sessionId, dispose } = await phonePage(cdp, base, { cookie: c.signedIn ? cookie : undefined, scripts });
      const inPage = <T>(expression: string) => evaluate<T>(cdp, sessionId, expression);
      // Requests sent and bodies in by then (s, CDP's clock; the document's request starts the load).
      const sent: number[] = [];
      const finished: { at: number; bytes: number }[] = [];
      let dataRequests = 0;
      const dataIds = new Set<string>();
      const dataDone: { at: number; bytes: number }[] = [];
      let loaded = false;
      const errors: string[] = [];
      const off = cdp.on((e) => {
        if (e.sessionId !== sessionId) return;
        // biome-ignore lint/suspicious/noExplicitAny: the events' parameters, by method.
        const p = e.params as any;
        if (e.method === "Network.requestWillBeSent") {
          sent.push(p.timestamp);
          if (p.request.method === "GET" && c.data.test(p.request.url)) {
            dataRequests++;
            dataIds.add(p.requestId);
          }
        } else if (e.method === "Network.loadingFinished") {
          finished.push({ at: p.timestamp, bytes: p.encodedDataLength });
          if (dataIds.has(p.requestId)) dataDone.push({ at: p.timestamp, bytes: p.encodedDataLength });
        } else if (e.method === "Page.loadEventFired") loaded = true;
        else if (e.method === "Runtime.exceptionThrown") errors.push(p.exceptionDetails.exception?.description ?? p.exceptionDetails.text);
        else if (e.method === "Runtime.consoleAPICalled" && p.type === "error")
          errors.push(p.args.map((a: { value?: unknown; description?: string }) => a.description ?? String(a.value)).join(" "));
      });
      try {
        await cdp.send("Runtime.enable", {}, sessionId);
        await cdp.send("Page.navigate", { url: new URL(c.path, base).href }, sessionId);
        const contentIn = await until(() => inPage<boolean>("(window.__bench?.content ?? 0) > 0").catch(() => false), 60_000, 50);
        if (!contentIn) {
          const text = (await inPage<string>("document.body?.innerText ?? ''").catch(() => "?")).slice(0, 300);
          throw new Error(`${c.page} (${c.path}): no ${c.content} within 60 s; the page says: ${text}; errors: ${errors.join(" | ")}`);
        }
        // Let the page settle (the rest of a long list, the live socket) before reading long tasks.
        await until(async () => loaded, 60_000, 50);
        await until(async () => dataDone.length > 0 || dataRequests === 0, 60_000, 50);
        await sleep(warmUp ? 0 : 1500);
        const r = await inPage<{ fp: number | null; fcp: number | null; content: number; long: number[] }>(`(() => {
          const b = window.__bench;
          const paint = (n) => performance.getEntriesByName(n)[0]?.startTime ?? null;
          return { fp: paint("first-paint"), fcp: paint("first-contentful-paint"), content: b.content, long: b.longTasks.map((t) => t.duration) };
        })()`);
        const fp = r.fp ?? Number.NaN;
        const fcp = r.fcp ?? Number.NaN;
        // Never before the first contentful paint: content in the HTML (the event page's first view)
        // is seen by the observer at parse time, and its frame's rAF can run before that frame paints.
        const contentVisible = Math.max(r.content, fcp);
        const by = (sent[0] ?? 0) + contentVisible / 1000;
        const sample: Sample = {
          firstPaint: fp,
          firstContentfulPaint: fcp,
          contentVisible,
          requests: sent.filter((at) => at <= by).length,
          kB: finished.filter((f) => f.at <= by).reduce((n, f) => n + f.bytes, 0) / 1024,
          dataRequests,
          dataMs: dataDone.length ? (dataDone[0]!.at - (sent[0] ?? 0)) * 1000 : Number.NaN,
          dataKB: dataDone.reduce((n, f) => n + f.bytes, 0) / 1024,
          longTasks: r.long.length,
          longestTask: r.long.length ? Math.max(...r.long) : 0,
        };
        if (c.scroll && !warmUp) sample.scrollLongestTask = await scrollThrough(cdp, sessionId);
        // A page too slow to answer within the time limit is reported as such, not as a failed bench.
        if (c.find && !warmUp) Object.assign(sample, await find(cdp, sessionId, c.find).catch(() => ({ findMs: Infinity, findLongestTask: Infinity })));
        return sample;
      } finally {
        off();
        await dispose();
      }
    }
  } finally {
    await cdp?.close();
    await stop();
  }
}

/** Polls `ok` every `everyMs` until it holds (true) or `withinMs` pass (false). */
async function until(ok: () => Promise<boolean>, withinMs: number, everyMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  for (;;) {
    if (await ok()) return true;
    if (Date.now() > end) return false;
    await sleep(everyMs);
  }
}

/**
 * Once the page's lists are drawn in full (its height has stopped growing for a second), flicks
 * from its top to its bottom as a quick thumb does (wheel gestures of 2,500 px at 5,000 px/s);
 * the longest task from the first flick until half a second after the last (0: none over 50 ms).
 */
async function scrollThrough(cdp: Cdp, sessionId: string): Promise<number> {
  const { evaluate } = await import("./cdp.ts");
  const inPage = <T>(expression: string) => evaluate<T>(cdp, sessionId, expression);
  let height = -1;
  const settled = async () => height === (height = await inPage<number>("document.documentElement.scrollHeight"));
  if (!(await until(settled, 60_000, 1000))) throw new Error("the page kept growing for a minute");
  const before = await inPage<number>("(scrollTo(0, 0), window.__bench.longTasks.length)");
  for (let flick = 0; flick < 500; flick++) {
    if (await inPage<boolean>("scrollY + innerHeight >= document.documentElement.scrollHeight - 2")) break;
    await cdp.send("Input.synthesizeScrollGesture", { x: 195, y: 600, yDistance: -2500, speed: 5000, gestureSourceType: "mouse" }, sessionId);
  }
  await sleep(500);
  const long = await inPage<number[]>(
    call((n: number) => (window as unknown as { __bench: { longTasks: { duration: number }[] } }).__bench.longTasks.slice(n).map((t) => t.duration), before),
  );
  return long.length ? Math.max(...long) : 0;
}

/** Types the query one key at a time (as a thumb does); from the last keystroke until the player's table leads the list (painted). */
async function find(cdp: Cdp, sessionId: string, f: { query: string; found: string }) {
  const { evaluate } = await import("./cdp.ts");
  const inPage = <T>(expression: string) => evaluate<T>(cdp, sessionId, expression);
  const armed = await inPage<{ before: number; x: number; y: number }>(
    call((f: { query: string; found: string }) => {
      const b = (window as unknown as { __bench: { longTasks: unknown[]; findMs?: number } }).__bench;
      const input = document.querySelector<HTMLInputElement>("#pairings input[type=search]")!;
      input.addEventListener(
        "input",
        () => {
          if (input.value !== f.query) return;
          const t0 = performance.now();
          const check = () => {
            const first = document.querySelector(".pairings .pairing");
            if (first?.classList.contains("mine") && first.textContent?.includes(f.found)) b.findMs = performance.now() - t0;
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { capture: true },
      );
      input.scrollIntoView({ block: "center" });
      const box = input.getBoundingClientRect();
      return { before: b.longTasks.length, x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, f),
  );
  // A tap on the box, then the keys.
  const mouse = { x: armed.x, y: armed.y, button: "left", clickCount: 1 };
  await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...mouse }, sessionId);
  await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...mouse }, sessionId);
  const end = Date.now() + FIND_LIMIT_MS;
  for (const key of f.query) {
    if (Date.now() > end) throw new Error("typing took too long");
    await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key, text: key, unmodifiedText: key }, sessionId);
    await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key }, sessionId);
    await sleep(120);
  }
  if (!(await until(() => inPage<boolean>("window.__bench.findMs !== undefined"), FIND_LIMIT_MS, 100))) throw new Error("no answer");
  return await inPage<{ findMs: number; findLongestTask: number }>(
    call((n: number) => {
      const b = (window as unknown as { __bench: { longTasks: { duration: number }[]; findMs: number } }).__bench;
      const long = b.longTasks.slice(n).map((t) => t.duration);
      return { findMs: b.findMs, findLongestTask: long.length ? Math.max(...long) : 0 };
    }, armed.before),
  );
}
