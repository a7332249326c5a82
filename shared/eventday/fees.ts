// Entry fees: a fee per event and the organizer's discount rules, rounded by
// the currency's rule (R-REG-2: yen rounded up to 10). Amounts
// are whole minor units (yen; cents for USD/EUR) so no float ever rounds.
// What a player owes is computed here; whether they paid is data the platform
// stores, never computed. docs/eventday.md lists the choices.
import { z } from "zod";
import { clearableTextSchema, textSchema } from "../model/input.ts";
import { PlayerId } from "../model/schema.ts";
import { type Outcome, type EventDayProblem, ok, parseWith } from "./outcome.ts";

export const CurrencyRule = z.strictObject({
  /** ISO 4217 code, for display. */
  code: z.string().regex(/^[A-Z]{3}$/, "a currency code is three capital letters, e.g. JPY"),
  /** Digits after the decimal point of the minor unit: JPY 0, USD/EUR 2. */
  decimals: z.number().int().min(0).max(3),
  /** Discounted amounts are rounded to a multiple of this many minor units (R-REG-2: 10 yen). */
  step: z.number().int().min(1),
  /** up: any fraction goes up (R-REG-2); down: drops it; half-up: nearest, halves up. */
  rounding: z.enum(["up", "down", "half-up"]),
});
export type CurrencyRule = z.infer<typeof CurrencyRule>;

/** R-REG-2: yen, fractions of 10 yen rounded up. */
export const JPY_003: CurrencyRule = { code: "JPY", decimals: 0, step: 10, rounding: "up" };
/** Dollars in cents, a half cent rounded up. */
export const USD_CENTS: CurrencyRule = { code: "USD", decimals: 2, step: 1, rounding: "half-up" };

/**
 * Currencies an organizer picks from, with their minor units. Only yen has a
 * rounding step of its own (R-REG-2: 10 yen, up); the others round a
 * discounted fee to the nearest minor unit. Any other CurrencyRule is still
 * accepted through the API.
 */
export const CURRENCIES: readonly CurrencyRule[] = [
  JPY_003,
  USD_CENTS,
  ...(["EUR", "GBP", "AUD", "CAD", "NZD", "SGD", "HKD", "CNY"] as const).map((code) => ({ ...USD_CENTS, code })),
  { code: "KRW", decimals: 0, step: 1, rounding: "half-up" },
];

/** A name in each language the app speaks; a reader's language falls back to `label`. */
export const Labels = z.strictObject({ en: clearableTextSchema("a label", 200).optional(), ja: clearableTextSchema("a label", 200).optional() });
export type Labels = z.infer<typeof Labels>;

const discountBase = {
  id: z.string().min(1).max(64),
  /** The category's name as written (any language); `labels` names it per language. */
  label: clearableTextSchema("a discount's label", 200),
  labels: Labels.optional(),
  category: textSchema("a category", 64),
};

export const Discount = z.discriminatedUnion("kind", [
  /** percent off the fee (R-REG-2: 50 for female players). */
  z.strictObject({ kind: z.literal("percent"), ...discountBase, percent: z.number().int().min(1).max(100) }),
  /** No fee at all (R-REG-2: players under high-school age). */
  z.strictObject({ kind: z.literal("free"), ...discountBase }),
  /** A fixed amount off, in minor units, never below zero. */
  z.strictObject({ kind: z.literal("amount-off"), ...discountBase, amount: z.number().int().min(1) }),
]);
export type Discount = z.infer<typeof Discount>;

/**
 * The Commander event's two discounts (R-REG-2), offered as presets the
 * organizer may add, change or leave out: half price for female players
 * (rounded up to 10 yen) and free entry under high-school age. Their labels name the
 * category (who), the amount is said from kind and value.
 */
export const DISCOUNT_PRESETS_003: readonly Discount[] = [
  { kind: "percent", id: "female", label: "Female players", labels: { en: "Female players", ja: "女性" }, category: "female", percent: 50 },
  {
    kind: "free",
    id: "under-high-school",
    label: "Under high-school age",
    labels: { en: "Under high-school age (student ID at the desk)", ja: "高校生未満（受付で学生証を提示）" },
    category: "under-high-school",
  },
];

/** A discount's category name in `locale`, else its label, else its category id. */
export function discountLabel(d: Pick<Discount, "label" | "labels" | "category">, locale: string): string {
  const byLocale = d.labels?.[locale as keyof Labels];
  return byLocale || d.label || d.category;
}

export const FeeRules = z.strictObject({
  currency: CurrencyRule,
  events: z.array(
    z.strictObject({
      event: z.string().min(1).max(64),
      /** The full fee in minor units. */
      fee: z.number().int().min(0).max(1e12),
      /** Discounts for this event only, on top of the general ones. */
      discounts: z.array(Discount).optional(),
    }),
  ),
  /** Discounts for every event. When several apply, the player pays the lowest result (no stacking). */
  discounts: z.array(Discount),
});
export type FeeRules = z.infer<typeof FeeRules>;

/**
 * Checks a registration's category against an event's discounts: one of the
 * categories they name, or null (none: the full fee).
 *
 * @example checkCategory([{ kind: "free", id: "u", label: "U18", category: "u18" }], "student") // problem at $.category
 */
export function checkCategory(discounts: readonly Pick<Discount, "category">[], category: string | null): Outcome<string | null> {
  if (category === null || discounts.some((d) => d.category === category)) return ok(category);
  const known = [...new Set(discounts.map((d) => d.category))];
  const message = known.length
    ? `"${category}" is not a category of this event's discounts (${known.map((k) => `"${k}"`).join(", ")}), nor null`
    : `this event has no discounts, so the only category is null, not "${category}"`;
  return { ok: false, problems: [{ code: "invalid", path: "$.category", message }] };
}

export const FeePlayer = z.strictObject({
  player: PlayerId,
  events: z.array(z.string().min(1).max(64)),
  /** Categories the organizer recorded (e.g. "female", "under-high-school"), checked at the desk. */
  categories: z.array(z.string().min(1).max(64)),
});
export type FeePlayer = z.infer<typeof FeePlayer>;

export interface EventFee {
  event: string;
  /** The full fee. */
  fee: number;
  /** The discount applied, or null. */
  discount: { id: string; label: string } | null;
  /** What the player owes for this event. */
  owed: number;
}

export interface PlayerFees {
  player: string;
  events: EventFee[];
  total: number;
}

/** Rounds numerator/denominator (minor units) to a multiple of the currency's step. */
export function roundAmount(numerator: number, denominator: number, currency: CurrencyRule): number {
  const unit = denominator * currency.step;
  const whole = Math.floor(numerator / unit);
  const rest = numerator - whole * unit;
  let steps = whole;
  if (rest > 0 && (currency.rounding === "up" || (currency.rounding === "half-up" && 2 * rest >= unit))) steps++;
  return steps * currency.step;
}

function applyDiscount(fee: number, d: Discount, currency: CurrencyRule): number {
  switch (d.kind) {
    case "free":
      return 0;
    case "percent":
      return roundAmount(fee * (100 - d.percent), 100, currency);
    case "amount-off":
      return Math.max(0, fee - d.amount);
  }
}

/**
 * What each player owes for each event they entered: the event's fee, or the
 * lowest amount any discount of one of their categories gives (discounts never
 * stack), rounded by the currency rule. A full fee is charged as set; only a
 * discounted amount is rounded.
 */
export function computeFees(rules: unknown, players: unknown): Outcome<PlayerFees[]> {
  const r = parseWith(FeeRules, rules, "$.rules");
  if (!r.ok) return r;
  const p = parseWith(z.array(FeePlayer), players, "$.players");
  if (!p.ok) return p;
  const problems: EventDayProblem[] = [];
  const byEvent = new Map(r.value.events.map((e) => [e.event, e]));
  r.value.events.forEach((e, i) => {
    if (r.value.events.findIndex((o) => o.event === e.event) !== i)
      problems.push({ code: "invalid", path: `$.rules.events[${i}].event`, message: `event "${e.event}" has two fees` });
  });
  const out: PlayerFees[] = [];
  p.value.forEach((pl, i) => {
    const events: EventFee[] = [];
    pl.events.forEach((id, j) => {
      const ev = byEvent.get(id);
      if (!ev) {
        problems.push({ code: "unknown-event", path: `$.players[${i}].events[${j}]`, message: `no fee is set for event "${id}"` });
        return;
      }
      let best: EventFee = { event: id, fee: ev.fee, discount: null, owed: ev.fee };
      for (const d of [...r.value.discounts, ...(ev.discounts ?? [])]) {
        if (!pl.categories.includes(d.category)) continue;
        const owed = applyDiscount(ev.fee, d, r.value.currency);
        if (owed < best.owed) best = { event: id, fee: ev.fee, discount: { id: d.id, label: d.label }, owed };
      }
      events.push(best);
    });
    out.push({ player: pl.player, events, total: events.reduce((s, e) => s + e.owed, 0) });
  });
  return problems.length ? { ok: false, problems } : ok(out);
}

/** An amount in minor units as text: "JPY 630", "USD 12.50". */
export function formatAmount(amount: number, currency: CurrencyRule): string {
  if (currency.decimals === 0) return `${currency.code} ${amount}`;
  const scale = 10 ** currency.decimals;
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  return `${currency.code} ${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(currency.decimals, "0")}`;
}
