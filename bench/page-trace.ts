// Where a page's long tasks come from (issue 22): one cold load of a page on
// the page bench's phone (page.bench.ts: slow 4G, CPU 4x slower, 390x844),
// traced through CDP. Prints the long tasks the page itself observed (what
// `npm run bench -- page` counts), then every main-thread task over MIN ms
// with the trace events inside it over SUB ms, as a tree (script, style,
// layout, a response's body, ...); with PROFILE=1 also the JavaScript
// functions sampled in each (self and inclusive ms; build with minification
// off for readable names). Not a bench: nothing is summed over runs, and on a
// busy machine every figure grows; compare shapes, not milliseconds.
//
//   TOPCUT_URL=http://127.0.0.1:8787 PAGE=/e/<id> npm exec -- node --import tsx bench/page-trace.ts
//
// PAGE: the path to load; COOKIE=name=value signs the page in (the console);
// MIN (default 50) and SUB (default 10): the ms thresholds; WAIT (default
// 2500): ms traced after the load event. One load first, not traced: the
// server warms up. Through Playwright, whose own network domain has its body
// buffers on: the inspector decodes every answer again, which adds to the
// task that finishes the event data's body (page-cdp.ts and the page bench
// have no such task: cdp.ts).
import type { Browser } from "playwright-core";
import { launchBench } from "./browser.ts";
import { CPU_SLOWDOWN, NETWORK } from "./cdp.ts";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: unknown };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const base = process.env.TOPCUT_URL;
const path = process.env.PAGE;
if (!base || !path) throw new Error("set TOPCUT_URL (a running npm start) and PAGE (a path such as /e/<id>)");
const MIN = Number(process.env.MIN ?? 50);
const SUB = Number(process.env.SUB ?? 10);
const ms = (us: number) => Math.round(us / 1000);

/** A new context and page on the page bench's phone (cdp.ts), the cache off; signed in when `cookie` ("name=value") is given. */
async function phonePage(browser: Browser, base: string, cookie?: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, baseURL: base });
  if (cookie) {
    const [name, value] = cookie.split("=", 2) as [string, string];
    await context.addCookies([{ name, value, url: base }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable", { maxResourceBufferSize: 1, maxTotalBufferSize: 1 });
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

const { browser, close } = await launchBench(base);
try {
  for (const traced of [false, true]) {
    const { context, page, cdp } = await phonePage(browser, base, process.env.COOKIE);
    await page.addInitScript({
      content:
        "globalThis.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) globalThis.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });",
    });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
    if (traced) {
      if (process.env.PROFILE) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
      }
      await cdp.send("Tracing.start", { categories: "devtools.timeline,blink,loading,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
    }
    await page.goto(path, { waitUntil: "load" });
    await page.waitForTimeout(traced ? Number(process.env.WAIT ?? 2500) : 0);
    if (traced) {
      console.log("long tasks the page observed [start, ms]:", JSON.stringify(await page.evaluate("globalThis.__longTasks")));
      const profile = process.env.PROFILE ? ((await cdp.send("Profiler.stop")) as { profile: Profile }).profile : null;
      await cdp.send("Tracing.end");
      await complete;
      report(events, profile);
    }
    await context.close();
  }
} finally {
  await close();
}

function report(events: TraceEvent[], profile: Profile | null) {
  const start = events.find((e) => e.name === "navigationStart");
  // The page's main thread: where its DOMContentLoaded was marked.
  const marked = events.find((e) => e.name === "MarkDOMContent");
  if (!marked) throw new Error("no DOMContentLoaded in the trace: did the page load?");
  const t0 = start?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const main = events.filter((e) => e.ph === "X" && e.tid === marked.tid && e.pid === marked.pid);
  const samples = profile ? sampled(profile) : [];
  for (const task of main.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > MIN * 1000).sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + task.dur!;
    console.log(`task at ${ms(task.ts - t0)} ms: ${ms(task.dur!)} ms`);
    if (profile) {
      const { self, inclusive } = functionsIn(samples, task.ts, end);
      console.log(`  js self: ${self}`);
      console.log(`  js inclusive: ${inclusive}`);
    }
    const inner = main
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && e.dur! > SUB * 1000)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const open: TraceEvent[] = [];
    for (const e of inner) {
      while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
      console.log(`  ${"  ".repeat(open.length)}${ms(e.dur!)} ${e.name} ${JSON.stringify(e.args?.data ?? {}).slice(0, 120)}`);
      open.push(e);
    }
  }
  for (const e of events.filter((e) => /^(firstContentfulPaint|MarkDOMContent|MarkLoad)$/.test(e.name))) console.log(`${e.name} at ${ms(e.ts - t0)} ms`);
}

/** The profile's samples with their times (the trace's clock) and each sample's stack of function names. */
function sampled(p: Profile) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/.*\//, "")}:${n.callFrame.lineNumber + 1}`;
  let at = p.startTime;
  return p.samples.map((id, i) => {
    at += p.timeDeltas[i]!;
    const stack: string[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(label(byId.get(n)!));
    return { at, stack };
  });
}

function functionsIn(samples: { at: number; stack: string[] }[], from: number, to: number) {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let last = from;
  for (const s of samples) {
    if (s.at < from || s.at > to) continue;
    const d = s.at - last;
    last = s.at;
    self.set(s.stack[0]!, (self.get(s.stack[0]!) ?? 0) + d);
    for (const f of new Set(s.stack)) inclusive.set(f, (inclusive.get(f) ?? 0) + d);
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([f, d]) => `${ms(d)} ${f}`)
      .join(" | ");
  return { self: top(self, 10), inclusive: top(inclusive, 20) };
}
