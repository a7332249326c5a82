// Read routes: straight from D1 (the Durable Object is not woken), with
// ETags so a phone on venue Wi-Fi revalidates with a 304.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { CommandError } from "../../shared/commands/errors.ts";
import { actorFor, isStaffRole, mayAct, type StaffAction } from "../../shared/commands/permissions.ts";
import { ownList } from "../../shared/commands/eventday.ts";
import { manageView, pendingReportFor, playerPage } from "../../shared/commands/views.ts";
import { requireUser } from "../auth.ts";
import { events, staff } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { clientKey, readJsonObject, requireEventId } from "../http.ts";
import { unpackJson } from "../pack.ts";
import { playerOfCode } from "../player-code.ts";
import { readPublicView, readSnapshot } from "../stored.ts";

type C = Context<{ Bindings: Env }>;

export const reads = new Hono<{ Bindings: Env }>();

function etagMatches(c: C, etag: string): boolean {
  const header = c.req.header("if-none-match");
  if (!header) return false;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag || t.trim() === "*");
}

async function cached(c: C, etag: string, body: () => string | Promise<string>): Promise<Response> {
  const headers = { etag, "cache-control": "private, no-cache" };
  if (etagMatches(c, etag)) return new Response(null, { status: 304, headers });
  return new Response(await body(), { status: 200, headers: { ...headers, "content-type": "application/json; charset=utf-8" } });
}

/** The public view only: the private snapshot is not read for public pages. Its seq is the view's. */
export async function publicRow(c: C, id: string) {
  const read = () => drizzle(c.env.DB).select({ id: events.id, seq: events.viewSeq, latest: events.seq, publicView: events.publicView }).from(events).where(eq(events.id, requireEventId(id))).get();
  return published(c, id, read);
}

/** The snapshot at its seq (every command so far). */
async function privateRow(c: C, id: string) {
  const read = () => drizzle(c.env.DB).select({ id: events.id, seq: events.viewSeq, latest: events.seq, snapshot: events.snapshot }).from(events).where(eq(events.id, requireEventId(id))).get();
  return published(c, id, read);
}

/**
 * A row whose snapshot and view hold every command answered so far: results
 * are published shortly after they are answered (worker/publish.ts), so a
 * read right after one waits for that publish (it is not repeated per reader).
 */
async function published<R extends { seq: number; latest: number }>(c: C, id: string, read: () => Promise<R | undefined>): Promise<R> {
  let row = await read();
  if (row && row.seq < row.latest) {
    await c.env.TOURNAMENT.get(c.env.TOURNAMENT.idFromName(id)).publishedAt(id, row.latest);
    row = await read();
  }
  if (!row) throw new CommandError("not_found", "There is no such event.", "");
  return row;
}

/** The staff role of the signed-in user, or a 401/403. */
async function staffOf(c: C, snapshot: string, what: StaffAction) {
  const user = await requireUser(c);
  const state = await readSnapshot(snapshot);
  const actor = actorFor(state, { userId: user.id, username: user.username });
  if (!isStaffRole(actor.role) || !mayAct(actor.role, what)) {
    throw new CommandError("forbidden", "Only the event's organizers and judges can see this.", "");
  }
  return { state, role: actor.role, actor };
}

const LIST_STATUS: Record<string, string[]> = { live: ["swiss", "playoffs"], upcoming: ["registration"], finished: ["finished", "did-not-occur"] };
const listColumns = {
  id: events.id,
  name: events.name,
  gameFormat: events.gameFormat,
  rules: events.rules,
  status: events.status,
  date: events.date,
  // Before the event starts, its applications count too (issue 21: a side event listed 0 with 4 registered):
  // the players already admitted plus the registrations not withdrawn and not yet admitted.
  players: sql<number>`${events.players} + CASE WHEN ${events.status} = 'registration' THEN (SELECT count(*) FROM registrations r WHERE r.event_id = ${events.id} AND r.withdrawn_at IS NULL AND r.player_id IS NULL) ELSE 0 END`,
  round: events.round,
};

reads.get("/events", async (c) => {
  const status = c.req.query("status");
  const format = c.req.query("format");
  const where: SQL[] = [eq(events.visibility, "public")];
  if (status !== undefined) {
    const statuses = LIST_STATUS[status];
    if (!statuses) throw new CommandError("invalid_input", 'status is one of "live", "upcoming" or "finished".', "status");
    where.push(inArray(events.status, statuses));
  }
  if (format !== undefined && format !== "") where.push(eq(events.gameFormat, format.slice(0, 80)));
  const rows = await drizzle(c.env.DB).select(listColumns).from(events).where(and(...where)).orderBy(desc(events.createdAt)).limit(200).all();
  return c.json({ events: rows });
});

reads.get("/my/events", async (c) => {
  const user = await requireUser(c);
  const rows = await drizzle(c.env.DB)
    .select({ ...listColumns, role: staff.role })
    .from(staff)
    .innerJoin(events, eq(events.id, staff.eventId))
    .where(eq(staff.userId, user.id))
    .orderBy(desc(events.createdAt))
    .all();
  return c.json({ events: rows });
});

reads.get("/events/:id", async (c) => {
  const row = await publicRow(c, c.req.param("id"));
  return cached(c, `"${row.id}.${row.seq}"`, () => unpackJson(row.publicView));
});

reads.get("/events/:id/manage", async (c) => {
  const row = await privateRow(c, c.req.param("id"));
  const { state, role } = await staffOf(c, row.snapshot, "manage");
  return cached(c, `"${row.id}.${row.seq}.${role}"`, () => JSON.stringify(manageView(state, row.seq, role)));
});

/**
 * The state the Durable Object applies commands to, for the console to apply
 * its queued changes on the phone while offline (issue 16, docs/offline.md):
 * staff only, as /manage, which already shows them every code, report and list.
 * Open invite tokens are left out: a token makes its holder staff.
 */
reads.get("/events/:id/state", async (c) => {
  const row = await privateRow(c, c.req.param("id"));
  const { state, role, actor } = await staffOf(c, row.snapshot, "manage");
  return cached(c, `"${row.id}.${row.seq}.${role}.state"`, () => JSON.stringify({ seq: row.seq, actor, state: { ...state, invites: {} } }));
});

reads.get("/events/:id/export", async (c) => {
  const row = await privateRow(c, c.req.param("id"));
  const { state } = await staffOf(c, row.snapshot, "export");
  return new Response(JSON.stringify(state.tournament, null, 2), {
    headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${row.id}.topcut.json"` },
  });
});

reads.get("/events/:id/players/:pid", async (c) => {
  const row = await publicRow(c, c.req.param("id"));
  const page = playerPage(await readPublicView(row.publicView), c.req.param("pid"));
  if (!page) throw new CommandError("not_found", `There is no player "${c.req.param("pid")}" in this event.`, "");
  return cached(c, `"${row.id}.${row.seq}.${c.req.param("pid")}"`, () => JSON.stringify(page));
});


const CodeBody = z.strictObject({ code: z.string().trim().min(1).max(20) });
const TableParam = /^\d{1,6}$/;

/**
 * A player reads the waiting report of their own table, the code in the body
 * (not the URL, so it stays out of logs). Wrong codes count against the same
 * limit as wrong codes on report/confirm/dispute.
 */
reads.post("/events/:id/rounds/:n/tables/:table/report/read", async (c) => {
  const id = requireEventId(c.req.param("id"));
  const [n, table] = (["n", "table"] as const).map((name) => {
    const text = c.req.param(name) ?? "";
    if (!TableParam.test(text) || Number(text) < 1) throw new CommandError("invalid_input", `$.${name === "n" ? "round" : "table"}: "${text}" is not a positive whole number.`, name === "n" ? "$.round" : "$.table");
    return Number(text);
  }) as [number, number];
  const body = await readJsonObject(c);
  if (body.code === undefined) throw new CommandError("unauthenticated", "Give your player code to read your table's report.", "$.code");
  const parsed = CodeBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.code === "unrecognized_keys" ? `$.${issue.keys[0]}` : "$.code";
    throw new CommandError("invalid_input", issue.code === "unrecognized_keys" ? `The body: unknown field(s): ${issue.keys.join(", ")}.` : "$.code: a player code is a short text.", path);
  }
  const row = await privateRow(c, id);
  const state = await readSnapshot(row.snapshot);
  // The same counters as the code commands.
  const playerId = await playerOfCode(c.env.DB, state, id, clientKey(c), parsed.data.code, Date.now());
  const report = pendingReportFor(state, playerId, n, table);
  return c.json({ player: playerId, report }, 200, { "cache-control": "no-store" });
});

/**
 * A player reads their own deck or warband list with their code (in the body,
 * as for the report): locked or unlocked by staff, with the reasons given
 * (issue 20). Wrong codes count against the same limits as elsewhere.
 */
reads.post("/events/:id/lists/read", async (c) => {
  const id = requireEventId(c.req.param("id"));
  const body = await readJsonObject(c);
  if (body.code === undefined) throw new CommandError("unauthenticated", "Give your player code to read your list.", "$.code");
  const parsed = CodeBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.code === "unrecognized_keys" ? `$.${issue.keys[0]}` : "$.code";
    throw new CommandError("invalid_input", issue.code === "unrecognized_keys" ? `The body: unknown field(s): ${issue.keys.join(", ")}.` : "$.code: a player code is a short text.", path);
  }
  const row = await privateRow(c, id);
  const state = await readSnapshot(row.snapshot);
  const playerId = await playerOfCode(c.env.DB, state, id, clientKey(c), parsed.data.code, Date.now());
  return c.json({ player: playerId, list: ownList(state, playerId) }, 200, { "cache-control": "no-store" });
});
