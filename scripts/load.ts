// `npm run load`: a benchmark (not a test) against a running `npm start`.
// Many tables report results at once while viewers poll the event page (with
// ETags, at most once a second each, like the web app) and many live sockets
// listen; prints throughput, p50/p99 latency, the time from a write's answer
// to the last socket's message, and a check that every result was stored
// exactly once and every socket saw every change in order. With a server
// started as `LOAD_STATS=on npm start` it also prints the D1 statements per
// result, the object's storage and the largest stored row (GET
// /api/_load-stats, worker/d1-count.ts); on Linux, the workerd process's
// resident memory through the run.
//
// A run that did not finish — a round or playoff stage past its time limit,
// a write that failed, a count check that did not find every table's result,
// a socket that missed a change — is listed under NOT FINISHED and exits 1.
//
// Settings (environment):
//   TOPCUT_URL          the server (default http://127.0.0.1:8787, loopback only)
//   LOAD_PLAYERS        players (default 400 → 200 tables, at most 8,000; 32 per event with LOAD_EVENTS)
//   LOAD_EVENTS         many small events at once instead of one (default 0: one event; at most 2,000):
//                       LOAD_EVENTS events of LOAD_PLAYERS, LOAD_ROUNDS rounds reported across all of them
//                       by the same reporters; no viewers or sockets
//   LOAD_CONCURRENCY    parallel reporters (default 32, at most 128)
//   LOAD_VIEWERS        viewers polling the page (default 40, at most 200)
//   LOAD_SOCKETS        live sockets (default 100, at most 1,000)
//   LOAD_ROUNDS         Swiss rounds to pair and report live (default 1, at most 15)
//   LOAD_ROUND_SECONDS  time limit per round and per playoff stage (default 120, at most 7,200): a round
//                       still reporting then is cut short, and the run does not count as finished
//   LOAD_IMPORT         Swiss rounds paired and played here by the engine and imported as one file before
//                       the live rounds (default 0, at most 28): on a small machine nine live rounds of
//                       4,000 tables take an hour
//   LOAD_LIVE_FIRST=1   round 1 played live first; then that event is exported, carried on by the engine's
//                       LOAD_IMPORT rounds and imported, so round 1 and the last round compare in one run
//   LOAD_DAY_TWO        the day-2 cut after this Swiss round (default 0: none): X-3 or better advance,
//                       confirmed by the engine inside the imported rounds or through POST .../day-two live
//   LOAD_FINISH=1       then the top-8 playoffs, finish and the ratings replay
//   LOAD_COMPARE        players of a small event whose round 1 is reported first with the same reporters,
//                       for a side-by-side cost per result (default off)
//   LOAD_IDLE_SECONDS   seconds to wait idle at the end before the last memory sample (default 0)
//   LOAD_WORKERD_PID    the workerd process to sample (default: found from TOPCUT_URL's port)
// The runs of docs/scale.md (server: LOAD_STATS=on npm start); the largest event first: 8,000 players,
// round 1 live, rounds 2-14 by the engine with the day-2 cut after round 9, round 15 live, the top 8:
//   LOAD_PLAYERS=8000 LOAD_LIVE_FIRST=1 LOAD_IMPORT=13 LOAD_ROUNDS=1 LOAD_DAY_TWO=9 LOAD_FINISH=1 LOAD_COMPARE=100 LOAD_ROUND_SECONDS=3600 npm run load
//   LOAD_PLAYERS=8000 LOAD_IMPORT=8 LOAD_ROUNDS=1 LOAD_FINISH=1 LOAD_COMPARE=100 LOAD_ROUND_SECONDS=3600 npm run load
//   LOAD_EVENTS=500 LOAD_PLAYERS=32 LOAD_ROUND_SECONDS=3600 npm run load
import type { Tournament } from "../shared/model/types.ts";
import { LiveThread } from "./load-live.ts";
import {
  COMPARE,
  CONCURRENCY,
  DAY_TWO,
  EVENTS,
  FINISH,
  IDLE_SECONDS,
  IMPORT,
  LIVE_FIRST,
  PLAYERS,
  ROUND_LIMIT_MS,
  ROUNDS,
  SOCKETS,
  SWISS_ROUNDS,
  VIEWERS,
  base,
} from "./load-settings.ts";
import { call, must, signIn, timed } from "./load-http.ts";
import { ms, p, summary } from "./load-stats.ts";
import { NO_STATS, type ServerStats, mb, objectShare, rssMb, serverStats, statements, workerdPids } from "./load-server.ts";
import { type Event, answered, counters, report, resultOf, roundsFrom, setUp, tablesOf, writesOf } from "./load-tables.ts";
import { manyEvents } from "./load-events.ts";
import { imported, mainOptions, type Row } from "./load-import.ts";

/** What did not finish: printed at the end, and the run exits 1. */
const unfinished: string[] = [];

const pids = workerdPids();
const memory: [string, number[]][] = [];
const sample = (when: string) => memory.push([when, rssMb(pids)]);

const timeLimit = (what: string, done: number, all: number) => `${what}: ${done}/${all} tables reported within LOAD_ROUND_SECONDS=${ROUND_LIMIT_MS / 1000} s`;

interface Tally {
  allWrites: number[];
  allReads: number[];
  perRound: { n: number; writes: number[] }[];
  notModified: number;
  failed: number;
  results: number;
  /** D1 statements while the Swiss rounds' results came in (the viewers' reads included), and the object's share. */
  statements: number;
  byObject: number;
  seconds: number;
}

const EMPTY_ROW: Row = {
  round: "",
  pairing: "-",
  tables: 0,
  "writes/s": "-",
  "write p50": "-",
  "write p99": "-",
  "standings (view read)": "-",
  "view size": "-",
};

/** Pairs Swiss round n and reports every table live, then checks the count; false when the round did not finish. */
async function liveRound(e: Event, n: number, viewers: number, rows: Row[], acc: Tally): Promise<boolean> {
  const pairing = await timed(() => must("POST", `/api/events/${e.id}/rounds`, { commandId: crypto.randomUUID(), round: n }));
  const tables = tablesOf(pairing.value.body.round);
  const before: number = pairing.value.body.seq;
  const counted = await serverStats([e.id]);
  const r = await report(
    tables.map((table) => ({ event: e, round: n, table })),
    viewers,
    false,
    ROUND_LIMIT_MS,
  );
  acc.perRound.push({ n, writes: r.writes });
  const countedAfter = await serverStats([e.id]);
  if (counted && countedAfter) {
    acc.statements += statements(countedAfter) - statements(counted);
    acc.byObject += objectShare(countedAfter) - objectShare(counted);
  }
  const read = await timed(() => must("GET", `/api/events/${e.id}`));
  const v = read.value.body;
  // The count check: every table of the round has exactly the result sent, and seq moved by exactly the writes made.
  const matches = v.rounds[n - 1].matches as { table?: number; result?: { games: number[] } }[];
  const stored = matches.filter((m) => m.table !== undefined && m.result !== undefined);
  const right = stored.filter((m) => JSON.stringify(m.result) === JSON.stringify(resultOf({ table: m.table! }, false)));
  const expected = tables.reduce((k, t) => k + writesOf(t, false), 0);
  if (right.length !== tables.length || stored.length !== tables.length || v.seq - before !== expected)
    unfinished.push(`round ${n}: ${right.length}/${tables.length} results stored right, seq moved ${v.seq - before} for ${expected} writes`);
  if (r.unreached > 0) unfinished.push(timeLimit(`round ${n}`, r.reached.length, tables.length));
  acc.results += r.reached.length;
  acc.allWrites.push(...r.writes);
  acc.allReads.push(...r.reads);
  acc.notModified += r.notModified;
  acc.failed += r.failed;
  acc.seconds += r.seconds;
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
  sample(`round ${n}`);
  console.log(`round ${n} done: ${JSON.stringify(rows[rows.length - 1])}`);
  return r.unreached === 0;
}

async function oneEvent() {
  // The side-by-side: the same reporters on a small event's round 1 first.
  let small: { players: number; p50: number; p99: number; perSecond: number } | null = null;
  if (COMPARE) {
    const e = await setUp(COMPARE, "compare", { rounds: 3, cut: 0 });
    const paired = await must("POST", `/api/events/${e.id}/rounds`, { commandId: crypto.randomUUID(), round: 1 });
    const tables = tablesOf(paired.body.round);
    const r = await report(
      tables.map((table) => ({ event: e, round: 1, table })),
      0,
      false,
      ROUND_LIMIT_MS,
    );
    if (r.unreached > 0) unfinished.push(timeLimit(`compare event (${COMPARE} players) round 1`, r.reached.length, tables.length));
    if (r.failed > 0) unfinished.push(`compare event round 1: ${r.failed} tables failed`);
    small = { players: COMPARE, p50: p(r.writes, 50), p99: p(r.writes, 99), perSecond: r.writes.length / r.seconds };
  }

  const rows: Row[] = [];
  const acc: Tally = { allWrites: [], allReads: [], perRound: [], notModified: 0, failed: 0, results: 0, statements: 0, byObject: 0, seconds: 0 };
  let complete = true;
  const setup = await timed(async () => {
    if (!LIVE_FIRST) return IMPORT > 0 ? imported(PLAYERS, rows) : setUp(PLAYERS, "main", mainOptions());
    // Round 1 live, then the same event, exported, carried on by the engine and imported.
    const first = await setUp(PLAYERS, "main", mainOptions());
    complete = await liveRound(first, 1, 0, rows, acc);
    if (!complete) return first;
    const file = (await must("GET", `/api/events/${first.id}/export`)).body as Tournament;
    return imported(PLAYERS, rows, file);
  });
  const e = setup.value;
  // The fan-out is measured on this event's sockets: seqs answered on the live-first event are another event's.
  answered.clear();
  sample("event set up");
  const startSeq: number = (await must("GET", `/api/events/${e.id}`)).body.seq;
  const live = new LiveThread(base, e.id);
  await live.open(SOCKETS, startSeq);
  console.log(
    `event ${e.id}: ${PLAYERS} players set up in ${(setup.ms / 1000).toFixed(1)} s; ${CONCURRENCY} reporters, ${VIEWERS} viewers, ${SOCKETS} live sockets`,
  );

  for (let n = SWISS_ROUNDS - ROUNDS + 1; n <= SWISS_ROUNDS && complete; n++) {
    if (DAY_TWO && n === DAY_TWO + 1) {
      const cut = await timed(() => must("POST", `/api/events/${e.id}/day-two`, { commandId: crypto.randomUUID() }));
      rows.push({ ...EMPTY_ROW, round: `day-2 cut (${cut.value.body.dayTwoCut.advanced.length} advance)`, pairing: ms(cut.ms) });
    }
    complete = await liveRound(e, n, VIEWERS, rows, acc);
    if (!complete && n < SWISS_ROUNDS) unfinished.push(`${roundsFrom(n + 1, SWISS_ROUNDS)}: not played (round ${n} did not finish)`);
  }
  const { allWrites, allReads, perRound, notModified, results, seconds } = acc;
  let failed = acc.failed;

  if (FINISH && !complete) unfinished.push("playoffs, finish and ratings: not played (a Swiss round did not finish)");
  if (FINISH && complete) {
    const started = await timed(() => must("POST", `/api/events/${e.id}/playoffs`, { commandId: crypto.randomUUID() }));
    let round = started.value.body.round ?? (await must("GET", `/api/events/${e.id}`)).body.rounds.at(-1);
    let stage = 0;
    let pairingMs = started.ms;
    for (;;) {
      stage++;
      const tables = tablesOf(round);
      const r = await report(
        tables.map((table) => ({ event: e, round: round.number, table })),
        0,
        true,
        ROUND_LIMIT_MS,
      );
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
      if (r.unreached > 0 || r.failed > 0) {
        if (r.unreached > 0) unfinished.push(timeLimit(`playoff stage ${stage}`, r.reached.length, tables.length));
        unfinished.push("later playoff stages, finish and ratings: not played");
        break;
      }
      if (tables.length <= 1) {
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
        break;
      }
      const next = await timed(() => must("POST", `/api/events/${e.id}/playoffs/next`, { commandId: crypto.randomUUID(), round: round.number + 1 }));
      pairingMs = next.ms;
      round = next.value.body.round;
    }
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
  const statsEnd = await serverStats([e.id], true);
  sample("end of run");

  console.log("");
  console.table(rows);
  const first = perRound[0]?.writes ?? [];
  if (small) {
    const [p50, p99] = [p(first, 50), p(first, 99)];
    console.log(
      `cost per result, first live round side by side: ${small.players} players p50 ${ms(small.p50)} (p99 ${ms(small.p99)}, ${small.perSecond.toFixed(1)}/s) vs ${PLAYERS} players p50 ${ms(p50)} (p99 ${ms(p99)}): p50 ${(p50 / small.p50).toFixed(2)}x, p99 ${(p99 / small.p99).toFixed(2)}x`,
    );
  }
  const last = perRound.at(-1);
  if (perRound.length > 1 && last) {
    const [a, b] = [perRound[0]!, last];
    console.log(
      `write latency, first vs last live round, same run: round ${a.n} p50 ${ms(p(a.writes, 50))} (p99 ${ms(p(a.writes, 99))}) vs round ${b.n} p50 ${ms(p(b.writes, 50))} (p99 ${ms(p(b.writes, 99))}): p50 ${(p(b.writes, 50) / p(a.writes, 50)).toFixed(2)}x, p99 ${(p(b.writes, 99) / p(a.writes, 99)).toFixed(2)}x`,
    );
  }
  console.log(summary("writes (results)", allWrites, seconds));
  console.log(`${summary("reads (event page)", allReads, seconds)}   (${notModified} were 304)`);
  printStats(statsEnd, acc.statements, acc.byObject, results, VIEWERS);
  console.log(`live sockets           ${caughtUp}/${heard.sockets.length} saw every change in order (up to seq ${final.body.seq})`);
  const behind = heard.sockets.filter((s) => s.last !== final.body.seq || s.outOfOrder > 0);
  if (behind.length > 0) {
    unfinished.push(`live sockets: ${behind.length}/${heard.sockets.length} did not see every change in order`);
    console.log(`                       e.g. a socket got ${behind[0]!.count} messages, last seq ${behind[0]!.last}, ${behind[0]!.outOfOrder} out of order`);
  }
  if (SOCKETS > 0)
    console.log(
      `answer -> last socket  p50 ${ms(p(fanOut, 50))}   p99 ${ms(p(fanOut, 99))}   (${fanOut.length} writes heard by all ${heard.sockets.length} sockets; negative: the sockets heard it before the writer had its answer)`,
    );
  const reconnects = heard.sockets.reduce((k, s) => k + s.reconnects, 0);
  if (failed > 0) unfinished.push(`${failed} tables failed (a write refused or lost after its retries)`);
  console.log(
    `retries                ${counters.retries} (same commandId)   failed tables ${failed}   socket reconnects ${reconnects} (a wrangler dev reload closes sockets)`,
  );
}

function printStats(end: ServerStats | null, reporting: number, byObject: number, results: number, viewers: number) {
  if (!end) {
    console.log(NO_STATS);
    return;
  }
  const objects = objectShare(end) > 0 ? ` (Worker ${reporting - byObject}, object ${byObject})` : " (the Worker's only: the tournament object counts none)";
  const reads = viewers > 0 ? `, the ${viewers} viewers' reads included` : "";
  console.log(
    `D1 statements          ${reporting} while the ${results} live Swiss results came in = ${(reporting / Math.max(1, results)).toFixed(2)} per result${reads}; ${statements(end)} in all${objects}`,
  );
  if (end.objectsReported > 0) console.log(`object storage         ${(end.storageBytes / 1e6).toFixed(2)} MB (the tournament object's own SQLite)`);
  if (end.largestRows)
    console.log(
      `largest stored row     ${Object.entries(end.largestRows)
        .map(([t, b]) => `${t} ${(b / 1e6).toFixed(3)} MB`)
        .join(", ")} (D1's limit: 2,000,000 bytes)`,
    );
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
  if (pids.length === 0) console.log("workerd memory: not sampled (no workerd process found on TOPCUT_URL's port; set LOAD_WORKERD_PID)");
  sample("start");

  if (EVENTS > 0) unfinished.push(...(await manyEvents(sample)));
  else await oneEvent();

  if (IDLE_SECONDS > 0) {
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    sample(`after ${IDLE_SECONDS} s idle`);
  }
  if (pids.length > 0) {
    console.log(`workerd memory (RSS)   pid ${pids.join(" + ")} (wrangler dev: the proxy holding the port, and the Worker with its objects)`);
    for (const [when, x] of memory) console.log(`  ${when.padEnd(22)} ${x.map(mb).join(" + ")}`);
  }
  if (unfinished.length > 0) {
    console.log("\nNOT FINISHED: this run did not do everything it was asked; its figures are partial");
    for (const u of unfinished) console.log(`  - ${u}`);
    process.exit(1);
  }
  console.log("count check            OK: every round finished, every result stored once, nothing lost or doubled");
  process.exit(0);
}

main().catch((e) => {
  console.error(`load: ${e instanceof Error ? e.message : String(e)}`);
  console.error("NOT FINISHED: the run stopped on this error");
  process.exit(1);
});
