// Where a page's long tasks come from: cold loads of a page on the
// page bench's phone (slow 4G, CPU 4x slower, 390x844), through plain CDP as
// the bench drives it (bench/cdp.ts: no Playwright, whose network domain
// makes the inspector decode every answer again on the page's main thread),
// traced. Prints, per load on one timeline (ms from the document's request):
// every main-thread task over MIN ms with the trace events inside it over SUB
// ms as a tree (script, style, layout, ...), the answers as they finish, and
// first paint, DOMContentLoaded and load; with PROFILE=1 also the JavaScript
// functions sampled in each task over PMIN ms (self and inclusive ms; build
// with minification off for readable names). Not a bench: nothing is summed
// over runs, and on a busy machine every figure grows; compare shapes.
//
//   TOPCUT_URL=http://127.0.0.1:8787 PAGE=/e/<id> npm exec -- node --import tsx bench/page-trace.ts
//
// PAGE: the path to load; COOKIE=name=value signs the page in (the console);
// RUNS (default 1) traced loads after one not traced (the server warms up);
// MIN (default 50), SUB (default 10) and PMIN (default 100): ms thresholds;
// UNTIL (default 8000): ms of the timeline printed; WAIT (default 2500): ms
// traced after the load event; CATEGORIES: more trace categories (such as
// "fonts": the font lookups); DUMP=/tmp/x writes each load's raw trace and
// profile to /tmp/x-<load>.json. A layout says how many objects it laid out.
import { writeFileSync } from "node:fs";
import { launchCdp, loadPage, once, phonePage } from "./cdp.ts";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown> };
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
if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(base).hostname)) throw new Error(`TOPCUT_URL must be a local server, not ${base}`);
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RUNS = Math.max(1, num("RUNS", 1));
const [MIN, SUB, PMIN, UNTIL, WAIT] = [num("MIN", 50), num("SUB", 10), num("PMIN", 100), num("UNTIL", 8000), num("WAIT", 2500)];
const ms = (us: number) => Math.round(us / 1000);
const CATEGORIES = ["devtools.timeline,blink,loading,disabled-by-default-devtools.timeline", process.env.CATEGORIES].filter(Boolean).join(",");

const cdp = await launchCdp();
try {
  for (let run = 0; run <= RUNS; run++) {
    const traced = run > 0;
    const { sessionId, dispose } = await phonePage(cdp, base, { cookie: process.env.COOKIE });
    const events: TraceEvent[] = [];
    const offData = cdp.on((m) => {
      if (m.method === "Tracing.dataCollected" && !m.sessionId) events.push(...(m.params!.value as TraceEvent[]));
    });
    const complete = once(cdp, "Tracing.tracingComplete");
    if (traced) {
      if (process.env.PROFILE) {
        await cdp.send("Profiler.enable", {}, sessionId);
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 }, sessionId);
        await cdp.send("Profiler.start", {}, sessionId);
      }
      // Browser-wide: the page's renderer is traced from its first task.
      await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    }
    await loadPage(cdp, sessionId, new URL(path, base).href);
    await new Promise((r) => setTimeout(r, traced ? WAIT : 0));
    if (traced) {
      const profile = process.env.PROFILE ? ((await cdp.send("Profiler.stop", {}, sessionId)) as { profile: Profile }).profile : null;
      await cdp.send("Tracing.end");
      await complete;
      console.log(`--- load ${run}`);
      if (process.env.DUMP) writeFileSync(`${process.env.DUMP}-${run}.json`, JSON.stringify({ events, profile }));
      report(events, profile);
    }
    offData();
    await dispose();
  }
} finally {
  await cdp.close();
}

function report(events: TraceEvent[], profile: Profile | null) {
  // The page's main thread: where its DOMContentLoaded was marked; time 0: its document's request.
  const marked = events.find((e) => e.name === "MarkDOMContent");
  if (!marked) throw new Error("no DOMContentLoaded in the trace: did the page load?");
  const url = (e: TraceEvent) => String(e.args?.data?.url ?? "");
  const t0 = (events.find((e) => e.name === "ResourceSendRequest" && url(e).endsWith(path!)) ?? events.find((e) => e.name === "ResourceSendRequest"))!.ts;
  const main = events.filter((e) => e.ph === "X" && e.tid === marked.tid && e.pid === marked.pid);
  const samples = profile ? sampled(profile) : [];
  const lines: [number, string][] = [];
  for (const task of main.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > MIN * 1000)) {
    const end = task.ts + task.dur!;
    let text = `task ${ms(task.dur!)} ms`;
    const inner = main
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && e.dur! > SUB * 1000)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const open: TraceEvent[] = [];
    for (const e of inner) {
      while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
      text += `\n      ${"  ".repeat(open.length)}${ms(e.dur!)} ${e.name} ${url(e) || String(e.args?.data?.functionName ?? "")}${laidOut(e)}`.trimEnd();
      open.push(e);
    }
    if (profile && task.dur! > PMIN * 1000) {
      const { self, inclusive } = functionsIn(samples, task.ts, end);
      text += `\n      js self: ${self}\n      js inclusive: ${inclusive}`;
    }
    lines.push([task.ts - t0, text]);
  }
  for (const e of events) {
    const d = e.args?.data as { finishTime?: number; requestId?: string; encodedDataLength?: number } | undefined;
    if (e.name === "ResourceFinish" && d?.finishTime) {
      const sent = events.find((x) => x.name === "ResourceSendRequest" && x.args?.data?.requestId === d.requestId);
      lines.push([d.finishTime * 1e6 - t0, `  in: ${d.encodedDataLength} B ${sent ? url(sent).replace(base!, "") : ""}`]);
    }
    if (/^(firstContentfulPaint|MarkDOMContent|MarkLoad)$/.test(e.name) && e.pid === marked.pid) lines.push([e.ts - t0, `** ${e.name}`]);
  }
  for (const [t, s] of lines.sort((a, b) => a[0] - b[0])) if (t < UNTIL * 1000) console.log(`${String(ms(t)).padStart(6)} ${s}`);
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

/** A layout's size: how many of the page's layout objects it laid out. */
function laidOut(e: TraceEvent): string {
  const d = (e.args as { beginData?: { dirtyObjects?: number; totalObjects?: number } } | undefined)?.beginData;
  return e.name === "Layout" && d?.totalObjects ? ` (${d.dirtyObjects} of ${d.totalObjects} objects)` : "";
}
