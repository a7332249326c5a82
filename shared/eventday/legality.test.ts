import { describe, expect, it } from "vitest";
import { ruleText, tableRows } from "../test-support/rule-text.ts";
import { checkList, legalFrom } from "./legality.ts";
import { DREAMBLADE_LEGALITY } from "./legality-data.ts";
import { addDays } from "./time.ts";
import type { DeckList } from "./lists.ts";

const list = (main: DeckList["main"]): DeckList => ({ player: "ann", event: "e", kind: "warband", main });

function flags(l: DeckList, kind: "constructed" | "limited", date: string) {
  const out = checkList(DREAMBLADE_LEGALITY, l, kind, date);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.value.map((f) => `${f.code} ${f.path}`);
}

describe("the R-LEGAL-1 set table", () => {
  it("is shipped as printed", () => {
    // Read from the Dreamblade rules' own set table (§130, R-LEGAL-1). The " ™" after most names
    // is the trademark sign, not part of the name.
    const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    const month = (name: string) => String(MONTHS.indexOf(name) + 1).padStart(2, "0");
    const iso = (date: string) => {
      const [, m, d, y] = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(date)!;
      return `${y}-${month(m!)}-${d!.padStart(2, "0")}`;
    };
    const table = tableRows(ruleText("dreamblade-130-new-releases"), "Set Name\tLimited Formats:\tConstructed Formats:", /^(.+?)(?: ™)?\t([^\t]+)\t([^\t]+)$/);
    expect(DREAMBLADE_LEGALITY.sets.map((s) => [s.name, s.release, s.constructed])).toEqual(
      table.map(([name, limited, constructed]) => [name, iso(limited!), iso(constructed!)]),
    );
  });

  it("agrees with the two-week rule for every set", () => {
    for (const set of DREAMBLADE_LEGALITY.sets) expect(addDays(set.release, 14)).toBe(set.constructed);
  });

  it("computes two weeks after release when a set gives no Constructed date", () => {
    expect(legalFrom(DREAMBLADE_LEGALITY, { code: "x", name: "X", release: "2007-12-25" }, "constructed")).toBe("2008-01-08");
    expect(legalFrom(DREAMBLADE_LEGALITY, { code: "x", name: "X", release: "2007-12-25" }, "limited")).toBe("2007-12-25");
  });
});

describe("release-date boundary (Chrysotic Plague: Limited 2007-01-19, Constructed 2007-02-02)", () => {
  const plague = list([{ name: "Plague Miniature", set: "Chrysotic Plague", count: 1 }]);

  it("is flagged in Limited the day before release, legal on the day and after", () => {
    expect(flags(plague, "limited", "2007-01-18")).toEqual(["not-yet-legal $.main[0]"]);
    expect(flags(plague, "limited", "2007-01-19")).toEqual([]);
    expect(flags(plague, "limited", "2007-01-20")).toEqual([]);
  });

  it("is flagged in Constructed until two weeks after release, legal on that day and after", () => {
    expect(flags(plague, "constructed", "2007-01-19")).toEqual(["not-yet-legal $.main[0]"]);
    expect(flags(plague, "constructed", "2007-02-01")).toEqual(["not-yet-legal $.main[0]"]);
    expect(flags(plague, "constructed", "2007-02-02")).toEqual([]);
    expect(flags(plague, "constructed", "2007-02-03")).toEqual([]);
  });

  it("says from when the set is legal", () => {
    const out = checkList(DREAMBLADE_LEGALITY, plague, "constructed", "2007-02-01");
    expect(out.ok && out.value[0]?.message).toBe(
      '"Plague Miniature" (Chrysotic Plague) is legal in constructed events from 2007-02-02, not on 2007-02-01 (Dreamblade floor rules §130)',
    );
  });
});

describe("bans and construction limits", () => {
  it("flags Kitsune (Baxar's War) in Constructed only (R-LEGAL-2)", () => {
    const l = list([{ name: "Kitsune", set: "Baxar's War", count: 1 }]);
    expect(flags(l, "constructed", "2007-06-01")).toEqual(["banned $.main[0]"]);
    expect(flags(l, "limited", "2007-06-01")).toEqual([]);
    // The set may be written by code, and trademark signs do not matter.
    expect(flags(list([{ name: "kitsune", set: "baxars-war", count: 1 }]), "constructed", "2007-06-01")).toEqual(["banned $.main[0]"]);
    expect(flags(list([{ name: "Kitsune", set: "Baxar's War ™", count: 1 }]), "constructed", "2007-06-01")).toEqual(["banned $.main[0]"]);
  });

  it("flags a Kitsune without a set as possibly banned, and the missing set", () => {
    expect(flags(list([{ name: "Kitsune", count: 1 }]), "constructed", "2007-06-01")).toEqual(["missing-set $.main[0]", "banned $.main[0]"]);
  });

  it("flags an unknown set", () => {
    expect(flags(list([{ name: "Anything", set: "Moon Set", count: 1 }]), "limited", "2007-06-01")).toEqual(["unknown-set $.main[0]"]);
  });

  it("flags more than 3 copies and more than 16 miniatures in Constructed, not in Limited (R-LEGAL-2)", () => {
    const big = list([
      { name: "Some Miniature", set: "Base Set", count: 2 },
      { name: "Some Miniature", set: "Baxar's War", count: 2 },
      { name: "Other", set: "Base Set", count: 13 },
    ]);
    expect(flags(big, "constructed", "2007-06-01")).toEqual(["too-many-copies $.main[0]", "too-many-copies $.main[2]", "too-many $.main"]);
    expect(flags(big, "limited", "2007-06-01")).toEqual([]);
  });

  it("flags an empty list, and refuses a date that does not exist", () => {
    expect(flags(list([]), "limited", "2007-06-01")).toEqual(["empty $.main"]);
    const out = checkList(DREAMBLADE_LEGALITY, list([]), "limited", "2007-02-30");
    expect(out.ok ? null : out.problems[0]?.path).toBe("$.eventDate");
  });
});
