// What the registration desk's routes answer (worker/registration/routes.ts,
// docs/api.md "Registration and event day"), and the fee an organizer sets.
// Declared once here, so the Worker builds and the web app reads one shape.
import { z } from "zod";
import { CurrencyRule, Discount } from "./fees.ts";
import type { EntryStatus } from "./registration.ts";

/** An event's fee as the organizer sets it: one fee, the currency's rounding rule, discounts by category. */
export const DeskFee = z.strictObject({
  currency: CurrencyRule,
  fee: z.number().int().min(0).max(1e9),
  discounts: z.array(Discount).max(20),
});
export type DeskFee = z.infer<typeof DeskFee>;

/** One registration as staff and (its own) applicant see it, with its place as the allocation computes it. */
export type DeskEntry = {
  id: string;
  name: string;
  /** The name's reading (furigana), or null: carried to the player when admitted. */
  reading: string | null;
  category: string | null;
  appliedAt: number;
  withdrawnAt: number | null;
  /** "player" (the public form) or "organizer" (entered at the desk). */
  by: string;
  status: EntryStatus["status"];
  /** On the waitlist: 1 is next to move up; else null. */
  position: number | null;
  /** On the waitlist: which capacity stopped it; else null. */
  full: "event" | "pool" | null;
  /** What it owes (none once withdrawn, or without a fee); `discount` is the applied discount's label, `discountId` its id. */
  fee: { fee: number; owed: number; discount: string | null; discountId: string | null } | null;
  paid: boolean;
  /** The player it became once admitted. */
  playerId: string | null;
};

/** An event's registration settings as read back; `open` is whether the public form takes applications now. */
export type DeskSettings = {
  capacity: number | null;
  poolId: string | null;
  opensAt: number | null;
  closesAt: number | null;
  closed: boolean;
  open: boolean;
  fee: DeskFee | null;
};

/** How full the event (and its venue pool) is. */
export type DeskSummary = {
  capacity: number | null;
  accepted: number;
  waitlisted: number;
  pool: { id: string; label: string; capacity: number; used: number } | null;
};

/** GET /api/events/:id/registration: what the public form shows. */
export type PublicDesk = {
  event: { id: string; name: string; status: string; date: string | null };
  settings: DeskSettings;
  summary: DeskSummary;
};

/** What the reader of the staff desk may change there (the shared permission table, for their role). */
export type DeskMay = { cancel: boolean; category: boolean; settings: boolean; register: boolean; admit: boolean };

/**
 * GET /api/events/:id/registrations (staff): every registration, the event's
 * rules profile (the Commander discount preset is offered on Commander events
 * only) and what the reader may change.
 */
export type StaffDesk = { settings: DeskSettings; summary: DeskSummary; entries: DeskEntry[]; rules: string; may: DeskMay; checkIn: DeskCheckIn | null };

/**
 * Where the event asks for check-in, before round 1: the accepted registrations
 * whose player has not checked in (admitted or not; application order), and how
 * many waitlisted applicants POST .../registrations/replace-no-shows would admit
 * into their places now (0: nobody waits, or the freed places go to no one here).
 */
export type DeskCheckIn = { noShows: string[]; replaceable: number };

/** One registration's receipt: its entry, the player code once admitted, the fee's currency. */
export type Receipt = {
  event: string;
  registration: DeskEntry;
  playerCode: string | null;
  currency: CurrencyRule | null;
  /** The applicant's personal code (to read or withdraw it): only in the answer to the application. */
  code?: string;
};

/** PUT /api/events/:id/registration: the settings as saved and the summary. */
export type DeskSaved = { settings: DeskSettings; summary: DeskSummary };

/** POST /api/events/:id/registrations/admit: the player each admitted registration became. */
export type DeskAdmitted = { admitted: number; players: { registration: string; id: string }[] };

/**
 * POST /api/events/:id/registrations/replace-no-shows: the no-shows'
 * registrations withdrawn (`withdrawn`), their players removed (`removed`), and
 * the waitlisted applicants admitted, checked in, into their places.
 */
export type DeskReplaced = DeskAdmitted & { withdrawn: string[]; removed: string[] };

/** A venue pool (one capacity across the events of a day and venue) as its owner reads it. */
export type VenuePool = { id: string; ownerId: string; label: string; capacity: number; createdAt: number };
/** POST /api/pools and PATCH /api/pools/:pid. */
export type PoolSaved = { pool: VenuePool };
/** GET /api/pools: the owner's pools, each with the events attached to it. */
export type PoolList = { pools: (VenuePool & { events: string[] })[] };
