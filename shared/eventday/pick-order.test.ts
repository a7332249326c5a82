import { describe, expect, it } from "vitest";
import { ruleText } from "../test-support/rule-text.ts";
import { dreambladePickOrder } from "./pick-order.ts";

// The Dreamblade rules' pick-order table (§634, R-DRAFT-2), read from the document's own text: [opener, drafters
// in order] for each of the twelve booster packs of a 4-player pod drafting 3 boosters each. The table's cells
// run together in the text ("1st Booster Pack Player 1 opens Player 1 drafts Player 2 drafts ...").
const CELLS_634 = [
  ...ruleText("dreamblade-634-draft-order").matchAll(
    /(\d+)(?:st|nd|rd|th) Booster Pack(?: \(three boosters only\))? Player (\d) opens((?: Player \d drafts)+)/g,
  ),
];
const TABLE_634: Array<[number, number[]]> = CELLS_634.map((m) => [Number(m[2]), [...m[3]!.matchAll(/Player (\d) drafts/g)].map((d) => Number(d[1]))]);

describe("Dreamblade pick order (R-DRAFT-2)", () => {
  it("reproduces the section 634 table for 4 players and 3 boosters", () => {
    expect(CELLS_634.map((m) => Number(m[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const order = dreambladePickOrder(4, 3);
    expect(order.map((p) => [p.opener, p.picks])).toEqual(TABLE_634);
    expect(order.map((p) => p.pack)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(order.map((p) => p.group)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
  });

  it("stops after the eighth pack with 2 boosters", () => {
    expect(dreambladePickOrder(4, 2).map((p) => [p.opener, p.picks])).toEqual(TABLE_634.slice(0, 8));
  });

  it("runs a 3-player pod: clockwise, then counterclockwise from seat 3, then clockwise", () => {
    expect(dreambladePickOrder(3, 3).map((p) => [p.opener, p.picks])).toEqual([
      [1, [1, 2, 3, 1, 2, 3, 1]],
      [2, [2, 3, 1, 2, 3, 1, 2]],
      [3, [3, 1, 2, 3, 1, 2, 3]],
      [3, [3, 2, 1, 3, 2, 1, 3]],
      [2, [2, 1, 3, 2, 1, 3, 2]],
      [1, [1, 3, 2, 1, 3, 2, 1]],
      [1, [1, 2, 3, 1, 2, 3, 1]],
      [2, [2, 3, 1, 2, 3, 1, 2]],
      [3, [3, 1, 2, 3, 1, 2, 3]],
    ]);
  });

  it("runs a 5-player pod: the second group starts with seat 5 and goes 5, 4, 3, 2, 1", () => {
    const order = dreambladePickOrder(5, 2);
    expect(order.map((p) => p.opener)).toEqual([1, 2, 3, 4, 5, 5, 4, 3, 2, 1]);
    expect(order[5]?.picks).toEqual([5, 4, 3, 2, 1, 5, 4]);
    expect(order[9]?.picks).toEqual([1, 5, 4, 3, 2, 1, 5]);
  });

  for (const pod of [3, 4, 5]) {
    for (const boosters of [2, 3]) {
      it(`gives each of ${pod} players one opening and 7 picks per booster group (${boosters} boosters)`, () => {
        const order = dreambladePickOrder(pod, boosters);
        expect(order).toHaveLength(pod * boosters);
        for (let g = 1; g <= boosters; g++) {
          const packs = order.filter((p) => p.group === g);
          for (let seat = 1; seat <= pod; seat++) {
            expect(packs.filter((p) => p.opener === seat)).toHaveLength(1);
            expect(packs.flatMap((p) => p.picks).filter((s) => s === seat)).toHaveLength(7);
          }
        }
      });
    }
  }

  it("refuses pods outside 3 to 5 and booster counts other than 2 or 3", () => {
    expect(() => dreambladePickOrder(6, 3)).toThrow(/3 to 5 players/);
    expect(() => dreambladePickOrder(2, 3)).toThrow(/3 to 5 players/);
    expect(() => dreambladePickOrder(4, 1)).toThrow(/2 or 3 boosters/);
  });
});
