import { describe, expect, it } from "vitest";
import { matchOnce, ruleText, tableRows } from "../test-support/rule-text.ts";
import { recommendedRounds } from "./rounds.ts";

// Appendix F's table, read from the document's own text: "8 - 3", "9-16 - 4", ..., "410+ - 10".
const APPENDIX_F = ruleText("dci-2009-appendix-f-rounds");
const ROWS_F = tableRows(APPENDIX_F, "Players - Rounds", /^((\d+)(?:-(\d+)|\+)?) - (\d+)$/).map(([label, from, to, rounds]) => ({
  label: label!,
  from: Number(from),
  to: to === undefined ? null : Number(to),
  rounds: Number(rounds),
}));
const WORDS: Record<string, number> = { one: 1, two: 2, three: 3 };
const extraRounds = (top: number) =>
  WORDS[matchOnce(APPENDIX_F, new RegExp(`tournaments that cut to top ${top} should be run with (\\w+) extra rounds?\\.`))[0]!];

describe("recommendedRounds, dci-2009 (R-ROUNDS-3)", () => {
  // Every boundary of the printed table, and a field far past its open-ended last row.
  const table: Array<[number, number]> = ROWS_F.flatMap(
    (r): Array<[number, number]> => [
      [r.from, r.rounds],
      ...(r.to !== null ? [[r.to, r.rounds] as [number, number]] : []),
      ...(r.label.endsWith("+") ? [[2000, r.rounds] as [number, number]] : []),
    ],
  );
  it("reads the table as printed: each row starts one past the row before", () => {
    for (const [i, r] of ROWS_F.entries()) if (i > 0) expect(r.from).toBe((ROWS_F[i - 1]!.to ?? ROWS_F[i - 1]!.from) + 1);
  });
  it.each(table)("%i players → %i rounds without a cut (and with top 8/16)", (players, rounds) => {
    expect(recommendedRounds({ players, rules: "dci-2009" }).rounds).toBe(rounds);
    expect(recommendedRounds({ players, rules: "dci-2009", cut: 8 }).rounds).toBe(rounds);
    if (players >= 16) expect(recommendedRounds({ players, rules: "dci-2009", cut: 16 }).rounds).toBe(rounds);
  });
  it.each(table)("%i players → one extra round with a top-4 cut, two with a top-2 cut", (players, rounds) => {
    const top4 = recommendedRounds({ players, rules: "dci-2009", cut: 4 });
    const four = extraRounds(4)!;
    expect(top4).toMatchObject({ rounds: rounds + four, base: rounds, extra: four });
    expect(top4.reason).toContain(`+${four} for a top-4 cut`);
    const top2 = recommendedRounds({ players, rules: "dci-2009", cut: 2 });
    const two = extraRounds(2)!;
    expect(top2).toMatchObject({ rounds: rounds + two, base: rounds, extra: two });
    expect(top2.reason).toContain(`+${two} for a top-2 cut`);
  });
  it("names the row of the table in the reason", () => {
    for (const r of ROWS_F) {
      expect(recommendedRounds({ players: r.from, rules: "dci-2009" }).reason).toBe(
        `Magic tournament rules, Appendix F: ${r.label} players → ${r.rounds} rounds`,
      );
    }
  });
  it("below the table (4-7 players) uses ceil(log2 n)", () => {
    expect(recommendedRounds({ players: 4, rules: "dci-2009" }).rounds).toBe(2);
    expect(recommendedRounds({ players: 5, rules: "dci-2009" }).rounds).toBe(3);
    expect(recommendedRounds({ players: 7, rules: "dci-2009" }).rounds).toBe(3);
    expect(recommendedRounds({ players: 6, rules: "dci-2009", cut: 4 }).rounds).toBe(4);
  });
});

describe("recommendedRounds, club (R-ROUNDS-2) and dreamblade", () => {
  // ceil(log2 n): the smallest number of rounds after which at most one
  // player can be without a loss when every match has a winner.
  const table: Array<[number, number]> = [
    [4, 2],
    [5, 3],
    [8, 3],
    [9, 4],
    [16, 4],
    [17, 5],
    [32, 5],
    [33, 6],
    [64, 6],
    [65, 7],
    [128, 7],
    [129, 8],
    [226, 8],
    [227, 8],
    [256, 8],
    [257, 9],
    [409, 9],
    [410, 9],
    [513, 10],
  ];
  it.each(table)("%i players → %i rounds", (players, rounds) => {
    const club = recommendedRounds({ players, rules: "club" });
    expect(club.rounds).toBe(rounds);
    expect(club.reason).toContain(`ceil(log2 ${players}) = ${rounds}`);
    expect(recommendedRounds({ players, rules: "dreamblade" }).rounds).toBe(rounds);
  });
  it("a cut adds no round in club (R-ROUNDS-2 only aims at one unbeaten player)", () => {
    expect(recommendedRounds({ players: 20, rules: "club", cut: 2 })).toMatchObject({ rounds: 5, extra: 0 });
    expect(recommendedRounds({ players: 20, rules: "club", cut: 8 })).toMatchObject({ rounds: 5, extra: 0 });
  });
});

describe("recommendedRounds, commander (R-ROUNDS-4)", () => {
  it("is always four rounds", () => {
    for (const players of [4, 6, 7, 8, 16, 17, 40, 200]) {
      expect(recommendedRounds({ players, rules: "commander" }).rounds).toBe(4);
    }
  });
});

describe("recommendedRounds refuses", () => {
  it.each([0, 1, 2, 3])("%i players: Swiss needs 4 (R-ROUNDS-1, 'did not occur')", (players) => {
    for (const rules of ["club", "dci-2009", "dreamblade", "commander"] as const) {
      expect(() => recommendedRounds({ players, rules })).toThrow(/at least 4 players.*did not occur/);
    }
  });
  it("a cut larger than the field, a cut that is not 0/2/4/8/16, unknown rules, a fractional field", () => {
    expect(() => recommendedRounds({ players: 6, rules: "club", cut: 8 })).toThrow("cut: a top-8 cut needs at least 8 players, got 6");
    expect(() => recommendedRounds({ players: 20, rules: "club", cut: 3 as never })).toThrow("cut: expected 0, 2, 4, 8 or 16, got 3");
    expect(() => recommendedRounds({ players: 20, rules: "chess" as never })).toThrow('rules: unknown rules profile "chess"');
    expect(() => recommendedRounds({ players: 10.5, rules: "club" })).toThrow("players: expected a whole number");
  });
});

describe("the playoff recommendation beside the rounds", () => {
  it("Dreamblade: top 4 (R-PO-2: the recommended Dreamblade playoff is the top four)", () => {
    expect(recommendedRounds({ players: 12, rules: "dreamblade" })).toMatchObject({
      rounds: 4,
      playoff: { cut: 4, reason: expect.stringContaining("Dreamblade floor rules §321") },
    });
    for (const rules of ["club", "dci-2009", "commander"] as const) expect(recommendedRounds({ players: 12, rules }).playoff).toBeNull();
  });
});
