// The live sockets of `npm run load`: each counts the messages it sees, checks
// their order and notes when each seq arrived, so the benchmark can report
// the time from a write's answer to the last socket's message. Like the web
// app, a socket the server closes reconnects with the last seq it saw. They
// run in their own thread (LiveThread), so a thousand sockets' messages do not
// delay the reporters' answers in the benchmark's own event loop; times are
// absolute (performance.timeOrigin + now) so the two threads' clocks agree.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

/** Milliseconds since the epoch, sub-millisecond, the same in every thread. */
export const clock = () => performance.timeOrigin + performance.now();

export interface Live {
  ws: WebSocket;
  last: number;
  count: number;
  outOfOrder: number;
  reconnects: number;
  done: boolean;
}

export class LiveSockets {
  readonly sockets: Live[] = [];
  /** For each seq: how many sockets got it and when the last one did (clock()). */
  readonly arrivals = new Map<number, { count: number; last: number }>();

  constructor(
    private readonly base: URL,
    private readonly eventId: string,
  ) {}

  /** Opens `n` sockets from `since`, `batch` at a time (a thousand at once would be a connection storm, not a measurement). */
  async open(n: number, since: number, batch = 100): Promise<void> {
    for (let from = 0; from < n; from += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, n - from) }, async () => {
          const s: Live = { ws: null as unknown as WebSocket, last: since, count: 0, outOfOrder: 0, reconnects: 0, done: false };
          await this.connect(s);
          this.sockets.push(s);
        }),
      );
    }
  }

  private connect(s: Live): Promise<void> {
    const url = new URL(`/api/events/${this.eventId}/live?since=${s.last}`, this.base);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(url);
    s.ws = ws;
    ws.addEventListener("message", (e) => {
      if (typeof e.data !== "string" || e.data === "pong") return;
      const m = JSON.parse(e.data) as { seq: number };
      const now = clock();
      if (m.seq <= s.last) s.outOfOrder++;
      s.last = m.seq;
      s.count++;
      const a = this.arrivals.get(m.seq);
      if (a) {
        a.count++;
        a.last = Math.max(a.last, now);
      } else this.arrivals.set(m.seq, { count: 1, last: now });
    });
    ws.addEventListener("close", () => {
      if (s.done) return;
      s.reconnects++;
      setTimeout(() => void this.connect(s).catch(() => {}), 200);
    });
    return new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve(), { once: true });
      ws.addEventListener("error", () => reject(new Error("a live socket did not open")), { once: true });
    });
  }

  /** Waits (up to `ms`) until every socket has seen `seq`. */
  async settle(seq: number, ms = 15_000): Promise<void> {
    const until = Date.now() + ms;
    while (this.sockets.some((s) => s.last < seq) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  }

  close(): void {
    for (const s of this.sockets) {
      s.done = true;
      s.ws.close();
    }
  }
}

export interface LiveSummary {
  sockets: { last: number; count: number; outOfOrder: number; reconnects: number }[];
  arrivals: [number, { count: number; last: number }][];
}

/** LiveSockets in a worker thread: open them, then finish(seq) waits for every socket to reach seq and closes them. */
export class LiveThread {
  private readonly worker: Worker;
  private next = 0;
  private readonly pending = new Map<number, (value: unknown) => void>();

  constructor(base: URL, eventId: string) {
    this.worker = new Worker(new URL(import.meta.url), { workerData: { base: base.href, eventId }, execArgv: ["--import", "tsx"] });
    this.worker.on("message", (m: { id: number; value: unknown }) => this.pending.get(m.id)?.(m.value));
    this.worker.on("error", (e) => {
      console.error(`load: the live sockets' thread failed: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    });
  }

  private ask<T>(message: Record<string, unknown>): Promise<T> {
    const id = ++this.next;
    return new Promise<T>((resolve) => {
      this.pending.set(id, resolve as (value: unknown) => void);
      this.worker.postMessage({ id, ...message });
    });
  }

  open(n: number, since: number): Promise<void> {
    return this.ask({ open: n, since });
  }

  async finish(seq: number): Promise<LiveSummary> {
    const summary = await this.ask<LiveSummary>({ finish: seq });
    await this.worker.terminate();
    return summary;
  }
}

if (!isMainThread && parentPort && workerData?.eventId) {
  const port = parentPort;
  const live = new LiveSockets(new URL(workerData.base as string), workerData.eventId as string);
  port.on("message", async (m: { id: number; open?: number; since?: number; finish?: number }) => {
    if (m.open !== undefined) {
      await live.open(m.open, m.since ?? 0);
      port.postMessage({ id: m.id, value: null });
    } else if (m.finish !== undefined) {
      await live.settle(m.finish);
      const summary: LiveSummary = {
        sockets: live.sockets.map((s) => ({ last: s.last, count: s.count, outOfOrder: s.outOfOrder, reconnects: s.reconnects })),
        arrivals: [...live.arrivals],
      };
      live.close();
      port.postMessage({ id: m.id, value: summary });
    }
  });
}
