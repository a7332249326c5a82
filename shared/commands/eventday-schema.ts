// The stored shape of the event-day settings and the list body of submit-list
// (kept apart from the handlers so state.ts and schema.ts import only schemas).
import { z } from "zod";
import { DraftParams, ListEntry, ListPolicy, TimerOverrides } from "../eventday/index.ts";

/** The organizer's event-day settings, stored in PlatformState.eventDay. */
export const EventDaySettings = z.strictObject({
  listPolicy: ListPolicy.optional(),
  /** Which legality rules lists are checked against (R-LEGAL-1, R-LEGAL-2). */
  listKind: z.enum(["constructed", "limited"]).optional(),
  timers: TimerOverrides.optional(),
  /**
   * A draft event: the format and boosters per player (pod size comes from the
   * seating); null: not a draft, whatever the format says; absent: the
   * format's default (limitedDefaults).
   */
  draft: DraftParams.omit({ podSize: true }).nullable().optional(),
  /** Swiss rounds pair within the draft pods (R-PAIR-6); default true. */
  pairWithinPods: z.boolean().optional(),
  /** The seating of the draft pods (seat-pods), seat 1 first. */
  pods: z.array(z.strictObject({ pod: z.number().int().min(1), seats: z.array(z.string()) })).optional(),
  podSeed: z.string().optional(),
});
export type EventDaySettings = z.infer<typeof EventDaySettings>;

export const ListBody = { kind: z.enum(["deck", "warband"]), main: z.array(ListEntry).max(200), sideboard: z.array(ListEntry).max(200).optional() };
