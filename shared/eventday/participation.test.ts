import { describe, expect, it } from "vitest";
import { canEventStart } from "./participation.ts";
import { club, commander, dci2009, dreamblade } from "../rules/profiles.ts";

describe("participation minimum", () => {
  it("lets a Dreamblade event start with 4 players, and reports 3 as did not occur (R-MIN-1)", () => {
    expect(canEventStart(dreamblade, 4)).toEqual({ canStart: true, players: 4, minimum: 4 });
    const three = canEventStart(dreamblade, 3);
    expect(three).toMatchObject({ canStart: false, players: 3, minimum: 4, report: "did not occur" });
    if (!three.canStart) expect(three.reason).toContain("Dreamblade floor rules §310");
  });

  it("stops other profiles below their minimum without the Dreamblade report", () => {
    for (const profile of [club, dci2009, commander]) {
      expect(canEventStart(profile, profile.minPlayers).canStart).toBe(true);
      expect(canEventStart(profile, profile.minPlayers - 1)).toMatchObject({ canStart: false, report: "not started" });
    }
  });

  it("refuses a count that is not a whole number", () => {
    const out = canEventStart(club, -2);
    expect(out.canStart).toBe(false);
    if (!out.canStart) expect(out.reason).toContain("whole number");
  });
});
