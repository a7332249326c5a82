// Chromium for the browser tests (which one: chromium.ts), one per vitest
// worker with a fresh profile per context, and pages that record every console
// error.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterEach, expect } from "vitest";
import { resolveChromium } from "./chromium.ts";

export const ARTIFACTS = fileURLToPath(new URL("../../test-artifacts/", import.meta.url));

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  // /dev/shm is small in containers; a full one crashes the renderer.
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

// A 390x844 phone at one device pixel per CSS pixel: the tests check layout in
// CSS pixels, which a sharper screen does not change, and a 2x screen made
// Chromium draw (and every screenshot encode) four times the pixels: about a
// tenth of a browser file's time on a 2-core machine. Screenshots stay legible.
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

/** What a test file sees of the Chromium it shares: its own contexts only. */
export type FileBrowser = Pick<Browser, "newContext" | "contexts">;

export interface Session {
  browser: FileBrowser;
  /** Closes the file's contexts (the Chromium stays for the worker's next file). */
  close: () => Promise<void>;
}

/**
 * One Chromium per vitest worker, launched at its first file and reused by the
 * files after it (the browser project runs with `isolate: false`): a launch
 * costs 0.5-2 s of a busy machine's CPU, and a suite has ~45 files. A browser
 * that died is launched again. Playwright closes it when the worker exits.
 */
let chromiumOfWorker: Promise<Browser> | undefined;
function sharedChromium(): Promise<Browser> {
  if (!chromiumOfWorker) {
    const { executablePath, fontconfigFile } = resolveChromium();
    const home = mkdtempSync(join(tmpdir(), "topcut-chromium-home-"));
    process.once("exit", () => rmSync(home, { recursive: true, force: true }));
    chromiumOfWorker = chromium.launch({
      executablePath,
      args: ARGS,
      env: { ...process.env, HOME: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home, FONTCONFIG_FILE: fontconfigFile },
    });
    chromiumOfWorker.then(
      (b) => b.on("disconnected", () => (chromiumOfWorker = undefined)),
      () => (chromiumOfWorker = undefined),
    );
  }
  return chromiumOfWorker;
}

/**
 * A test file's view of the worker's Chromium: contexts of its own (a fresh
 * profile each, as playwright makes them), closed together at the file's end.
 */
export async function launch(): Promise<Session> {
  const browser = await sharedChromium();
  // Every test file is a client of its own: all its contexts name one address
  // in CF-Connecting-IP, which wrangler dev keeps (docs/platform.md, "Client
  // address"). The per-address limits (20 sign-ups an hour) then count per
  // file, as for organizers on their own devices, not for the whole suite on
  // the run's one server as if all came from 127.0.0.1.
  const address = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`; // RFC 2544 test range
  const mine = new Set<BrowserContext>();
  const fileBrowser: FileBrowser = {
    // The app's service worker is blocked unless a context asks for it
    // (`serviceWorkers: "allow"`: the offline tests and the returning visitor's).
    // Each new context would otherwise download and cache the whole app shell
    // once more: about an eighth of a browser file's time, for nothing it tests.
    async newContext(options = {}) {
      const context = await browser.newContext({
        serviceWorkers: "block",
        ...options,
        extraHTTPHeaders: { "cf-connecting-ip": address, ...options.extraHTTPHeaders },
      });
      mine.add(context);
      context.on("close", () => mine.delete(context));
      retryResetConnections(context);
      return context;
    },
    contexts: () => [...mine],
  };
  return {
    browser: fileBrowser,
    close: async () => {
      await Promise.all([...mine].map((c) => c.close().catch(() => undefined)));
    },
  };
}

/**
 * The test's own API requests (context.request) retry a connection reset, as
 * Chromium does for a page's requests. The client reuses kept-alive sockets,
 * and one the server closes for idling just as a request goes out ends as
 * "socket hang up (ECONNRESET)": seen once in a full run on a loaded machine,
 * on a POST that never reached the Worker. A write the server did receive is
 * safe to send again: writes carry a commandId (docs/api.md, idempotency).
 */
function retryResetConnections(context: BrowserContext) {
  const request = context.request;
  for (const method of ["get", "post", "put", "patch", "delete", "head", "fetch"] as const) {
    const send = request[method].bind(request) as (url: unknown, options?: object) => Promise<unknown>;
    (request as unknown as Record<string, unknown>)[method] = (url: unknown, options: object = {}) => send(url, { maxRetries: 2, ...options });
  }
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** Content-Security-Policy violations of every watched page of this test file; each test must end with none. */
const cspViolations: string[] = [];
/** Fails each test of the calling file that ends with a violation (suite.ts calls it once per file). */
export function failOnCspViolations() {
  afterEach(() => {
    const seen = takeCspViolations();
    if (seen.length) throw new Error(`Content-Security-Policy violations:\n${seen.join("\n")}`);
  });
}
/** The violations recorded so far (and forgets them): for a test that provokes one on purpose. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

export async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  // The page reports what its Content-Security-Policy blocked (web/public/_headers)
  // as a console error: a violation fails the test like any other error.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(
        `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || "an inline resource"} (${e.sourceFile || "?"}:${e.lineNumber}) ${e.sample}`,
      );
    });
  });
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    if (m.text().startsWith("CSP violation:")) cspViolations.push(`${page.url()}: ${m.text()}`);
    // Asking "who is signed in?" answers 401 for a visitor: expected, and the
    // only failed request a page may log.
    if (/\/api\/auth\/me$/.test(m.location().url) && m.text().includes("401")) return;
    errors.push(`${page.url()}: ${m.text()} [${m.location().url}]`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: uncaught ${e.message}`));
  return { page, errors };
}

export async function shot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Where an element is on the screen as the next frame shows it. A box read at
 * once can be read between a draw and its frame, when a card that skips layout
 * until near the screen (content-visibility) still has its placeholder height:
 * a place the reader never sees.
 */
export function shownBox(l: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return l.evaluate(
    (el) =>
      new Promise((done) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            const r = el.getBoundingClientRect();
            done({ x: r.x, y: r.y, width: r.width, height: r.height });
          }, 0),
        ),
      ),
  );
}

/** On a failure, a picture of every open page says more than the locator. */
export function screenshotOnFailure(contexts: () => (BrowserContext | undefined)[]) {
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== "fail") return;
    const pages = contexts().flatMap((c) => c?.pages() ?? []);
    for (const [i, pg] of pages.entries()) await shot(pg, `failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, "-")}-${i}`).catch(() => undefined);
  });
}

/**
 * Waits until the app's service worker controls the page (register-sw.ts: it
 * installs, precaches the app shell and claims the page). On a loaded 2-core
 * machine the precache alone has taken over 15 s, so this waits up to a minute:
 * a hang detector, not a speed goal.
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 60_000 }).toBe(true);
}

/**
 * Holds the page's GETs of `path` (a pathname) until `release()`: a page's re-read made to land
 * while the test types or taps. `asked` settles once the first of them is asked for.
 */
export async function holdReads(page: Page, path: string): Promise<{ asked: Promise<unknown>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  const asked = page.waitForRequest((r) => r.method() === "GET" && new URL(r.url()).pathname === path);
  return { asked, release };
}
