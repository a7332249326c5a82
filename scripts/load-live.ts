// The live sockets of `npm run load`: each counts the messages it sees, checks
// their order and notes when each seq arrived, so the benchmark can report
// the time from a write's answer to the last socket's message. Like the web
// app, a socket the server closes reconnects with the last seq it saw.

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
  /** For each seq: how many sockets got it and when the last one did (performance.now()). */
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
      const now = performance.now();
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

  /** Sockets that saw every change up to `seq`, in order. */
  caughtUp(seq: number): Live[] {
    return this.sockets.filter((s) => s.last === seq && s.outOfOrder === 0);
  }

  /** For each answered write (seq → when its answer arrived): the time until the last socket had its message. */
  fanOut(answered: Map<number, number>): number[] {
    const out: number[] = [];
    for (const [seq, at] of answered) {
      const a = this.arrivals.get(seq);
      if (a && a.count >= this.sockets.length) out.push(a.last - at);
    }
    return out;
  }

  close(): void {
    for (const s of this.sockets) {
      s.done = true;
      s.ws.close();
    }
  }
}
