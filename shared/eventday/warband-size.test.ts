// Limited warbands are checked for their 16 or 12
// miniatures. R-LEGAL-3: a starter and a booster, or three boosters, make 16;
// two boosters make 12; sealed and draft alike.
import { describe, expect, it } from "vitest";
import { manageView } from "../commands/views.ts";
import { OWNER, run } from "../test-support/commands.ts";
import { limitedWarbandSizeFlag, limitedWarbandSizes } from "./warband-size.ts";

const warband = (n: number) => [{ name: "Ogre", set: "Base Set", count: n }];

describe("Limited warband size (R-LEGAL-3)", () => {
  it("three boosters make 16, two make 12; without the product known either size", () => {
    expect(limitedWarbandSizes(3)).toEqual([16]);
    expect(limitedWarbandSizes(2)).toEqual([12]);
    expect(limitedWarbandSizes(undefined)).toEqual([12, 16]);
    expect(limitedWarbandSizeFlag(warband(16), 3)).toBeNull();
    expect(limitedWarbandSizeFlag(warband(12), 3)).toEqual({
      code: "wrong-size",
      path: "$.main",
      message: "12 miniatures in the warband: three booster packs make a warband of 16 (Dreamblade floor rules §621, §630)",
      // The values a client words the flag from in its reader's language.
      about: { size: 12, allowed: "16" },
    });
    expect(limitedWarbandSizeFlag(warband(12), 2)).toBeNull();
    expect(limitedWarbandSizeFlag(warband(16), 2)!.message).toMatch(/two booster packs make a warband of 12/);
    expect(limitedWarbandSizeFlag(warband(12), undefined)).toBeNull();
    expect(limitedWarbandSizeFlag(warband(14), undefined)!.message).toMatch(/^14 miniatures in the warband: a Limited warband has 16 .* or 12/);
  });

  it("the console's list flags say so for a Limited Dreamblade draft; Constructed lists are not held to it", () => {
    let s = run(
      null,
      { type: "create-event", name: "Draft", gameFormat: "Dreamblade Draft", rules: "dreamblade", date: "2007-06-01" },
      { role: "organizer", userId: "u1", username: "olga" },
    ).state;
    s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan"].map((name) => ({ name })) }).state;
    s = run(s, { type: "edit-event-day", listKind: "limited", draft: { format: "dreamblade", boosters: 3 } }).state;
    s = run(s, { type: "submit-list", playerId: "p1", kind: "warband", main: warband(12) }, OWNER).state;
    s = run(s, { type: "submit-list", playerId: "p2", kind: "warband", main: warband(16) }, OWNER).state;
    const lists = manageView(s, 1, "owner").eventDayStaff.lists;
    expect(lists.find((l) => l.player === "p1")!.flags!.map((f) => f.code)).toEqual(["wrong-size"]);
    expect(lists.find((l) => l.player === "p2")!.flags).toEqual([]);
    const constructed = run(s, { type: "edit-event-day", listKind: "constructed" }).state;
    expect(
      manageView(constructed, 1, "owner")
        .eventDayStaff.lists.find((l) => l.player === "p1")!
        .flags!.map((f) => f.code),
    ).not.toContain("wrong-size");
  });
});
