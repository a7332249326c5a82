// GET /api/_load-stats: the load benchmark's counters (scripts/load.ts), only
// when LOAD_STATS is "on" (`LOAD_STATS=on npm start`). Off — the default and
// production — the address is not answered here at all and the API's
// catch-all says 404, so nothing is exposed. Not in the OpenAPI document: it
// is no part of the API.
//
//   ?event=ID (repeatable): also the sum of what those events' objects report
//     through their RPC stats(), where the object has it;
//   ?rows=1: also the largest row, in bytes, of each table named event*.
import { d1Counts, isolateCounts, loadStatsOn, uncountedDb, workerCounts } from "../d1-count.ts";
import type { Env } from "../env.ts";
import { tournamentOf } from "./event-scope.ts";

export const LOAD_STATS_PATH = "/api/_load-stats";
const MAX_EVENTS = 1000;

interface ObjectStats {
  d1Statements: number;
  storageBytes: number;
}

/** The object's own counters (TournamentObject.stats()), or null when it could not answer. */
async function objectStats(env: Env, eventId: string): Promise<ObjectStats | null> {
  try {
    return await tournamentOf(env, eventId).stats();
  } catch {
    return null;
  }
}

/** The largest row of every event* table in bytes (every column's length summed); a table that does not exist is not listed. */
async function largestRows(db: D1Database): Promise<Record<string, number>> {
  const tables = await db.prepare("select name from sqlite_master where type = 'table' and name like 'event%' order by name").all<{ name: string }>();
  const out: Record<string, number> = {};
  for (const { name } of tables.results) {
    if (!/^\w+$/.test(name)) continue;
    const columns = await db.prepare("select name from pragma_table_info(?)").bind(name).all<{ name: string }>();
    if (columns.results.length === 0) continue;
    const sum = columns.results.map((c) => `coalesce(length(cast("${c.name.replace(/"/g, '""')}" as blob)), 0)`).join(" + ");
    const row = await db.prepare(`select max(${sum}) as bytes from "${name}"`).first<{ bytes: number | null }>();
    out[name] = row?.bytes ?? 0;
  }
  return out;
}

/** The answer for GET /api/_load-stats, or null when this request is not one (or LOAD_STATS is off). */
export async function loadStats(req: Request, env: Env): Promise<Response | null> {
  const url = new URL(req.url);
  if (!loadStatsOn(env) || url.pathname !== LOAD_STATS_PATH || req.method !== "GET") return null;
  const events = url.searchParams.getAll("event").slice(0, MAX_EVENTS);
  const reports = await Promise.all(events.map((id) => objectStats(env, id)));
  const reported = reports.filter((r): r is ObjectStats => r !== null);
  const body = {
    worker: { ...(d1Counts(env) ?? workerCounts) },
    // The Worker's and every object's in this isolate, evicted ones included (locally: all of them).
    isolate: { ...isolateCounts },
    objects: {
      asked: events.length,
      reported: reported.length,
      d1Statements: reported.reduce((n, r) => n + r.d1Statements, 0),
      storageBytes: reported.reduce((n, r) => n + r.storageBytes, 0),

      largestStorageBytes: reported.reduce((n, r) => Math.max(n, r.storageBytes), 0),
    },
    largestRows: url.searchParams.get("rows") === "1" ? await largestRows(uncountedDb(env.DB)) : null,
  };
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json", "cache-control": "no-store" } });
}
