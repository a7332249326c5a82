// Time comes in as an argument, never from a clock: an instant is epoch
// milliseconds or an ISO 8601 string with its offset; a calendar date (for
// legality, which goes by the venue's day) is "YYYY-MM-DD".
import { z } from "zod";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant: epoch milliseconds, or an ISO string that carries its offset ("Z" or "+09:00"). */
export const Instant = z.union([
  // 8.64e15 ms is the last instant a JavaScript Date can hold.
  z.number().int("an instant in epoch milliseconds is a whole number").min(0).max(8.64e15),
  z
    .string()
    .regex(ISO_INSTANT, 'an instant is epoch ms or an ISO time with its offset, e.g. "2026-11-29T10:00:00+09:00"')
    .refine((s) => Number.isFinite(Date.parse(s)), "not a real date and time"),
]);
export type Instant = z.infer<typeof Instant>;

/** Epoch milliseconds of a valid Instant. */
export function epochMs(t: Instant): number {
  return typeof t === "number" ? t : Date.parse(t);
}

/** A calendar date "YYYY-MM-DD" that exists (no 2007-02-30). */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is written "YYYY-MM-DD"')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return Number.isFinite(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "not a real calendar date");
export type CalendarDate = z.infer<typeof CalendarDate>;

/** The calendar date `days` after `date` (days may be negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
