// Long tasks of a page's cold loads as a phone has them: the page
// bench's phone (slow 4G, CPU 4x slower, 390x844) driven through plain CDP,
// without Playwright. Playwright enables DevTools' network domain on every
// page with its default buffers, and the inspector then decodes each fetched
// body as text on the page's main thread: a long task of 100-350 ms for a
// 2,000-player event's 0.7-1.5 MB read that no phone has (bench/cdp.ts; the
// page bench drives its phone the same way). Prints each load's long tasks
// ([start, ms]) and the median longest. Not a bench: on a busy machine every
// figure grows; compare runs side by side.
//
//   TOPCUT_URL=http://127.0.0.1:8787 PAGE=/e/<id>/tv npm exec -- node --import tsx bench/page-cdp.ts
//
// PAGE: the path; COOKIE=name=value signs the page in (the console); RUNS
// (default 3) cold loads after one not counted; WAIT (default 5000) ms after
// the load event.
import { evaluate, launchCdp, loadPage, phonePage } from "./cdp.ts";

const base = process.env.TOPCUT_URL;
const path = process.env.PAGE;
if (!base || !path) throw new Error("set TOPCUT_URL (a running npm start) and PAGE (a path such as /e/<id>)");
if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(base).hostname)) throw new Error(`TOPCUT_URL must be a local server, not ${base}`);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3) || 3);
const WAIT = Number(process.env.WAIT ?? 5000);
const OBSERVER =
  "globalThis.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) globalThis.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });";

const cdp = await launchCdp();
try {
  const longest: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const { sessionId, dispose } = await phonePage(cdp, base, { cookie: process.env.COOKIE, scripts: [OBSERVER] });
    await loadPage(cdp, sessionId, new URL(path, base).href);
    await new Promise((r) => setTimeout(r, WAIT));
    const tasks = JSON.parse(await evaluate<string>(cdp, sessionId, "JSON.stringify(globalThis.__longTasks)")) as [number, number][];
    // The first load warms the server up, as in the page bench.
    if (run > 0) {
      longest.push(Math.max(0, ...tasks.map((t) => t[1])));
      console.log(`load ${run}: long tasks ${JSON.stringify(tasks)}`);
    }
    await dispose();
  }
  const sorted = [...longest].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  console.log(`${path}: longest task per load ${JSON.stringify(longest)} ms, median ${median} ms`);
} finally {
  await cdp.close();
}
