// The bench's phone through plain CDP, for page.bench.ts,
// page-cdp.ts and page-trace.ts: the tests' Chromium (web/test/chromium.ts)
// started with a DevTools port, and pages on the phone (slow 4G, CPU 4x slower, 390x844,
// 2x, a phone's fonts). Not Playwright: it enables DevTools' network domain on every page with
// its default body buffers, and the inspector then decodes each fetched body
// as text on the page's main thread, a long task of 100-350 ms for a
// 2,000-player event's 0.7-1.5 MB read that no phone has. Here the one
// network session (needed to throttle and count bytes) has its buffers off.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FontSet, fontconfig, resolveChromium } from "../web/test/chromium.ts";

/** Slow 4G as measured on a phone at a venue; throughput in bytes per second. */
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
export const CPU_SLOWDOWN = 4;
/**
 * The phone's fonts: Latin text in a Latin system font, Japanese in Noto Sans JP
 * ("phone"), or every text in Noto Sans JP as in the tests' screenshots
 * (BENCH_FONTS=screenshots: the worst case, 5.4 MB per weight shaped for Latin text).
 */
export const FONTS: FontSet = process.env.BENCH_FONTS === "screenshots" ? "screenshots" : "phone";
if (process.env.BENCH_FONTS && process.env.BENCH_FONTS !== FONTS)
  throw new Error(`BENCH_FONTS is "phone" (the default) or "screenshots", not ${process.env.BENCH_FONTS}`);

/** An event (no id) or an answer (id) from Chromium. */
export interface CdpMessage {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface Cdp {
  // biome-ignore lint/suspicious/noExplicitAny: CDP answers are typed by their method, which this does not model.
  send: (method: string, params?: object, sessionId?: string) => Promise<any>;
  /** Calls `listener` with every event; returns the unsubscribe. */
  on: (listener: (m: CdpMessage) => void) => () => void;
  close: () => Promise<void>;
}

/** Starts Chromium headless with a DevTools port and connects to it. */
export async function launchCdp(): Promise<Cdp> {
  const { executablePath } = resolveChromium();
  const profile = mkdtempSync(join(tmpdir(), "topcut-bench-cdp-"));
  const chromium = spawn(
    executablePath,
    [
      // As the tests' and Playwright's launch (web/test/browser.ts, bench/browser.ts): the same
      // headless mode, scrollbars, pointer and no throttling of a page the browser deems hidden.
      "--headless",
      "--hide-scrollbars",
      "--mute-audio",
      "--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4",
      "--disable-background-timer-throttling",
      "--disable-backgrounding-occluded-windows",
      "--disable-renderer-backgrounding",
      "--disable-ipc-flooding-protection",
      "--disable-back-forward-cache",
      "--disable-extensions",
      "--force-color-profile=srgb",
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
    { env: { ...process.env, FONTCONFIG_FILE: fontconfig(FONTS) }, stdio: ["ignore", "ignore", "pipe"] },
  );
  const close = async () => {
    if (chromium.exitCode === null) {
      const gone = new Promise((r) => chromium.once("exit", r));
      chromium.kill();
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    }
    rmSync(profile, { recursive: true, force: true });
  };
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
    await new Promise((resolve, reject) => {
      ws.addEventListener("open", resolve, { once: true });
      ws.addEventListener("error", () => reject(new Error(`cannot connect to ${address}`)), { once: true });
    });
    let nextId = 0;
    const answers = new Map<number, (m: CdpMessage) => void>();
    const listeners = new Set<(m: CdpMessage) => void>();
    ws.addEventListener("message", (e) => {
      const m = JSON.parse(String(e.data)) as CdpMessage;
      if (m.id !== undefined) answers.get(m.id)?.(m);
      else for (const on of listeners) on(m);
    });
    return {
      send: (method, params = {}, sessionId) =>
        new Promise((resolve, reject) => {
          const id = ++nextId;
          answers.set(id, (m) => {
            answers.delete(id);
            if (m.error) reject(new Error(`${method}: ${m.error.message}`));
            else resolve(m.result ?? {});
          });
          ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
        }),
      on: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: async () => {
        ws.close();
        await close();
      },
    };
  } catch (e) {
    await close();
    throw e;
  }
}

export interface PhonePage {
  sessionId: string;
  /** Closes the page and its profile. */
  dispose: () => Promise<void>;
}

/**
 * A new profile (no cache, no cookies) and a blank page in it on the bench's phone, over its
 * slow 4G with its CPU slowed and the cache off, signed in when `cookie` ("name=value") is
 * given; `scripts` run in every document before its own. Open an address with loadPage.
 */
export async function phonePage(cdp: Cdp, base: string, opts: { cookie?: string; scripts?: string[] } = {}): Promise<PhonePage> {
  const { browserContextId } = await cdp.send("Target.createBrowserContext");
  if (opts.cookie) {
    const [name, value] = opts.cookie.split("=", 2) as [string, string];
    await cdp.send("Storage.setCookies", { browserContextId, cookies: [{ name, value, url: base }] });
  }
  const { targetId } = await cdp.send("Target.createTarget", { url: "about:blank", browserContextId });
  const { sessionId } = await cdp.send("Target.attachToTarget", { targetId, flatten: true });
  const s = (method: string, params: object = {}) => cdp.send(method, params, sessionId);
  await s("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 2, mobile: true });
  await s("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  await s("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Bodies unbuffered: buffered ones are decoded again on the page's main thread.
  await s("Network.enable", { maxTotalBufferSize: 1, maxResourceBufferSize: 1 });
  await s("Network.setCacheDisabled", { cacheDisabled: true });
  await s("Network.emulateNetworkConditions", NETWORK);
  await s("Page.enable");
  for (const source of opts.scripts ?? []) await s("Page.addScriptToEvaluateOnNewDocument", { source });
  return { sessionId, dispose: () => cdp.send("Target.disposeBrowserContext", { browserContextId }) };
}

/** Resolves at the next `method` event (of page `sessionId`, or of the browser when none is given). */
export function once(cdp: Cdp, method: string, sessionId?: string): Promise<void> {
  return new Promise((resolve) => {
    const off = cdp.on((m) => {
      if (m.method === method && m.sessionId === sessionId) {
        off();
        resolve();
      }
    });
  });
}

/** Navigates page `sessionId` to `url` and resolves at its load event. */
export async function loadPage(cdp: Cdp, sessionId: string, url: string): Promise<void> {
  const loaded = once(cdp, "Page.loadEventFired", sessionId);
  await cdp.send("Page.navigate", { url }, sessionId);
  await loaded;
}

/** Evaluates `expression` in the page and returns its (awaited) value. */
export async function evaluate<T>(cdp: Cdp, sessionId: string, expression: string): Promise<T> {
  const r = await cdp.send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true }, sessionId);
  if (r.exceptionDetails) throw new Error(`in the page: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
  return r.result.value as T;
}
