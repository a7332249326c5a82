import { describe, expect, it } from "vitest";
import { checkCategory, computeFees, CURRENCIES, CurrencyRule, formatAmount, roundAmount, JPY_003, USD_CENTS, type FeeRules } from "./fees.ts";

// R-REG-2: female players pay half, rounded up to 10 yen; players under high
// school age play free.
const rules003: FeeRules = {
  currency: JPY_003,
  events: [
    { event: "commander", fee: 1500 },
    { event: "side", fee: 1250 },
  ],
  discounts: [
    { kind: "percent", id: "female", label: "Female players: 50%", category: "female", percent: 50 },
    { kind: "free", id: "student", label: "Under high-school age: free", category: "under-high-school" },
  ],
};

function fees(players: unknown, rules: unknown = rules003) {
  const out = computeFees(rules, players);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.value;
}

describe("R-REG-2 fees with the yen rounding rule", () => {
  it("halves 1,500 yen to 750 and 1,250 yen to 630 (625 rounded up to the next 10)", () => {
    const [f] = fees([{ player: "hana", events: ["commander", "side"], categories: ["female"] }]);
    expect(f?.events.map((e) => [e.event, e.fee, e.owed, e.discount?.id])).toEqual([
      ["commander", 1500, 750, "female"],
      ["side", 1250, 630, "female"],
    ]);
    expect(f?.total).toBe(1380);
  });

  it("charges the full fee without a category, and nothing under high-school age", () => {
    const out = fees([
      { player: "taro", events: ["commander"], categories: [] },
      { player: "kid", events: ["commander", "side"], categories: ["under-high-school"] },
    ]);
    expect(out.map((p) => p.total)).toEqual([1500, 0]);
    expect(out[0]?.events[0]?.discount).toBeNull();
  });

  it("applies the best single discount when several apply, never both", () => {
    const [f] = fees([{ player: "girl", events: ["side"], categories: ["female", "under-high-school"] }]);
    expect(f?.events[0]).toEqual({ event: "side", fee: 1250, owed: 0, discount: { id: "student", label: "Under high-school age: free" } });
  });

  it("takes event-only discounts into account", () => {
    const rules = {
      ...rules003,
      events: [{ event: "side", fee: 1000, discounts: [{ kind: "amount-off", id: "early", label: "Early bird", category: "early", amount: 300 }] }],
    };
    expect(fees([{ player: "a", events: ["side"], categories: ["early"] }], rules)[0]?.total).toBe(700);
    expect(fees([{ player: "a", events: ["side"], categories: ["early", "female"] }], rules)[0]?.total).toBe(500);
  });
});

describe("rounding rules", () => {
  it("rounds yen fractions of 10 up, and exact tens stay", () => {
    expect(roundAmount(62500, 100, JPY_003)).toBe(630);
    expect(roundAmount(62000, 100, JPY_003)).toBe(620);
    expect(roundAmount(62001, 100, JPY_003)).toBe(630);
    expect(roundAmount(1, 100, JPY_003)).toBe(10);
  });

  it("rounds cents half up, and down when asked", () => {
    // 25% off $9.99 = 749.25 cents → 749; 50% off $9.99 = 499.5 → 500.
    expect(roundAmount(999 * 75, 100, USD_CENTS)).toBe(749);
    expect(roundAmount(999 * 50, 100, USD_CENTS)).toBe(500);
    expect(roundAmount(999 * 50, 100, { ...USD_CENTS, rounding: "down" })).toBe(499);
  });

  it("formats amounts in the currency's minor units", () => {
    expect(formatAmount(630, JPY_003)).toBe("JPY 630");
    expect(formatAmount(1250, USD_CENTS)).toBe("USD 12.50");
    expect(formatAmount(5, USD_CENTS)).toBe("USD 0.05");
  });
});

describe("bad fee input", () => {
  it("names an event without a fee and a bad discount", () => {
    const out = computeFees(rules003, [{ player: "a", events: ["nope"], categories: [] }]);
    expect(out).toEqual({ ok: false, problems: [{ code: "unknown-event", path: "$.players[0].events[0]", message: 'no fee is set for event "nope"' }] });
    const bad = computeFees({ ...rules003, discounts: [{ kind: "percent", id: "x", label: "", category: "c", percent: 150 }] }, []);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]?.path).toBe("$.rules.discounts[0].percent");
  });

  it("refuses a fractional fee (amounts are whole minor units)", () => {
    const out = computeFees({ ...rules003, events: [{ event: "x", fee: 12.5 }] }, []);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.problems[0]?.path).toBe("$.rules.events[0].fee");
  });
});

describe("a registration's category", () => {
  it("is one the discounts name, or null; anything else is refused at $.category", () => {
    expect(checkCategory(rules003.discounts, "female")).toEqual({ ok: true, value: "female" });
    expect(checkCategory(rules003.discounts, null)).toEqual({ ok: true, value: null });
    const bad = checkCategory(rules003.discounts, "student");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]).toMatchObject({ path: "$.category", message: expect.stringContaining('"under-high-school"') });
    const none = checkCategory([], "female");
    if (!none.ok) expect(none.problems[0]?.message).toContain("no discounts");
    expect(none.ok).toBe(false);
  });
});

describe("the currencies offered", () => {
  it("are valid rules, each code once, yen rounded up to 10 (R-REG-2)", () => {
    for (const c of CURRENCIES) expect(CurrencyRule.safeParse(c).success).toBe(true);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
    expect(CURRENCIES.find((c) => c.code === "JPY")).toEqual(JPY_003);
    expect(CURRENCIES.find((c) => c.code === "EUR")).toMatchObject({ decimals: 2, step: 1 });
  });
});
