// A player's first visit with the service worker allowed ("the event
// data fetched once"): the page reads the event, then the worker installs,
// takes the page over and is asked to keep that read for offline use
// (register-sw.ts, CACHE_URLS). That second fetch must not download the event
// view again: it revalidates the browser's copy (ETag, "private, no-cache")
// and the server answers 304 with no body. Counted at the server's door: a
// proxy in front of the test server sees every request of the page and of the
// worker, with the bytes of each answer's body.
import { request as httpRequest, createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { untilServiceWorkerControls, watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { createEvent } from "./api.ts";

const suite = browserSuite({ serviceWorkers: "allow" });
const upstream = new URL(inject("baseURL"));

interface Seen {
  method: string;
  path: string;
  status: number;
  /** Bytes of the answer's body as sent over the wire. */
  bytes: number;
  conditional: boolean;
}

/** An HTTP proxy to the test server that records every answer; the live socket passes through. */
function doorCounter(): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        const entry: Seen = {
          method: req.method ?? "",
          path: req.url ?? "",
          status: answer.statusCode ?? 0,
          bytes: 0,
          conditional: !!req.headers["if-none-match"],
        };
        seen.push(entry);
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.on("data", (chunk: Buffer) => (entry.bytes += chunk.length));
        answer.pipe(res);
      },
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
  // The live socket (WebSocket upgrade): bytes pass through untouched.
  server.on("upgrade", (req, socket, head) => {
    const up = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${/^host$/i.test(req.rawHeaders[i]!) ? upstream.host : req.rawHeaders[i + 1]}`);
      up.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    up.on("error", () => socket.destroy());
    socket.on("error", () => up.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const a = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof a === "object" && a ? a.port : 0}`, seen });
    }),
  );
}

let door: Awaited<ReturnType<typeof doorCounter>>;
beforeAll(async () => {
  door = await doorCounter();
});
afterAll(async () => {
  // Not there when an earlier hook failed (no server to test against): nothing to close, and
  // no promise that would wait for a close that never comes.
  if (!door) return;
  door.server.closeAllConnections();
  await new Promise((r) => door.server.close(r));
});

const NAMES = Array.from({ length: 64 }, (_, i) => `Player ${String(i + 1).padStart(2, "0")} Longname`);

describe("a player's first visit, with the service worker allowed", () => {
  it("the event view's body crosses the network once, and the page reopens offline", { timeout: 120_000 }, async () => {
    const org = await suite.organizer("first-visit-sw-organizer");
    const e = await createEvent(org.request, { name: "First Visit Worker", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    await org.close();
    const visitor = await suite.context();
    try {
      const w = await watchedPage(visitor);
      const p = w.page;
      // Through the counting door (an address of its own: its own origin, its own worker).
      await p.goto(`${door.url}/e/${e.id}`);
      await expect.poll(() => p.locator(".pairings .pairing").count()).toBe(32);
      // The worker takes the page over and keeps its reads (register-sw.ts).
      await untilServiceWorkerControls(p);
      // The event page reads the slim view (only the latest round's matches): that is what is kept.
      const read = `/api/events/${e.id}?rounds=latest`;
      await expect.poll(() => p.evaluate(async (url) => !!(await caches.match(url)) && !!(await caches.match(location.href)), read)).toBe(true);

      const reads = door.seen.filter(
        (s) => s.method === "GET" && (s.path.startsWith(`/api/events/${e.id}?`) || s.path.startsWith(`/api/events/${e.id}/views/`)),
      );
      const log = door.seen.map((s) => `${s.method} ${s.path} ${s.status} ${s.bytes} B${s.conditional ? " (if-none-match)" : ""}`).join("\n");
      // One body: the page's own read. The worker's read for offline use is a revalidation (304, no body).
      expect(
        reads.filter((s) => s.bytes > 0).map((s) => `${s.path} ${s.status}`),
        log,
      ).toEqual([`${read} 200`]);
      expect(reads.filter((s) => s.status === 304 && s.conditional && s.bytes === 0).length, log).toBeGreaterThanOrEqual(1);
      // And what the worker kept is the whole view (from the browser's copy), not an empty 304.
      const kept = await p.evaluate(async (url) => {
        const r = await caches.match(url);
        return r ? ((await r.json()) as { players?: unknown[] }).players?.length : -1;
      }, read);
      expect(kept).toBe(64);

      await visitor.setOffline(true);
      await p.reload();
      await expect.poll(() => p.locator(".pairings .pairing").count()).toBe(32);
      await visitor.setOffline(false);
      // The live socket failing while offline is the page's business.
      expect(w.errors.filter((m) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(m))).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("the worker is registered once the page has drawn its first screen, not while it loads (lib/render/first-screen.ts)", async () => {
    const org = await suite.organizer("first-visit-sw-console");
    const e = await createEvent(org.request, { name: "First Visit Console", gameFormat: "Modern", rules: "club" }, NAMES.slice(0, 8), 1);
    // When the console's first result card is in the page (a MutationObserver: at the end of the task that drew it).
    await org.addInitScript(() => {
      const w = window as unknown as { __shownAt?: number };
      new MutationObserver((_, o) => {
        if (!document.querySelector(".entry-list li")) return;
        w.__shownAt = performance.now();
        o.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${e.id}`);
    await untilServiceWorkerControls(w.page);
    const { shownAt, registerAsked } = await w.page.evaluate(() => ({
      shownAt: (window as unknown as { __shownAt?: number }).__shownAt ?? null,
      registerAsked: performance.getEntriesByType("resource").find((r) => /\/register-sw-[\w-]+\.js$/.test(r.name))?.startTime ?? null,
    }));
    expect(shownAt).not.toBeNull();
    expect(registerAsked).not.toBeNull();
    expect(registerAsked!).toBeGreaterThan(shownAt!);
    expect(w.errors).toEqual([]);
    await org.close();
  });
});
