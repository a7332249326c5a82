// The writes of `npm run load`: events set up through the API, and a round's
// tables reported by parallel reporters (half by staff, half self-reported and
// confirmed), every write retried with its commandId on a network error or a 5xx.
import { clock } from "./load-live.ts";
import { CONCURRENCY, PLAYERS_PER_REQUEST, POLL_MS, base } from "./load-settings.ts";
import { call, must } from "./load-http.ts";

export interface Table {
  table: number;
  players: [string, string];
}

export interface Event {
  id: string;
  codes: Map<string, string>;
}

export const resultOf = (m: Pick<Table, "table">, playoff: boolean) => ({ games: [2, playoff ? 0 : m.table % 2, 0] });

export const tablesOf = (round: { matches: { table?: number; players: string[] }[] }) =>
  round.matches.filter((m) => m.table !== undefined && m.players.length === 2) as Table[];

/** Writes a table's result takes: one by staff (even tables), a report and a confirm by the players (odd). */
export const writesOf = (t: Pick<Table, "table">, playoff: boolean) => (playoff || t.table % 2 === 0 ? 1 : 2);

export async function setUp(players: number, label: string, options: Record<string, unknown>): Promise<Event> {
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

/** Every write answered, by seq: when its answer arrived (for the live fan-out of the one main event). */
export const answered = new Map<number, number>();
export const counters = { retries: 0 };

async function write(method: string, path: string, body: Record<string, unknown>, asPlayer: boolean, latencies: number[]) {
  const commandId = crypto.randomUUID();
  for (let attempt = 0; attempt < 4; attempt++) {
    const t = performance.now();
    let res: Awaited<ReturnType<typeof call>> | undefined;
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
    counters.retries++; // Same commandId: a retry can never store a result twice.
  }
}

export interface Reported {
  writes: number[];
  seconds: number;
  /** The tables a reporter started on before the time limit. */
  reached: { event: Event; table: Table }[];
  /** Tables left when the time limit passed (none: the round finished). */
  unreached: number;
  failed: number;
  reads: number[];
  notModified: number;
}

/**
 * Reports every table given (of one or many events) with CONCURRENCY reporters
 * until `limitMs` passes, while `viewers` poll the first event's page.
 */
export async function report(work: { event: Event; round: number; table: Table }[], viewers: number, playoff: boolean, limitMs: number): Promise<Reported> {
  let reporting = true;
  const reads: number[] = [];
  let notModified = 0;
  const watched = work[0]?.event.id;
  const polling = Array.from({ length: watched ? viewers : 0 }, async () => {
    let etag = "";
    while (reporting) {
      const t = performance.now();
      const res = await fetch(new URL(`/api/events/${watched}`, base), {
        headers: etag ? { "if-none-match": etag } : {},
        signal: AbortSignal.timeout(120_000),
      });
      await res.arrayBuffer();
      reads.push(performance.now() - t);
      if (res.status === 304) notModified++;
      etag = res.headers.get("etag") ?? etag;
      await new Promise((r) => setTimeout(r, Math.max(0, POLL_MS - (performance.now() - t))));
    }
  });
  const writes: number[] = [];
  let failed = 0;
  const queue = [...work];
  const reached: Reported["reached"] = [];
  const deadline = Date.now() + limitMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let w = queue.shift(); w && Date.now() < deadline; w = queue.shift()) {
        const { event: e, round: n, table: m } = w;
        reached.push({ event: e, table: m });
        const at = `/api/events/${e.id}/rounds/${n}/tables/${m.table}`;
        try {
          if (writesOf(m, playoff) === 1) await write("PUT", `${at}/result`, { result: resultOf(m, playoff) }, false, writes);
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
  return { writes, seconds, reached, unreached: work.length - reached.length, failed, reads, notModified };
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inParallel<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i]!);
      }
    }),
  );
  return out;
}

export const roundsFrom = (a: number, b: number) => (a === b ? `round ${a}` : `rounds ${a}-${b}`);
