// `npm run load`: a benchmark (not a test) against a running `npm start`.
// Many tables report results at once while many viewers poll the event page
// (with ETags) and hold live sockets; prints throughput, p50/p99 latency and a
// final check that every result was stored exactly once.
//
// Settings (environment): TOPCUT_URL (default http://127.0.0.1:8787, loopback
// only), LOAD_PLAYERS (default 400 → 200 tables, at most 2,000), LOAD_CONCURRENCY
// (parallel reporters, default 32, at most 128), LOAD_VIEWERS (default 40, at
// most 200), LOAD_SOCKETS (default 100, at most 500).

const base = new URL(process.env.TOPCUT_URL ?? "http://127.0.0.1:8787");
if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(base.hostname)) {
  console.error(`load: refusing ${base.origin}; this benchmark only runs against a local server (loopback).`);
  process.exit(2);
}

function bounded(name: string, fallback: number, max: number): number {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`load: ${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
  return n;
}

const PLAYERS = Math.max(2, bounded("LOAD_PLAYERS", 400, 2000) & ~1);
const CONCURRENCY = bounded("LOAD_CONCURRENCY", 32, 128);
const VIEWERS = bounded("LOAD_VIEWERS", 40, 200);
const SOCKETS = bounded("LOAD_SOCKETS", 100, 500);
const TIME_LIMIT_MS = 120_000;
/** One add-players command holds at most this many (shared/commands/schema.ts). */
const PLAYERS_PER_REQUEST = 1000;

let cookie = "";

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signedIn = true) {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie && signedIn ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

async function must(method: string, path: string, body?: unknown) {
  const res = await call(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(name: string, latencies: number[], seconds: number) {
  const s = [...latencies].sort((a, b) => a - b);
  return `${name.padEnd(22)} ${String(s.length).padStart(6)} in ${seconds.toFixed(2)} s = ${(s.length / seconds).toFixed(1).padStart(7)}/s   p50 ${percentile(s, 50).toFixed(1)} ms   p99 ${percentile(s, 99).toFixed(1)} ms`;
}

async function main() {
  const health = await call("GET", "/api/health").catch(() => null);
  if (!health || health.status !== 200) {
    console.error(`load: no Topcut server at ${base.origin} (start one with npm start)`);
    process.exit(2);
  }
  // One benchmark organizer, reused across runs (sign-ups are rate-limited).
  const username = "load-bench";
  const credentials = { username, password: "load-test-password" };
  let session = await call("POST", "/api/auth/signin", credentials);
  if (session.status === 401) session = await call("POST", "/api/auth/signup", credentials);
  if (session.status >= 300) throw new Error(`cannot sign in as ${username}: ${session.status} ${JSON.stringify(session.body)}`);
  cookie = (session.headers.getSetCookie()[0] ?? "").split(";")[0]!;

  const created = await must("POST", "/api/events", { commandId: crypto.randomUUID(), name: `Load test ${new Date().toISOString()}`, gameFormat: "Load", rules: "dci-2009", visibility: "unlisted" });
  const id: string = created.body.event.id;
  const codes = new Map<string, string>();
  for (let from = 0; from < PLAYERS; from += PLAYERS_PER_REQUEST) {
    const names = Array.from({ length: Math.min(PLAYERS_PER_REQUEST, PLAYERS - from) }, (_, i) => ({ name: `Player ${from + i + 1}` }));
    const added = await must("POST", `/api/events/${id}/players`, { commandId: crypto.randomUUID(), players: names });
    for (const p of added.body.players as { id: string; code: string }[]) codes.set(p.id, p.code);
  }
  if (codes.size !== PLAYERS) throw new Error(`added ${PLAYERS} players but the event has ${codes.size}`);
  const round = await must("POST", `/api/events/${id}/rounds`, { commandId: crypto.randomUUID(), round: 1 });
  const tables: { table: number; players: [string, string] }[] = round.body.round.matches.filter((m: { table?: number }) => m.table !== undefined);
  const startSeq: number = round.body.seq;
  console.log(`event ${id}: ${PLAYERS} players, ${tables.length} tables; ${CONCURRENCY} reporters, ${VIEWERS} viewers, ${SOCKETS} live sockets`);

  // Live sockets, each counting the messages it sees. Like the web app, a
  // socket the server closes reconnects with the last seq it saw.
  interface Live {
    ws: WebSocket;
    last: number;
    count: number;
    outOfOrder: number;
    reconnects: number;
    done: boolean;
  }
  const sockets: Live[] = [];
  function connect(s: Live): Promise<void> {
    const url = new URL(`/api/events/${id}/live?since=${s.last}`, base);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(url);
    s.ws = ws;
    ws.addEventListener("message", (e) => {
      if (typeof e.data !== "string" || e.data === "pong") return;
      const m = JSON.parse(e.data) as { seq: number };
      if (m.seq <= s.last) s.outOfOrder++;
      s.last = m.seq;
      s.count++;
    });
    ws.addEventListener("close", () => {
      if (s.done) return;
      s.reconnects++;
      setTimeout(() => void connect(s).catch(() => {}), 200);
    });
    return new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve(), { once: true });
      ws.addEventListener("error", () => reject(new Error("a live socket did not open")), { once: true });
    });
  }
  await Promise.all(
    Array.from({ length: SOCKETS }, async () => {
      const s: Live = { ws: null as unknown as WebSocket, last: startSeq, count: 0, outOfOrder: 0, reconnects: 0, done: false };
      await connect(s);
      sockets.push(s);
    }),
  );

  // Viewers poll the public page with If-None-Match until the reporters finish.
  let reporting = true;
  const reads: number[] = [];
  let notModified = 0;
  const viewers = Array.from({ length: VIEWERS }, async () => {
    let etag = "";
    while (reporting) {
      const t = performance.now();
      const res = await call("GET", `/api/events/${id}`, undefined, etag ? { "if-none-match": etag } : {});
      reads.push(performance.now() - t);
      if (res.status === 304) notModified++;
      etag = res.headers.get("etag") ?? etag;
    }
  });

  // Reporters: half the tables by staff directly, half self-reported and confirmed by the players.
  const writes: number[] = [];
  let retries = 0;
  let failed = 0;
  const queue = [...tables];
  // Tables taken up before the time limit; a big event may not get through all of them.
  const reached: typeof tables = [];
  const deadline = Date.now() + TIME_LIMIT_MS;
  async function write(method: string, path: string, body: Record<string, unknown>, asPlayer: boolean) {
    const commandId = crypto.randomUUID();
    for (let attempt = 0; attempt < 4; attempt++) {
      const t = performance.now();
      let res;
      try {
        // Players have no session: they write with their code only.
        res = await call(method, path, { commandId, ...body }, {}, !asPlayer);
      } catch (e) {
        if (attempt === 3) throw e;
      }
      if (res) {
        writes.push(performance.now() - t);
        if (res.status < 300) return;
        if (res.status < 500 || attempt === 3) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      retries++; // Same commandId: a retry can never store a result twice.
    }
  }
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let m = queue.shift(); m && Date.now() < deadline; m = queue.shift()) {
        reached.push(m);
        const at = `/api/events/${id}/rounds/1/tables/${m.table}`;
        const result = { games: [2, m.table % 2, 0] };
        try {
          if (m.table % 2 === 0) await write("PUT", `${at}/result`, { result }, false);
          else {
            await write("POST", `${at}/report`, { result, code: codes.get(m.players[0]) }, true);
            await write("POST", `${at}/confirm`, { code: codes.get(m.players[1]) }, true);
          }
        } catch (e) {
          failed++;
          console.error(String(e));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  reporting = false;
  await Promise.all(viewers);

  // The count check: every table has exactly the result sent, and seq moved by exactly the writes made.
  const final = await must("GET", `/api/events/${id}`);
  const matches: { table?: number; result?: { games: number[] } }[] = final.body.rounds[0].matches;
  const stored = matches.filter((m) => m.table !== undefined && m.result !== undefined);
  const sent = new Set(reached.map((t) => t.table));
  const right = stored.filter((m) => sent.has(m.table!) && JSON.stringify(m.result) === JSON.stringify({ games: [2, m.table! % 2, 0] }));
  const expectedWrites = reached.length + reached.filter((t) => t.table % 2 === 1).length;
  const seqMoved = final.body.seq - startSeq;
  const waitUntil = Date.now() + 10_000;
  while (sockets.some((s) => s.last < final.body.seq) && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 50));
  const caughtUp = sockets.filter((s) => s.last === final.body.seq && s.outOfOrder === 0).length;
  for (const s of sockets) {
    s.done = true;
    s.ws.close();
  }

  console.log("");
  console.log(summary("writes (results)", writes, seconds));
  console.log(summary("reads (event page)", reads, seconds) + `   (${notModified} were 304)`);
  console.log(`live sockets           ${caughtUp}/${sockets.length} saw every change in order (up to seq ${final.body.seq})`);
  const behind = sockets.filter((s) => s.last !== final.body.seq || s.outOfOrder > 0);
  if (behind.length > 0) {
    const s = behind[0]!;
    console.log(`                       e.g. a socket got ${s.count} messages, last seq ${s.last}, ${s.outOfOrder} out of order`);
  }
  const reconnects = sockets.reduce((n, s) => n + s.reconnects, 0);
  console.log(`retries                ${retries} (same commandId)   failed tables ${failed}   socket reconnects ${reconnects} (a wrangler dev reload closes sockets)`);
  if (reached.length < tables.length) console.log(`time limit             ${reached.length}/${tables.length} tables reported within ${TIME_LIMIT_MS / 1000} s; the rest were not sent`);
  const okCount = right.length === reached.length && stored.length === reached.length && seqMoved === expectedWrites && failed === 0 && caughtUp === sockets.length;
  console.log(`count check            ${right.length}/${reached.length} results stored, seq moved ${seqMoved} for ${expectedWrites} writes: ${okCount ? "OK, nothing lost or doubled" : "MISMATCH"}`);
  process.exit(okCount ? 0 : 1);
}

main().catch((e) => {
  console.error(`load: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
