// Deck and warband lists: what a list is, submitting it before the organizer's
// deadline, and locking it once received (R-LIST-1: a received list may not
// be changed by the player). For Commander-style events lists are asked only
// from prize winners when the event ends (R-LIST-2).
import { z } from "zod";
import { textSchema } from "../model/input.ts";
import { PlayerId } from "../model/schema.ts";
import { Instant, epochMs } from "./time.ts";
import { type Outcome, ok, parseWith, refuse } from "./outcome.ts";

export const ListEntry = z.strictObject({
  /** Card or miniature name as printed. */
  name: textSchema("a card's name", 200, "a list entry needs a name"),
  /** The set (expansion) it comes from, by name or code; needed for release-date legality. */
  set: textSchema("a set", 120).optional(),
  count: z.number().int().min(1, "a count is at least 1").max(99),
});
export type ListEntry = z.infer<typeof ListEntry>;

export const DeckList = z.strictObject({
  player: PlayerId,
  event: z.string().min(1).max(64),
  /** A Magic deck or a Dreamblade warband. */
  kind: z.enum(["deck", "warband"]),
  main: z.array(ListEntry),
  sideboard: z.array(ListEntry).optional(),
});
export type DeckList = z.infer<typeof DeckList>;

/** Staff unlocked a received list to correct it: when and why (the player reads it on their list page). */
export const ListUnlock = z.strictObject({ at: Instant, reason: textSchema("an unlock's reason", 300, "say why the list is unlocked") });
export type ListUnlock = z.infer<typeof ListUnlock>;

/**
 * A list is a draft the player edits until an official receives it; then it
 * is locked. Only staff can unlock it again, to correct it, with a reason
 * kept in `unlocks` (R-LIST-1: the player may not change a received list).
 */
export const ListRecord = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("draft"), list: DeckList, unlocks: z.array(ListUnlock).optional() }),
  z.strictObject({ status: z.literal("received"), list: DeckList, receivedAt: Instant, unlocks: z.array(ListUnlock).optional() }),
]);
export type ListRecord = z.infer<typeof ListRecord>;

/** How an event asks for lists. */
export const ListPolicy = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("none") }),
  /** Every player, before the deadline the organizer sets (R-LIST-1). */
  z.strictObject({ mode: z.literal("all-players"), deadline: Instant }),
  /** Only prize winners, when the event ends (R-LIST-2). */
  z.strictObject({ mode: z.literal("prize-winners"), prizePlaces: z.number().int().min(0) }),
]);
export type ListPolicy = z.infer<typeof ListPolicy>;

/** Starts or replaces a player's draft list. Refused once the list was received. */
export function editList(record: unknown, list: unknown): Outcome<ListRecord> {
  const l = parseWith(DeckList, list, "$.list");
  if (!l.ok) return l;
  if (record !== undefined && record !== null) {
    const r = parseWith(ListRecord, record, "$.record");
    if (!r.ok) return r;
    if (r.value.status === "received") {
      return refuse(
        "list-locked",
        "$.record",
        `the list of "${r.value.list.player}" for "${r.value.list.event}" was received at ${new Date(epochMs(r.value.receivedAt)).toISOString()} and is locked: a received list may not be altered (Dreamblade floor rules §350)`,
      );
    }
    if (r.value.list.player !== l.value.player || r.value.list.event !== l.value.event) {
      return refuse("invalid", "$.list", "an edit must keep the list's player and event");
    }
  }
  const unlocks = record !== undefined && record !== null ? (record as ListRecord).unlocks : undefined;
  return ok({ status: "draft", list: l.value, ...(unlocks ? { unlocks } : {}) });
}

/**
 * Staff unlock a received list to correct it (a paper list typed in wrong):
 * it becomes a draft again, with when and why recorded for the player.
 * Refused for a list that is not locked.
 */
export function unlockList(record: unknown, at: unknown, reason: unknown): Outcome<ListRecord> {
  const r = parseWith(ListRecord, record, "$.record");
  if (!r.ok) return r;
  const u = parseWith(ListUnlock, { at, reason }, "$");
  if (!u.ok) return u;
  if (r.value.status !== "received")
    return refuse("list-not-locked", "$.record", `the list of "${r.value.list.player}" is not locked: it was not received yet`);
  return ok({ status: "draft", list: r.value.list, unlocks: [...(r.value.unlocks ?? []), u.value] });
}

/**
 * An official receives a list at `at`: from then on it is locked. Refused if
 * it was already received, or (with a deadline) if `at` is at or after it.
 */
export function receiveList(record: unknown, at: unknown, deadline?: unknown): Outcome<ListRecord> {
  const r = parseWith(ListRecord, record, "$.record");
  if (!r.ok) return r;
  const t = parseWith(Instant, at, "$.at");
  if (!t.ok) return t;
  if (r.value.status === "received") {
    return refuse(
      "list-locked",
      "$.record",
      `the list of "${r.value.list.player}" was already received at ${new Date(epochMs(r.value.receivedAt)).toISOString()} and is locked (Dreamblade floor rules §350)`,
    );
  }
  if (deadline !== undefined) {
    const d = parseWith(Instant, deadline, "$.deadline");
    if (!d.ok) return d;
    if (epochMs(t.value) >= epochMs(d.value)) {
      return refuse("list-deadline-passed", "$.at", `the list deadline passed at ${new Date(epochMs(d.value)).toISOString()}`);
    }
  }
  return ok({ status: "received", list: r.value.list, receivedAt: t.value, ...(r.value.unlocks ? { unlocks: r.value.unlocks } : {}) });
}

export interface ListDemand {
  /** Players who must hand in a list, in ranking order for prize winners. */
  required: string[];
  /** Of those, who has no received list yet. */
  missing: string[];
}

/**
 * Who must submit a list under a policy. For "prize-winners", the first
 * `prizePlaces` players of the final ranking (best first); for "all-players",
 * every player given. `received` names the players whose list was received.
 */
export function listsRequired(policy: ListPolicy, players: readonly string[], received: readonly string[]): ListDemand {
  let required: string[];
  switch (policy.mode) {
    case "none":
      required = [];
      break;
    case "all-players":
      required = [...players];
      break;
    case "prize-winners":
      required = players.slice(0, policy.prizePlaces);
      break;
  }
  const got = new Set(received);
  return { required, missing: required.filter((p) => !got.has(p)) };
}
