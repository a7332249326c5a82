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

/** Symbols for the fallback without Intl (a currency not here is written by its code). */
const SYMBOLS: Record<string, string> = { JPY: "¥", USD: "$", EUR: "€", GBP: "£", CNY: "CN¥", KRW: "₩" };

/** Amount in minor units as the currency writes it ("¥630", "$5.00"): Intl where the browser has it, else symbol and digits. */
export function money(amount: number, currency: CurrencyRule | null | undefined, locale: string): string {
  if (!currency) return String(amount);
  const major = amount / 10 ** currency.decimals;
  if (typeof Intl !== "undefined" && typeof Intl.NumberFormat === "function") {
    try {
      return new Intl.NumberFormat(locale === "ja" ? "ja-JP" : "en-US", {
        style: "currency",
        currency: currency.code,
        minimumFractionDigits: currency.decimals,
        maximumFractionDigits: currency.decimals,
      }).format(major);
    } catch {
      // A code this browser's Intl does not know: written below.
    }
  }
  const [whole = "0", cents] = Math.abs(major).toFixed(currency.decimals).split(".");
  const digits = `${major < 0 ? "-" : ""}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${cents ? `.${cents}` : ""}`;
  const symbol = SYMBOLS[currency.code];
  return symbol ? `${symbol}${digits}` : `${currency.code} ${digits}`;
}

/** An amount in minor units as typed in major units ("12.50" in USD is 1250); null when empty or not a number. */
export function toMinor(text: string, currency: CurrencyRule): number | null {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 10 ** currency.decimals) : null;
}

/** Minor units as an input's value in major units (1250 in USD is "12.50"). */
export function toMajor(amount: number | null | undefined, currency: CurrencyRule): string {
  return amount === null || amount === undefined ? "" : (amount / 10 ** currency.decimals).toFixed(currency.decimals);
}

/** Where a receipt is remembered on this phone (the personal code is the withdraw key). */
export const receiptKey = (eventId: string) => `topcut.receipt.${eventId}`;
