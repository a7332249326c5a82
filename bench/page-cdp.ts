// Long tasks of a page's cold loads as a phone has them (issue 22): the page
// bench's phone (slow 4G, CPU 4x slower, 390x844) driven through plain CDP,
// without Playwright. Playwright enables DevTools' network domain on every
// page with its default buffers, and the inspector then decodes each fetched
// body as text on the page's main thread: a long task of 100-350 ms for a
// 2,000-player event's 0.7-1.5 MB read that `npm run bench -- page` counts
// and no phone has. Here the one network session has its buffers off.
// Prints each load's long tasks ([start, ms]) and the median longest. Not a
// bench: on a busy machine every figure grows; compare runs side by side.
//
//   TOPCUT_URL=http://127.0.0.1:8787 PAGE=/e/<id>/tv npm exec -- node --import tsx bench/page-cdp.ts
//
// PAGE: the path; COOKIE=name=value signs the page in (the console); RUNS
// (default 3) cold loads after one not counted; WAIT (default 5000) ms after
// the load event.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveChromium } from "../web/test/chromium.ts";
import { CPU_SLOWDOWN, NETWORK } from "./page.bench.ts";

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: Record<string, unknown>;
}

const base = process.env.TOPCUT_URL;
const path = process.env.PAGE;
if (!base || !path) throw new Error("set TOPCUT_URL (a running npm start) and PAGE (a path such as /e/<id>)");
if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(base).hostname)) throw new Error(`TOPCUT_URL must be a local server, not ${base}`);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3) || 3);
const WAIT = Number(process.env.WAIT ?? 5000);
const OBSERVER =
  "globalThis.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) globalThis.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });";

const { executablePath, fontconfigFile } = resolveChromium();
const profile = mkdtempSync(join(tmpdir(), "topcut-page-cdp-"));
const chromium = spawn(
  executablePath,
  [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--remote-debugging-port=0",
    `--user-data-dir=${profile}`,
    "about:blank",
  ],
  { env: { ...process.env, FONTCONFIG_FILE: fontconfigFile }, stdio: ["ignore", "ignore", "pipe"] },
);
try {
  // Chromium names its DevTools address on stderr.
  const address = await new Promise<string>((resolve, reject) => {
    let err = "";
    chromium.stderr.on("data", (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on (ws:\S+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    chromium.on("exit", () => reject(new Error(`Chromium exited: ${err}`)));
  });
  const ws = new WebSocket(address);
  await new Promise((r) => ws.addEventListener("open", r, { once: true }));
  let nextId = 0;
  const answers = new Map<number, (m: Message) => void>();
  const events: ((m: Message) => void)[] = [];
  ws.addEventListener("message", (e) => {
    const m = JSON.parse(String(e.data)) as Message;
    if (m.id !== undefined) answers.get(m.id)?.(m);
    else for (const on of events) on(m);
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = ++nextId;
      answers.set(id, (m) => resolve(m.result ?? {}));
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  const longest: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const { browserContextId } = (await send("Target.createBrowserContext")) as { browserContextId: string };
    if (process.env.COOKIE) {
      const [name, value] = process.env.COOKIE.split("=", 2) as [string, string];
      await send("Storage.setCookies", { browserContextId, cookies: [{ name, value, url: base }] });
    }
    const { targetId } = (await send("Target.createTarget", { url: "about:blank", browserContextId })) as { targetId: string };
    const { sessionId } = (await send("Target.attachToTarget", { targetId, flatten: true })) as { sessionId: string };
    await send("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 2, mobile: true }, sessionId);
    await send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN }, sessionId);
    await send("Network.enable", { maxTotalBufferSize: 1, maxResourceBufferSize: 1 }, sessionId);
    await send("Network.setCacheDisabled", { cacheDisabled: true }, sessionId);
    await send("Network.emulateNetworkConditions", NETWORK, sessionId);
    await send("Page.enable", {}, sessionId);
    await send("Page.addScriptToEvaluateOnNewDocument", { source: OBSERVER }, sessionId);
    const loaded = new Promise((r) => events.push((m) => m.method === "Page.loadEventFired" && m.sessionId === sessionId && r(null)));
    await send("Page.navigate", { url: new URL(path, base).href }, sessionId);
    await loaded;
    await new Promise((r) => setTimeout(r, WAIT));
    const answer = (await send("Runtime.evaluate", { expression: "JSON.stringify(globalThis.__longTasks)", returnByValue: true }, sessionId)) as {
      result: { value: string };
    };
    const tasks = JSON.parse(answer.result.value) as [number, number][];
    // The first load warms the server up, as in the page bench.
    if (run > 0) {
      longest.push(Math.max(0, ...tasks.map((t) => t[1])));
      console.log(`load ${run}: long tasks ${JSON.stringify(tasks)}`);
    }
    await send("Target.disposeBrowserContext", { browserContextId });
    events.length = 0;
  }
  const sorted = [...longest].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  console.log(`${path}: longest task per load ${JSON.stringify(longest)} ms, median ${median} ms`);
  ws.close();
} finally {
  chromium.kill();
  rmSync(profile, { recursive: true, force: true });
}
