// `npm run load`: a benchmark (not a test) against a running `npm start`.
// Many tables report results at once while viewers poll the event page (with
// ETags, at most once a second each, like the web app) and many live sockets
// listen; prints throughput, p50/p99 latency, the time from a write's answer
// to the last socket's message, and a check that every result was stored
// exactly once and every socket saw every change in order.
//
// Settings (environment): TOPCUT_URL (default http://127.0.0.1:8787, loopback
// only), LOAD_PLAYERS (default 400 → 200 tables, at most 8,000),
// LOAD_CONCURRENCY (parallel reporters, default 32, at most 128),
// LOAD_VIEWERS (default 40, at most 200), LOAD_SOCKETS (default 100, at most
// 1,000), LOAD_ROUNDS (Swiss rounds to pair and report, default 1, at most
// 15), LOAD_FINISH=1 (then the top-8 playoffs, finish and the ratings
// replay), LOAD_COMPARE (players of a small event whose round 1 is reported
// first with the same reporters, for a side-by-side cost per result; default
// off), LOAD_ROUND_SECONDS (time limit per round, default 120, at most 1,800),
// LOAD_IMPORT (Swiss rounds paired and played here with the engine and
// imported as one file before the live rounds, default 0: on a small
// machine nine live rounds of 4,000 tables take an hour).
// The 8,000-player runs of docs/scale.md:
//   LOAD_PLAYERS=8000 LOAD_ROUNDS=9 LOAD_FINISH=1 LOAD_COMPARE=100 npm run load
//   LOAD_PLAYERS=8000 LOAD_IMPORT=8 LOAD_ROUNDS=1 LOAD_FINISH=1 LOAD_COMPARE=100 npm run load
import { pairNextRound } from "../shared/pairing/index.ts";
import { computeStandings } from "../shared/standings/index.ts";
import type { Match, Tournament } from "../shared/model/types.ts";
import { LiveThread, clock } from "./load-live.ts";
import {
  COMPARE,
  CONCURRENCY,
  FINISH,
  IMPORT,
  PLAYERS,
  PLAYERS_PER_REQUEST,
  POLL_MS,
  ROUND_LIMIT_MS,
  ROUNDS,
  SOCKETS,
  VIEWERS,
  base,
} from "./load-settings.ts";
import { call, must, signIn, timed } from "./load-http.ts";
import { ms, p, summary } from "./load-stats.ts";

interface Table {
  table: number;
  players: [string, string];
}

interface Event {
  id: string;
  codes: Map<string, string>;
}

/**
 * The main event with IMPORT rounds already played: paired and scored here by
 * the engine (timed per round: pairing, standings), imported as one file.
 */
async function imported(players: number, rows: Row[]): Promise<Event> {
  let t: Tournament = {
    format: "topcut/1",
    id: "load",
    name: `Load test imported ${new Date().toISOString()}`,
    gameFormat: "Load",
    rules: "dci-2009",
    options: { draws: "allowed", bestOf: 3, rounds: IMPORT + ROUNDS, cut: FINISH ? 8 : 0 },
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, registered: i + 1, dropped: null })),
    rounds: [],
  };
  for (let n = 1; n <= IMPORT; n++) {
    const pairing = await timed(async () => pairNextRound(t));
    const matches = pairing.value.matches.map(
      (m) => ("table" in m && m.players.length === 2 ? { ...m, result: resultOf({ table: m.table, players: ["", ""] }, false) } : m) as Match,
    );
    t = { ...t, rounds: [...t.rounds, { number: pairing.value.round, matches, notes: pairing.value.notes }] };
    const standings = await timed(async () => computeStandings(t));
    rows.push({
      round: `${n} (engine, imported)`,
      pairing: ms(pairing.ms),
      tables: matches.filter((m) => "table" in m).length,
      "writes/s": "-",
      "write p50": "-",
      "write p99": "-",
      "standings (view read)": `${ms(standings.ms)} (engine)`,
      "view size": "-",
    });
  }
  const file = JSON.stringify(t);
  const sent = await timed(() => must("POST", "/api/events/import", { commandId: crypto.randomUUID(), file: t, visibility: "unlisted" }));
  const id: string = sent.value.body.event.id;
  const manage = await must("GET", `/api/events/${id}/manage`);
  console.log(`imported ${players} players and ${IMPORT} rounds (${(file.length / 1e6).toFixed(1)} MB) in ${(sent.ms / 1000).toFixed(1)} s`);
  return { id, codes: new Map(Object.entries(manage.body.codes as Record<string, string>)) };
}

async function setUp(players: number, label: string): Promise<Event> {
  const options = { rounds: Math.max(ROUNDS, 3), cut: FINISH && label === "main" ? 8 : 0 };
  const created = await must("POST", "/api/events", {
    commandId: crypto.randomUUID(),
    name: `Load test ${label} ${new Date().toISOString()}`,
    gameFormat: "Load",
    rules: "dci-2009",
    visibility: "unlisted",
    options,
  });
  const id: string = created.body.event.id;
  const codes = new Map<string, string>();
  for (let from = 0; from < players; from += PLAYERS_PER_REQUEST) {
    const names = Array.from({ length: Math.min(PLAYERS_PER_REQUEST, players - from) }, (_, i) => ({ name: `Player ${from + i + 1}` }));
    const added = await must("POST", `/api/events/${id}/players`, { commandId: crypto.randomUUID(), players: names });
    for (const pl of added.body.players as { id: string; code: string }[]) codes.set(pl.id, pl.code);
  }
  if (codes.size !== players) throw new Error(`added ${players} players but the event has ${codes.size}`);
  return { id, codes };
}

/** Every write answered, by seq: when its answer arrived (for the live fan-out). */
const answered = new Map<number, number>();
let retries = 0;

async function write(method: string, path: string, body: Record<string, unknown>, asPlayer: boolean, latencies: number[]) {
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
      latencies.push(performance.now() - t);
      if (res.status < 300) {
        answered.set(res.body.seq as number, clock());
        return;
      }
      if (res.status < 500 || attempt === 3) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    retries++; // Same commandId: a retry can never store a result twice.
  }
}

interface Reported {
  writes: number[];
  seconds: number;
  reached: Table[];
  failed: number;
  reads: number[];
  notModified: number;
}

/** Reports every table of round n (half by staff, half self-reported and confirmed) while viewers poll. */
async function report(e: Event, n: number, tables: Table[], viewers: number, playoff: boolean): Promise<Reported> {
  let reporting = true;
  const reads: number[] = [];
  let notModified = 0;
  const polling = Array.from({ length: viewers }, async () => {
    let etag = "";
    while (reporting) {
      const t = performance.now();
      const res = await fetch(new URL(`/api/events/${e.id}`, base), { headers: etag ? { "if-none-match": etag } : {}, signal: AbortSignal.timeout(120_000) });
      await res.arrayBuffer();
      reads.push(performance.now() - t);
      if (res.status === 304) notModified++;
      etag = res.headers.get("etag") ?? etag;
      await new Promise((r) => setTimeout(r, Math.max(0, POLL_MS - (performance.now() - t))));
    }
  });
  const writes: number[] = [];
  let failed = 0;
  const queue = [...tables];
  const reached: Table[] = [];
  const deadline = Date.now() + ROUND_LIMIT_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let m = queue.shift(); m && Date.now() < deadline; m = queue.shift()) {
        reached.push(m);
        const at = `/api/events/${e.id}/rounds/${n}/tables/${m.table}`;
        try {
          if (playoff || m.table % 2 === 0) await write("PUT", `${at}/result`, { result: resultOf(m, playoff) }, false, writes);
          else {
            await write("POST", `${at}/report`, { result: resultOf(m, playoff), code: e.codes.get(m.players[0]) }, true, writes);
            await write("POST", `${at}/confirm`, { code: e.codes.get(m.players[1]) }, true, writes);
          }
        } catch (err) {
          failed++;
          console.error(String(err));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  reporting = false;
  await Promise.all(polling);
  return { writes, seconds, reached, failed, reads, notModified };
}

const resultOf = (m: Table, playoff: boolean) => ({ games: [2, playoff ? 0 : m.table % 2, 0] });

const tablesOf = (round: { matches: { table?: number; players: string[] }[] }) =>
  round.matches.filter((m) => m.table !== undefined && m.players.length === 2) as Table[];

interface Row {
  round: string;
  pairing: string;
  tables: number;
  "writes/s": string;
  "write p50": string;
  "write p99": string;
  "standings (view read)": string;
  "view size": string;
}

async function main() {
  const health = await call("GET", "/api/health").catch(() => null);
  if (!health || health.status !== 200) {
    console.error(`load: no Topcut server at ${base.origin} (start one with npm start)`);
    process.exit(2);
  }
  // One benchmark organizer, reused across runs (sign-ups are rate-limited).
  const credentials = { username: "load-bench", password: "load-test-password" };
  let session = await call("POST", "/api/auth/signin", credentials);
  if (session.status === 401) session = await call("POST", "/api/auth/signup", credentials);
  if (session.status >= 300) throw new Error(`cannot sign in as load-bench: ${session.status} ${JSON.stringify(session.body)}`);
  signIn((session.headers.getSetCookie()[0] ?? "").split(";")[0]!);

  // The side-by-side: the same reporters on a small event's round 1 first.
  let small: { players: number; p50: number; p99: number; perSecond: number } | null = null;
  if (COMPARE) {
    const e = await setUp(COMPARE, "compare");
    const paired = await must("POST", `/api/events/${e.id}/rounds`, { commandId: crypto.randomUUID(), round: 1 });
    const r = await report(e, 1, tablesOf(paired.body.round), 0, false);
    small = { players: COMPARE, p50: p(r.writes, 50), p99: p(r.writes, 99), perSecond: r.writes.length / r.seconds };
  }

  const rows: Row[] = [];
  const setup = await timed(() => (IMPORT > 0 ? imported(PLAYERS, rows) : setUp(PLAYERS, "main")));
  const e = setup.value;
  const startSeq: number = (await must("GET", `/api/events/${e.id}`)).body.seq;
  const live = new LiveThread(base, e.id);
  await live.open(SOCKETS, startSeq);
  console.log(
    `event ${e.id}: ${PLAYERS} players added in ${(setup.ms / 1000).toFixed(1)} s; ${CONCURRENCY} reporters, ${VIEWERS} viewers, ${SOCKETS} live sockets`,
  );

  const allWrites: number[] = [];
  const allReads: number[] = [];
  let notModified = 0;
  let failed = 0;
  let complete = true;
  let countOk = true;
  let firstRound: number[] = [];
  let seconds = 0;
  for (let n = IMPORT + 1; n <= IMPORT + ROUNDS && complete; n++) {
    const pairing = await timed(() => must("POST", `/api/events/${e.id}/rounds`, { commandId: crypto.randomUUID(), round: n }));
    const tables = tablesOf(pairing.value.body.round);
    const before: number = pairing.value.body.seq;
    const r = await report(e, n, tables, VIEWERS, false);
    if (n === IMPORT + 1) firstRound = r.writes;
    const read = await timed(() => must("GET", `/api/events/${e.id}`));
    const v = read.value.body;
    // The count check: every table reached has exactly the result sent, and seq moved by exactly the writes made.
    const matches = v.rounds[n - 1].matches as { table?: number; result?: { games: number[] } }[];
    const sent = new Set(r.reached.map((t) => t.table));
    const stored = matches.filter((m) => m.table !== undefined && m.result !== undefined);
    const right = stored.filter(
      (m) => sent.has(m.table!) && JSON.stringify(m.result) === JSON.stringify(resultOf({ table: m.table!, players: ["", ""] }, false)),
    );
    const expected = r.reached.length + r.reached.filter((t) => t.table % 2 === 1).length;
    if (right.length !== r.reached.length || stored.length !== r.reached.length || v.seq - before !== expected || r.failed > 0) {
      countOk = false;
      console.log(`round ${n}: ${right.length}/${r.reached.length} results stored right, seq moved ${v.seq - before} for ${expected} writes: MISMATCH`);
    }
    if (r.reached.length < tables.length) {
      complete = false;
      console.log(`round ${n}: time limit: ${r.reached.length}/${tables.length} tables reported within ${ROUND_LIMIT_MS / 1000} s; no further rounds`);
    }
    allWrites.push(...r.writes);
    allReads.push(...r.reads);
    notModified += r.notModified;
    failed += r.failed;
    seconds += r.seconds;
    rows.push({
      round: String(n),
      pairing: ms(pairing.ms),
      tables: tables.length,
      "writes/s": (r.writes.length / r.seconds).toFixed(1),
      "write p50": ms(p(r.writes, 50)),
      "write p99": ms(p(r.writes, 99)),
      "standings (view read)": ms(read.ms),
      "view size": `${(read.value.bytes / 1e6).toFixed(2)} MB`,
    });
    console.log(`round ${n} done: ${JSON.stringify(rows[rows.length - 1])}`);
  }

  if (FINISH && complete) {
    const started = await timed(() => must("POST", `/api/events/${e.id}/playoffs`, { commandId: crypto.randomUUID() }));
    let round = started.value.body.round ?? (await must("GET", `/api/events/${e.id}`)).body.rounds.at(-1);
    let stage = 0;
    let pairingMs = started.ms;
    for (;;) {
      stage++;
      const tables = tablesOf(round);
      const r = await report(e, round.number, tables, 0, true);
      failed += r.failed;
      rows.push({
        round: `playoff ${stage}`,
        pairing: ms(pairingMs),
        tables: tables.length,
        "writes/s": (r.writes.length / r.seconds).toFixed(1),
        "write p50": ms(p(r.writes, 50)),
        "write p99": ms(p(r.writes, 99)),
        "standings (view read)": "-",
        "view size": "-",
      });
      if (tables.length <= 1) break;
      const next = await timed(() => must("POST", `/api/events/${e.id}/playoffs/next`, { commandId: crypto.randomUUID(), round: round.number + 1 }));
      pairingMs = next.ms;
      round = next.value.body.round;
    }
    const finish = await timed(() => must("POST", `/api/events/${e.id}/finish`, { commandId: crypto.randomUUID() }));
    const read = await timed(() => must("GET", `/api/events/${e.id}`));
    rows.push({
      round: "finish + ratings",
      pairing: ms(finish.ms),
      tables: 0,
      "writes/s": "-",
      "write p50": "-",
      "write p99": "-",
      "standings (view read)": ms(read.ms),
      "view size": `${(read.value.bytes / 1e6).toFixed(2)} MB`,
    });
  }

  const final = await must("GET", `/api/events/${e.id}`);
  const heard = await live.finish(final.body.seq);
  const caughtUp = heard.sockets.filter((s) => s.last === final.body.seq && s.outOfOrder === 0).length;
  // For each answered write: the time from its answer to the last socket's message.
  const arrivals = new Map(heard.arrivals);
  const fanOut = [...answered].flatMap(([seq, at]) => {
    const a = arrivals.get(seq);
    return a && a.count >= heard.sockets.length ? [a.last - at] : [];
  });

  console.log("");
  console.table(rows);
  if (small) {
    const big = p(firstRound, 50);
    console.log(
      `cost per result, first live round side by side: ${small.players} players p50 ${ms(small.p50)} (p99 ${ms(small.p99)}, ${small.perSecond.toFixed(1)}/s) vs ${PLAYERS} players p50 ${ms(big)} (p99 ${ms(p(firstRound, 99))}): ${(big / small.p50).toFixed(2)}x`,
    );
  }
  console.log(summary("writes (results)", allWrites, seconds));
  console.log(`${summary("reads (event page)", allReads, seconds)}   (${notModified} were 304)`);
  console.log(`live sockets           ${caughtUp}/${heard.sockets.length} saw every change in order (up to seq ${final.body.seq})`);
  const behind = heard.sockets.filter((s) => s.last !== final.body.seq || s.outOfOrder > 0);
  if (behind.length > 0)
    console.log(`                       e.g. a socket got ${behind[0]!.count} messages, last seq ${behind[0]!.last}, ${behind[0]!.outOfOrder} out of order`);
  if (SOCKETS > 0)
    console.log(
      `answer -> last socket  p50 ${ms(p(fanOut, 50))}   p99 ${ms(p(fanOut, 99))}   (${fanOut.length} writes heard by all ${heard.sockets.length} sockets; negative: the sockets heard it before the writer had its answer)`,
    );
  const reconnects = heard.sockets.reduce((k, s) => k + s.reconnects, 0);
  console.log(
    `retries                ${retries} (same commandId)   failed tables ${failed}   socket reconnects ${reconnects} (a wrangler dev reload closes sockets)`,
  );
  const ok = countOk && failed === 0 && caughtUp === heard.sockets.length;
  console.log(`count check            ${ok ? "OK, nothing lost or doubled; every socket saw every change in order" : "MISMATCH"}`);
  process.exit(ok ? 0 : 1);
}

main().catch((e) => {
  console.error(`load: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
