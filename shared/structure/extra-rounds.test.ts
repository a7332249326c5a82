import { describe, expect, it } from "vitest";
import { extraSwissRoundsAllowed } from "./extra-rounds.ts";

describe("extra Swiss rounds", () => {
  it("are not offered where the Commander event rules fix four rounds", () => {
    expect(extraSwissRoundsAllowed("commander", { structure: "attendance" })).toBe(false);
    expect(extraSwissRoundsAllowed("commander", { structure: "swiss" })).toBe(false);
    expect(extraSwissRoundsAllowed("commander", {})).toBe(false);
  });
  it("are offered under the one-on-one profiles", () => {
    expect(extraSwissRoundsAllowed("mtr", { structure: "swiss-cut" })).toBe(true);
    expect(extraSwissRoundsAllowed("club", {})).toBe(true);
  });
});
