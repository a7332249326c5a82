// What the browser benches (page.bench.ts, outbox.bench.ts) start: `wrangler
// dev` on a fresh database (web/test/server.ts), or a local server already
// running, and (outbox.bench.ts) the tests' Chromium through Playwright
// (web/test/chromium.ts; the page bench and page-trace.ts drive their own: cdp.ts).
// Imported lazily, so `npm run bench -- pairing` loads no browser.
import type { Browser } from "playwright-core";

export interface BenchBrowser {
  browser: Browser;
  baseURL: string;
  /** Closes the browser and stops the server this started. */
  close: () => Promise<void>;
}

/** Starts a server, or uses `given`, which must be local (then `stop` leaves it running). */
export async function benchServer(given?: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  if (given && !["127.0.0.1", "localhost", "[::1]"].includes(new URL(given).hostname)) throw new Error(`TOPCUT_URL must be a local server, not ${given}`);
  if (given) return { baseURL: new URL(given).origin, stop: async () => {} };
  const { startServer } = await import("../web/test/server.ts");
  return await startServer();
}

/** Starts a server (or uses `given`, which must be local) and launches Chromium. */
export async function launchBench(given?: string): Promise<BenchBrowser> {
  const { chromium } = await import("playwright-core");
  const { resolveChromium } = await import("../web/test/chromium.ts");
  const server = await benchServer(given);
  const { executablePath, fontconfigFile } = resolveChromium();
  const browser = await chromium
    .launch({
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-quic",
      ],
      env: { ...process.env, FONTCONFIG_FILE: fontconfigFile },
    })
    .catch(async (e: unknown) => {
      await server.stop();
      throw e;
    });
  return {
    browser,
    baseURL: server.baseURL,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
