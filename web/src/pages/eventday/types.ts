// Shapes of the event-day API answers (docs/api.md, "Registration and event day").
import type { CurrencyRule } from "../../../../shared/eventday/fees.ts";
import type { ListRecord } from "../../../../shared/eventday/lists.ts";
import type { EventDayPublic } from "../../../../shared/commands/answers.ts";
import type { ManageView } from "../../lib/types.ts";

export interface Entry {
  id: string;
  name: string;
  /** The name's reading (furigana), or null: carried to the player when admitted. */
  reading: string | null;
  category: string | null;
  appliedAt: number;
  withdrawnAt: number | null;
  by: string;
  status: "accepted" | "waitlisted" | "withdrawn" | "duplicate";
  position: number | null;
  full: "event" | "pool" | null;
  /** discountId: the applied discount (its name per language is in the settings' discounts). */
  fee: { fee: number; owed: number; discount: string | null; discountId?: string | null } | null;
  paid: boolean;
  playerId: string | null;
}

export interface Receipt {
  event: string;
  registration: Entry;
  playerCode: string | null;
  currency: CurrencyRule | null;
  code?: string;
}

export interface FeeSetting {
  currency: CurrencyRule;
  fee: number;
  discounts: { kind: string; id: string; label: string; labels?: { en?: string; ja?: string }; category: string; percent?: number; amount?: number }[];
}

export interface DeskSettings {
  capacity: number | null;
  poolId: string | null;
  opensAt: number | null;
  closesAt: number | null;
  closed: boolean;
  open: boolean;
  fee: FeeSetting | null;
}

export interface DeskSummary {
  capacity: number | null;
  accepted: number;
  waitlisted: number;
  pool: { id: string; label: string; capacity: number; used: number } | null;
}

export interface PublicDesk {
  event: { id: string; name: string; status: string; date: string | null };
  settings: DeskSettings;
  summary: DeskSummary;
}

export interface StaffDesk {
  settings: DeskSettings;
  summary: DeskSummary;
  entries: Entry[];
}

/** The public view's event-day part (shared/commands/eventday.ts: eventDayPublic). */
export type EventDayView = EventDayPublic;

/** A list as stored: received (locked) or a draft staff unlocked to correct, with the reasons. */
export type ListRecordView = ListRecord;

/** The staff view's event-day part: every list with its legality flags, who owes one, admitted registrations. */
export type StaffLists = ManageView["eventDayStaff"];

/** Amount in minor units as the currency writes it ("¥630", "$5.00"). */
export function money(amount: number, currency: CurrencyRule | null | undefined, locale: string): string {
  if (!currency) return String(amount);
  return new Intl.NumberFormat(locale === "ja" ? "ja-JP" : "en-US", {
    style: "currency",
    currency: currency.code,
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  }).format(amount / 10 ** currency.decimals);
}

/** Where a receipt is remembered on this phone (the personal code is the withdraw key). */
export const receiptKey = (eventId: string) => `topcut.receipt.${eventId}`;
