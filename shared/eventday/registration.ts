// Registration: who gets a place and who waits. Places go first-come,
// first-served by application time (R-REG-1), against each
// event's own capacity and, optionally, one capacity shared by several events
// of the same day and venue (R-REG-1: one capacity for all the day's events).
// The answer is a function of the whole application list, so
// registrations that arrive concurrently, stored in any order, give the same
// allocation; a withdrawal is a flag on an application, and recomputing moves
// the waitlist up. docs/eventday.md explains every choice.
import { z } from "zod";
import { PlayerId } from "../model/schema.ts";
import { Instant, epochMs } from "./time.ts";
import { type Outcome, type EventDayProblem, ok, parseWith } from "./outcome.ts";

const EventId = z.string().min(1, "an event id cannot be empty").max(64);

export const RegistrationEvent = z.strictObject({
  id: EventId,
  /** Places in this event alone; null: only the shared pool (if any) limits it. */
  capacity: z.number().int().min(0).nullable(),
  /** The shared capacity pool (same day and venue) this event draws from. An event is in at most one pool. */
  pool: z.string().min(1).max(64).optional(),
  /** Players may apply from this instant (inclusive)... */
  opensAt: Instant.optional(),
  /** ...until this instant (exclusive): the registration deadline. */
  closesAt: Instant.optional(),
  /** Closed by hand by the organizer, whatever the dates say. */
  closed: z.boolean().optional(),
});
export type RegistrationEvent = z.infer<typeof RegistrationEvent>;

export const CapacityPool = z.strictObject({
  id: z.string().min(1).max(64),
  /** Total participants across every event of the pool. */
  capacity: z.number().int().min(0),
  label: z.string().max(200).optional(),
});
export type CapacityPool = z.infer<typeof CapacityPool>;

export const Application = z.strictObject({
  player: PlayerId,
  /** One application may name several events; each is a separate entry taking its own place. */
  events: z.array(EventId).min(1, "an application names at least one event"),
  appliedAt: Instant,
  /** Present once the player (or the organizer for them) withdrew the whole application. */
  withdrawnAt: Instant.optional(),
  /** Who entered it: organizers may register players outside the registration window. */
  by: z.enum(["player", "organizer"]).optional(),
});
export type Application = z.infer<typeof Application>;

export const RegistrationState = z.strictObject({
  events: z.array(RegistrationEvent),
  pools: z.array(CapacityPool).optional(),
  applications: z.array(Application),
});
export type RegistrationState = z.input<typeof RegistrationState>;

export type EntryStatus =
  | { status: "accepted" }
  /** position: 1 = next to move up in this event; full: which capacity stopped it. */
  | { status: "waitlisted"; position: number; full: "event" | "pool" }
  | { status: "withdrawn" }
  /** A second active application by the same player for the same event: ignored. */
  | { status: "duplicate" };

export type Entry = {
  player: string;
  event: string;
  /** Epoch ms of the application. */
  appliedAt: number;
  /** Index of the application in the input list. */
  application: number;
} & EntryStatus;

export interface EventAllocation {
  capacity: number | null;
  pool: string | null;
  accepted: string[];
  /** Waiting players, first to move up first. */
  waitlist: string[];
}

export interface PoolAllocation {
  capacity: number;
  used: number;
  events: string[];
}

export interface Allocation {
  /** Every entry, in priority order (application time, then player id, then event id). */
  entries: Entry[];
  events: Record<string, EventAllocation>;
  pools: Record<string, PoolAllocation>;
}

type State = z.infer<typeof RegistrationState>;

/** Cross-references a schema cannot check: ids unique, pools and events known. */
function crossCheck(state: State): EventDayProblem[] {
  const problems: EventDayProblem[] = [];
  const poolIds = new Set<string>();
  (state.pools ?? []).forEach((p, i) => {
    if (poolIds.has(p.id)) problems.push({ code: "invalid", path: `$.pools[${i}].id`, message: `pool "${p.id}" is listed twice` });
    poolIds.add(p.id);
  });
  const eventIds = new Set<string>();
  state.events.forEach((e, i) => {
    if (eventIds.has(e.id)) problems.push({ code: "invalid", path: `$.events[${i}].id`, message: `event "${e.id}" is listed twice` });
    eventIds.add(e.id);
    if (e.pool !== undefined && !poolIds.has(e.pool)) {
      problems.push({ code: "invalid", path: `$.events[${i}].pool`, message: `unknown capacity pool "${e.pool}"` });
    }
  });
  state.applications.forEach((a, i) => {
    const seen = new Set<string>();
    a.events.forEach((ev, j) => {
      if (!eventIds.has(ev)) problems.push({ code: "unknown-event", path: `$.applications[${i}].events[${j}]`, message: `unknown event "${ev}"` });
      if (seen.has(ev))
        problems.push({ code: "invalid", path: `$.applications[${i}].events[${j}]`, message: `event "${ev}" is named twice in one application` });
      seen.add(ev);
    });
    if (a.withdrawnAt !== undefined && epochMs(a.withdrawnAt) < epochMs(a.appliedAt)) {
      problems.push({ code: "invalid", path: `$.applications[${i}].withdrawnAt`, message: "a withdrawal cannot come before its application" });
    }
  });
  return problems;
}

/** Code-point order, the same on every machine (localeCompare is not). */
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Decides, from the whole application list, who has a place and who waits.
 * Entries are taken in priority order (earliest application first; ties by
 * player id, then event id, in code-point order) and accepted while both the
 * event and its pool have room; the rest wait, in that same order.
 */
export function allocateRegistrations(input: unknown): Outcome<Allocation> {
  const parsed = parseWith(RegistrationState, input);
  if (!parsed.ok) return parsed;
  const state = parsed.value;
  const problems = crossCheck(state);
  if (problems.length) return { ok: false, problems };

  type Raw = { player: string; event: string; appliedAt: number; application: number; withdrawn: boolean };
  const raw: Raw[] = [];
  state.applications.forEach((a, i) => {
    for (const event of a.events) {
      raw.push({ player: a.player, event, appliedAt: epochMs(a.appliedAt), application: i, withdrawn: a.withdrawnAt !== undefined });
    }
  });
  raw.sort((x, y) => x.appliedAt - y.appliedAt || cmp(x.player, y.player) || cmp(x.event, y.event) || Number(x.withdrawn) - Number(y.withdrawn));

  const events: Record<string, EventAllocation> = {};
  for (const e of state.events) events[e.id] = { capacity: e.capacity, pool: e.pool ?? null, accepted: [], waitlist: [] };
  const pools: Record<string, PoolAllocation> = {};
  for (const p of state.pools ?? []) pools[p.id] = { capacity: p.capacity, used: 0, events: state.events.filter((e) => e.pool === p.id).map((e) => e.id) };

  const active = new Set<string>();
  const entries: Entry[] = [];
  for (const r of raw) {
    const base = { player: r.player, event: r.event, appliedAt: r.appliedAt, application: r.application };
    if (r.withdrawn) {
      entries.push({ ...base, status: "withdrawn" });
      continue;
    }
    const key = `${r.player}\u0000${r.event}`;
    if (active.has(key)) {
      entries.push({ ...base, status: "duplicate" });
      continue;
    }
    active.add(key);
    const ev = events[r.event] as EventAllocation;
    const pool = ev.pool === null ? undefined : pools[ev.pool];
    const eventFull = ev.capacity !== null && ev.accepted.length >= ev.capacity;
    const poolFull = pool !== undefined && pool.used >= pool.capacity;
    if (!eventFull && !poolFull) {
      ev.accepted.push(r.player);
      if (pool) pool.used++;
      entries.push({ ...base, status: "accepted" });
    } else {
      ev.waitlist.push(r.player);
      entries.push({ ...base, status: "waitlisted", position: ev.waitlist.length, full: eventFull ? "event" : "pool" });
    }
  }
  return ok({ entries, events, pools });
}

export interface ApplicationCheck {
  /** What the application would get now, per event it names. */
  outcome: Array<{ event: string; status: "accepted" | "waitlisted"; position?: number }>;
}

/**
 * Checks one new application against the current state before it is stored:
 * events known and open at the application's time (players only; organizers
 * may register anyone at any time), no active application already for the same
 * event, and says whether it would be accepted or waitlisted.
 */
export function validateApplication(state: unknown, application: unknown): Outcome<ApplicationCheck> {
  const s = parseWith(RegistrationState, state, "$.state");
  if (!s.ok) return s;
  const a = parseWith(Application, application, "$.application");
  if (!a.ok) return a;
  const app = a.value;
  if (app.withdrawnAt !== undefined) {
    return { ok: false, problems: [{ code: "invalid", path: "$.application.withdrawnAt", message: "a new application cannot already be withdrawn" }] };
  }
  const problems: EventDayProblem[] = [];
  const at = epochMs(app.appliedAt);
  const byPlayer = (app.by ?? "player") === "player";
  app.events.forEach((id, j) => {
    const path = `$.application.events[${j}]`;
    const ev = s.value.events.find((e) => e.id === id);
    if (!ev) {
      problems.push({ code: "unknown-event", path, message: `unknown event "${id}"` });
      return;
    }
    if (byPlayer && ev.closed) problems.push({ code: "registration-closed", path, message: `registration for "${id}" is closed` });
    else if (byPlayer && ev.opensAt !== undefined && at < epochMs(ev.opensAt)) {
      problems.push({ code: "registration-not-open", path, message: `registration for "${id}" opens at ${new Date(epochMs(ev.opensAt)).toISOString()}` });
    } else if (byPlayer && ev.closesAt !== undefined && at >= epochMs(ev.closesAt)) {
      problems.push({ code: "registration-closed", path, message: `registration for "${id}" closed at ${new Date(epochMs(ev.closesAt)).toISOString()}` });
    }
    const again = s.value.applications.some((o) => o.player === app.player && o.withdrawnAt === undefined && o.events.includes(id));
    if (again) problems.push({ code: "already-applied", path, message: `player "${app.player}" has already applied for "${id}"` });
  });
  if (problems.length) return { ok: false, problems };

  const next = allocateRegistrations({ ...s.value, applications: [...s.value.applications, app] });
  if (!next.ok) return next;
  const index = s.value.applications.length;
  const outcome: ApplicationCheck["outcome"] = [];
  for (const e of next.value.entries) {
    if (e.application !== index) continue;
    if (e.status === "waitlisted") outcome.push({ event: e.event, status: "waitlisted", position: e.position });
    else if (e.status === "accepted") outcome.push({ event: e.event, status: "accepted" });
  }
  return ok({ outcome });
}
