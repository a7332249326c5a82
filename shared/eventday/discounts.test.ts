// Discounts the organizer defines, each category named in
// every language, the Commander event's two as presets, applied and rounded
// as it rounds (R-REG-2: female players half price, rounded up to 10 yen;
// under high-school age free).
import { describe, expect, it } from "vitest";
import { computeFees, Discount, discountLabel, DISCOUNT_PRESETS_003, JPY_003 } from "./fees.ts";

const owed = (fee: number, discounts: unknown[], categories: string[]) => {
  const out = computeFees({ currency: JPY_003, events: [{ event: "edh", fee }], discounts }, [{ player: "p", events: ["edh"], categories }]);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.value[0]!.events[0]!;
};

describe("organizer-defined discounts", () => {
  it("the R-REG-2 presets: half of 1,250 yen is 625, rounded up to 630; under high-school age pays nothing", () => {
    expect(owed(1250, [...DISCOUNT_PRESETS_003], ["female"]).owed).toBe(630);
    expect(owed(1250, [...DISCOUNT_PRESETS_003], ["under-high-school"]).owed).toBe(0);
    expect(owed(1250, [...DISCOUNT_PRESETS_003], []).owed).toBe(1250);
    // 1,000 yen halves to exactly 500: nothing to round.
    expect(owed(1000, [...DISCOUNT_PRESETS_003], ["female"]).owed).toBe(500);
    // 1,010 yen halves to 505, rounded up to 510.
    expect(owed(1010, [...DISCOUNT_PRESETS_003], ["female"]).owed).toBe(510);
  });

  it("an organizer's own discount (30% off for first-timers) is rounded the same way; the lowest single discount counts", () => {
    const first = { kind: "percent", id: "first", label: "First event", labels: { ja: "初参加", en: "First event" }, category: "first-time", percent: 30 };
    // 1,250 x 0.7 = 875, rounded up to 880.
    expect(owed(1250, [...DISCOUNT_PRESETS_003, first], ["first-time"]).owed).toBe(880);
    // Female and first-timer: 630 beats 880; discounts never stack.
    expect(owed(1250, [...DISCOUNT_PRESETS_003, first], ["first-time", "female"])).toMatchObject({ owed: 630, discount: { id: "female" } });
    const off = { kind: "amount-off", id: "club", label: "Club member", category: "club", amount: 300 };
    expect(owed(1250, [off], ["club"]).owed).toBe(950);
  });

  it("a category is named in the reader's language, else by its label", () => {
    const [female, student] = DISCOUNT_PRESETS_003;
    expect(discountLabel(female!, "ja")).toBe("女性");
    expect(discountLabel(female!, "en")).toBe("Female players");
    expect(discountLabel(student!, "ja")).toBe("高校生未満（受付で学生証を提示）");
    expect(discountLabel({ label: "Club member", category: "club" }, "ja")).toBe("Club member");
    expect(discountLabel({ label: "", category: "club" }, "ja")).toBe("club");
  });

  it("refuses a label in a language the app does not speak, and a percent over 100, naming the field", () => {
    const bad = Discount.safeParse({ kind: "free", id: "x", label: "", labels: { fr: "Gratuit" }, category: "c" });
    expect(bad.success).toBe(false);
    const over = computeFees(
      { currency: JPY_003, events: [{ event: "edh", fee: 1000 }], discounts: [{ kind: "percent", id: "x", label: "", category: "c", percent: 120 }] },
      [],
    );
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.problems[0]!.path).toBe("$.rules.discounts[0].percent");
  });
});
