// `LOAD_EVENTS=N npm run load`: many small events at once, as on a busy
// Saturday (docs/scale.md, "1,000 events on one Saturday"). N events of
// LOAD_PLAYERS are created and filled; then each of LOAD_ROUNDS rounds is
// paired in every event and every table of every event is reported, shuffled
// across the events, by the same LOAD_CONCURRENCY reporters. Prints writes per
// second, write p50/p99 and, on a LOAD_STATS=on server, the D1 statements.
import { CONCURRENCY, EVENTS, PLAYERS, ROUND_LIMIT_MS, ROUNDS } from "./load-settings.ts";
import { must, timed } from "./load-http.ts";
import { ms, p, summary } from "./load-stats.ts";
import { NO_STATS, type ServerStats, objectShare, serverStats, statements } from "./load-server.ts";
import { type Event, type Table, inParallel, report, resultOf, roundsFrom, setUp, tablesOf, writesOf } from "./load-tables.ts";

/** A fixed shuffle (the same every run): the events' tables interleaved, as results arrive on a busy day. */
function shuffled<T>(xs: T[]): T[] {
  const out = [...xs];
  let seed = 12345;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Runs the many-events benchmark; returns what did not finish. */
export async function manyEvents(sample: (when: string) => void): Promise<string[]> {
  const unfinished: string[] = [];
  console.log(`${EVENTS} events of ${PLAYERS} players, ${ROUNDS} round(s), ${CONCURRENCY} reporters across all events at once`);
  const made = await timed(() =>
    inParallel(
      Array.from({ length: EVENTS }, (_, i) => i),
      CONCURRENCY,
      (i) => setUp(PLAYERS, `many ${i + 1}`, { rounds: Math.max(ROUNDS, 3), cut: 0 }),
    ),
  );
  const events = made.value;
  const ids = events.map((e) => e.id);
  console.log(`created and filled ${EVENTS} events in ${(made.ms / 1000).toFixed(1)} s (${(EVENTS / (made.ms / 1000)).toFixed(1)} events/s)`);
  sample(`${EVENTS} events set up`);

  const all: number[] = [];
  let seconds = 0;
  let results = 0;
  let writes = 0;
  let counted = 0;
  let byObjects = 0;
  let first: ServerStats | null = null;
  let last: ServerStats | null = null;
  for (let n = 1; n <= ROUNDS; n++) {
    const paired = await timed(() =>
      inParallel(events, CONCURRENCY, async (e) =>
        tablesOf((await must("POST", `/api/events/${e.id}/rounds`, { commandId: crypto.randomUUID(), round: n })).body.round),
      ),
    );
    const work = shuffled(events.flatMap((e, i) => paired.value[i]!.map((table) => ({ event: e, round: n, table }))));
    const before = await serverStats(ids);
    first ??= before;
    const r = await report(work, 0, false, ROUND_LIMIT_MS);
    const after = await serverStats(ids);
    last = after;
    if (before && after) {
      counted += statements(after) - statements(before);
      byObjects += objectShare(after) - objectShare(before);
    }
    if (r.unreached > 0) {
      unfinished.push(
        `round ${n}: ${r.reached.length}/${work.length} tables of the ${EVENTS} events reported within LOAD_ROUND_SECONDS=${ROUND_LIMIT_MS / 1000} s`,
      );
      if (n < ROUNDS) unfinished.push(`${roundsFrom(n + 1, ROUNDS)}: not played (round ${n} did not finish)`);
    }
    if (r.failed > 0) unfinished.push(`round ${n}: ${r.failed} tables failed (a write refused or lost after its retries)`);
    const missing = await countCheck(events, n, paired.value);
    if (missing > 0) unfinished.push(`round ${n}: ${missing} of ${work.length} tables without the result sent`);
    all.push(...r.writes);
    seconds += r.seconds;
    results += r.reached.length;
    writes += r.reached.reduce((k, w) => k + writesOf(w.table, false), 0);
    console.log(
      `round ${n}: paired ${EVENTS} events in ${ms(paired.ms)}; ${work.length} tables, ${r.writes.length} writes in ${r.seconds.toFixed(1)} s = ${(r.writes.length / r.seconds).toFixed(1)} writes/s, p50 ${ms(p(r.writes, 50))}, p99 ${ms(p(r.writes, 99))}`,
    );
    sample(`round ${n}`);
    if (r.unreached > 0) break;
  }

  console.log("");
  console.log(summary("writes (results)", all, seconds));
  const end = await serverStats(ids, true);
  if (!end || !first || !last) console.log(NO_STATS);
  else {
    const objects =
      objectShare(end) > 0 ? ` (Worker ${counted - byObjects}, the objects ${byObjects})` : " (the Worker's only: the tournament objects count none)";
    console.log(
      `D1 statements          ${counted} while ${results} results (${writes} writes) came in = ${(counted / Math.max(1, results)).toFixed(2)} per result, ${(counted / Math.max(1, writes)).toFixed(2)} per write, ${(counted / Math.max(seconds, 1e-9)).toFixed(1)}/s${objects}`,
    );
    if (end.objectsReported > 0)
      console.log(
        `object storage         ${(end.storageBytes / 1e6).toFixed(2)} MB in all, the largest object ${(end.largestStorageBytes / 1e3).toFixed(0)} KB`,
      );
    if (end.largestRows)
      console.log(
        `largest stored row     ${Object.entries(end.largestRows)
          .map(([t, b]) => `${t} ${(b / 1e3).toFixed(1)} KB`)
          .join(", ")}`,
      );
  }
  return unfinished;
}

/** Tables of round n, across the events, that do not hold the result sent (read from the events' public pages). */
async function countCheck(events: Event[], n: number, tables: Table[][]): Promise<number> {
  const missing = await inParallel(events, CONCURRENCY, async (e) => {
    const v = (await must("GET", `/api/events/${e.id}`)).body;
    const matches = (v.rounds[n - 1]?.matches ?? []) as { table?: number; result?: { games: number[] } }[];
    const right = new Set(
      matches.filter((m) => m.table !== undefined && JSON.stringify(m.result) === JSON.stringify(resultOf({ table: m.table }, false))).map((m) => m.table),
    );
    return tables[events.indexOf(e)]!.filter((t) => !right.has(t.table)).length;
  });
  return missing.reduce((a, b) => a + b, 0);
}
