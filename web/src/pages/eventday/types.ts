// Shapes of the event-day API answers (docs/api.md, "Registration and event day").
import type { CurrencyRule, Discount } from "../../../../shared/eventday/fees.ts";
import type { DeskFee, PublicDesk, Receipt, StaffDesk } from "../../../../shared/eventday/desk-answers.ts";
import type { ListRecord } from "../../../../shared/eventday/lists.ts";
import type { EventDayPublic } from "../../../../shared/commands/answers.ts";
import type { ManageView } from "../../lib/types.ts";

// The desk's answers, as shared/eventday/desk-answers.ts declares them.
export type { PublicDesk, Receipt, StaffDesk };

/** A discount as the desk's form edits it: any kind, with the value field of its kind (the server checks it against shared's Discount). */
export type DiscountRow = Pick<Discount, "kind" | "id" | "label" | "labels" | "category"> & { percent?: number; amount?: number };
/** The fee as the desk's form sends it (PUT /api/events/:id/registration) and reads it back (a DeskFee). */
export type FeeSetting = Omit<DeskFee, "discounts"> & { discounts: DiscountRow[] };

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
