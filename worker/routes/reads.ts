// Read routes: straight from D1 (the Durable Object is not woken), with
// ETags so a phone on venue Wi-Fi revalidates with a 304.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { PlayerId } from "../../shared/model/schema.ts";
import { CommandError } from "../../shared/commands/errors.ts";
import type { StaffAction } from "../../shared/commands/permissions.ts";
import { manageView, playerPage } from "../../shared/commands/views.ts";
import { requireUser } from "../auth.ts";
import { events, staff } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { clientKey, objectAnswer, parseWith, readJsonObject, withEtag } from "../http.ts";
import { unpackJson } from "../pack.ts";
import type { CodeRead } from "../code-reads.ts";
import { readWhole } from "../parts.ts";
import type { CodeTarget } from "../rate-limit.ts";
import { readPublicView } from "../stored.ts";
import { formEtag, roundText, slimText, viewForm } from "../view-forms.ts";
import type { EventScope } from "./event-scope.ts";
import { requireStaff } from "./staff-access.ts";
import { positiveInt } from "../../shared/commands/routes.ts";
import type { EventListRow, MyEvents, StateRead } from "../../shared/commands/answers.ts";
import type { EventStatus } from "../../shared/commands/state.ts";

type C = Context<EventScope>;

/** The event list and the signed-in organizer's events. */
export const reads = new Hono<{ Bindings: Env }>();
/** One event's reads, under /api/events/:id (worker/routes/event-scope.ts). */
export const eventReads = new Hono<EventScope>();

/** The public view only: the private snapshot is not read for public pages. Its seq is the view's. */
async function publicRow(c: C) {
  const read = () =>
    drizzle(c.env.DB).select({ id: events.id, seq: events.viewSeq, publicView: events.publicView }).from(events).where(eq(events.id, c.var.eventId)).get();
  return published(c, ["publicView"], read);
}

/** The snapshot at its seq (every command so far). */
export async function privateRow(c: C) {
  const read = () =>
    drizzle(c.env.DB).select({ id: events.id, seq: events.viewSeq, snapshot: events.snapshot }).from(events).where(eq(events.id, c.var.eventId)).get();
  return published(c, ["snapshot"], read);
}

/**
 * A row whose snapshot and view hold every command answered so far. The
 * event's object answers commands before D1 has them (worker/record.ts), so
 * the read asks it for its latest seq, and waits while what is pending is
 * written (once for all readers waiting); an event D1 has never seen is 404
 * without waking an object.
 */
async function published<R extends { seq: number }, K extends keyof R & string>(c: C, columns: readonly K[], read: () => Promise<R | undefined>): Promise<R> {
  let row = await readWhole(c.env.DB, c.var.eventId, columns, read);
  if (!row) throw new CommandError("not_found", "There is no such event.", "");
  // One D1 read when D1 already has every answer (the usual case); a second once the pending ones are written.
  if (row.seq < (await c.var.tournament.publishedAt(c.var.eventId, Number.MAX_SAFE_INTEGER))) row = await readWhole(c.env.DB, c.var.eventId, columns, read);
  if (!row) throw new CommandError("not_found", "There is no such event.", "");
  return row;
}

/** The staff role of the signed-in user and the event's state, or a 401/403 (staff-access.ts). */
const staffOf = (c: C, snapshot: string, what: StaffAction) => requireStaff(c, snapshot, what);

const LIST_STATUS: Record<string, EventStatus[]> = { live: ["swiss", "playoffs"], upcoming: ["registration"], finished: ["finished", "did-not-occur"] };
const listColumns = {
  id: events.id,
  name: events.name,
  gameFormat: events.gameFormat,
  rules: events.rules,
  status: events.status,
  date: events.date,
  // Before the event starts, its applications count too (a side event listed 0 with 4 registered):
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
  const rows = await drizzle(c.env.DB)
    .select(listColumns)
    .from(events)
    .where(and(...where))
    .orderBy(desc(events.createdAt))
    .limit(200)
    .all();
  return c.json({ events: rows } satisfies { events: EventListRow[] });
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
  return c.json({ events: rows } satisfies MyEvents);
});

/** The public view; `?rounds=latest`: without the earlier Swiss rounds' matches (worker/view-forms.ts). */
eventReads.get("/", async (c) => {
  const form = viewForm(c);
  const row = await publicRow(c);
  const etag = formEtag(row.id, row.seq, form);
  if (form === "latest") return withEtag(c, etag, () => slimText(row.id, row.seq, row.publicView));
  return withEtag(c, etag, () => unpackJson(row.publicView));
});

/**
 * One round as the public view has it: what the event page reads when a reader opens an earlier
 * round of the slim view. A round the view leaves out (not yet published) is as absent as one never paired.
 */
eventReads.get("/rounds/:n", async (c) => {
  const n = positiveInt(c.req.param("n"), "$.round");
  const row = await publicRow(c);
  const round = await roundText(row.id, row.seq, n, row.publicView);
  if (!round) throw new CommandError("not_found", `There is no round ${n} in this event.`, "$.round");
  return withEtag(c, round.etag, () => round.text);
});

eventReads.get("/manage", async (c) => {
  const row = await privateRow(c);
  const { state, role } = await staffOf(c, row.snapshot, "manage");
  return withEtag(c, `"${row.id}.${row.seq}.${role}"`, () => JSON.stringify(manageView(state, row.seq, role)));
});

/**
 * The state the Durable Object applies commands to, for the console to apply
 * its queued changes on the phone while offline (docs/offline.md):
 * staff only, as /manage, which already shows them every code, report and list.
 * Open invite tokens are left out: a token makes its holder staff.
 */
eventReads.get("/state", async (c) => {
  const row = await privateRow(c);
  const { state, role, actor } = await staffOf(c, row.snapshot, "manage");
  return withEtag(c, `"${row.id}.${row.seq}.${role}.state"`, () =>
    JSON.stringify({ seq: row.seq, actor, state: { ...state, invites: {} } } satisfies StateRead),
  );
});

eventReads.get("/export", async (c) => {
  const row = await privateRow(c);
  const { state } = await staffOf(c, row.snapshot, "export");
  return new Response(JSON.stringify(state.tournament, null, 2), {
    headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${row.id}.topcut.json"` },
  });
});

eventReads.get("/players/:pid", async (c) => {
  const row = await publicRow(c);
  const page = playerPage(await readPublicView(row.publicView), c.req.param("pid"));
  if (!page) throw new CommandError("not_found", `There is no player "${c.req.param("pid")}" in this event.`, "");
  return withEtag(c, `"${row.id}.${row.seq}.${c.req.param("pid")}"`, () => JSON.stringify(page));
});

const PlayerCode = z.string("a player code is a short text").trim().min(1, "a player code is a short text").max(20, "a player code is a short text");
export const CodeBody = z.strictObject({ code: PlayerCode });
/** A player id from the address, checked before it names a rate-limit counter. */
const PidParam = z.strictObject({ playerId: PlayerId });

/**
 * A read a player's code opens (401 without one): the event's object checks
 * and counts the code against the same limits as the code commands, and
 * answers from its current state (worker/code-reads.ts).
 */
async function codeAnswer(c: C, missing: string, target: CodeTarget, read: CodeRead): Promise<Response> {
  const body = await readJsonObject(c);
  if (body.code === undefined) throw new CommandError("unauthenticated", missing, "$.code");
  const { code } = parseWith(CodeBody, body);
  const answer = await c.var.tournament.readWithCode({ eventId: c.var.eventId, code, clientKey: clientKey(c), target, read });
  return objectAnswer(answer, { "cache-control": "no-store" });
}

/**
 * A player reads the waiting report of their own table, the code in the body
 * (not the URL, so it stays out of logs). Wrong codes count against the same
 * limit as wrong codes on report/confirm/dispute.
 */
eventReads.post("/rounds/:n/tables/:table/report/read", async (c) => {
  const round = positiveInt(c.req.param("n"), "$.round");
  const table = positiveInt(c.req.param("table"), "$.table");
  return codeAnswer(c, "Give your player code to read your table's report.", { kind: "table", round, table }, "report");
});

/**
 * A player reads their own deck or warband list with their code (in the body,
 * as for the report): locked or unlocked by staff, with the reasons given.
 * Wrong codes count against the same limits as elsewhere.
 */
eventReads.post("/lists/read", async (c) => {
  return codeAnswer(c, "Give your player code to read your list.", { kind: "lists" }, "list");
});

/**
 * A player reads what only they may see of the floor (their check-in, their
 * penalties without the judges' notes, their table's judge call), with their
 * code in the body. Only this player's code is compared: another player's is
 * answered as a made-up one, and wrong codes count against this player and
 * the address like every code check.
 */
eventReads.post("/players/:pid/floor", async (c) => {
  const { playerId: pid } = parseWith(PidParam, { playerId: c.req.param("pid") });
  return codeAnswer(c, "Give your player code to read your check-in, penalties and judge calls.", { kind: "player", playerId: pid }, "floor");
});
