import { describe, expect, it } from "vitest";
import { matchOnce, numberFrom, ruleText, tableRows } from "../test-support/rule-text.ts";
import {
  defaultTimers,
  type LimitedFormat,
  type LimitedTime,
  MINIMUM_ROUND_MINUTES,
  minimumRoundMinutes,
  RoundTimes,
  roundTimeLimit,
  timerSettings,
} from "./timers.ts";

function settings(profile: Parameters<typeof timerSettings>[0], overrides?: unknown) {
  const out = timerSettings(profile, overrides);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.value;
}

// The expected values are parsed out of verbatim excerpts of the rule documents
// (shared/test-support/rule-text/), never copied from timers.ts, so a wrong
// number in the engine's tables fails here.
const dciTimes = ruleText("dci-2009-time-limits");
const dciDraft = ruleText("dci-2009-draft-timing");
const dreambladeTimes = ruleText("dreamblade-340-time-limits");
const dreambladeDraft = ruleText("dreamblade-630-review-and-draft");
const commanderTime = ruleText("commander-round-time");

/** Appendix B's recommended round times. */
function dciRounds(): RoundTimes {
  matchOnce(dciTimes, /^Single-elimination final matches—no time limit$/m);
  return {
    swissMinutes: numberFrom(dciTimes, /^Constructed and Limited tournaments—(\d+) minutes$/m),
    playoffMinutes: numberFrom(dciTimes, /^Single-elimination quarterfinal or semifinal matches—(\d+) minutes$/m),
    finalMinutes: null,
  };
}

/** An Appendix B Limited line ("Sealed Deck—20 minutes for deck registration and 30 minutes for deck construction"). */
function magicLimited(format: string): LimitedTime {
  const [rest = ""] = matchOnce(dciTimes, new RegExp(`^${format}—(.+)$`, "m"));
  const separate = /^(\d+) minutes for deck registration and (\d+) minutes for deck construction$/.exec(rest);
  if (separate) return { kind: "separate", registrationMinutes: Number(separate[1]), constructionMinutes: Number(separate[2]) };
  const combined = /^(\d+) minutes for deck (?:registration and construction|construction and registration)$/.exec(rest);
  if (combined) return { kind: "combined", minutes: Number(combined[1]) };
  throw new Error(`unread Limited time: ${format}—${rest}`);
}

describe("the documents' defaults", () => {
  it("never allow a match under the documents' minimum (R-TIME-1)", () => {
    const dci = numberFrom(dciTimes, /^The required minimum time limit for any match is (\d+) minutes\.$/m);
    const dreamblade = numberFrom(dreambladeTimes, /The required minimum time limit for any Dreamblade match is [a-z]+ \((\d+)\) minutes\./);
    expect(MINIMUM_ROUND_MINUTES).toBe(dci);
    expect(minimumRoundMinutes("dci-2009")).toBe(dci);
    expect(minimumRoundMinutes("dreamblade")).toBe(dreamblade);
  });

  it("times dci-2009 and club rounds as Appendix B recommends, finals untimed (R-TIME-1)", () => {
    // The club rules set no times, so they take the DCI's.
    for (const p of ["dci-2009", "club"] as const) expect(defaultTimers(p).rounds).toEqual(dciRounds());
  });

  it("times Dreamblade rounds as §340 recommends, playoffs and finals as the DCI's (R-TIME-1)", () => {
    // §340 sets nothing for single-elimination rounds.
    const swissMinutes = numberFrom(dreambladeTimes, /[A-Z][a-z]+ \((\d+)\) minutes are recommended for each tournament round of a Dreamblade tournament\./);
    expect(defaultTimers("dreamblade").rounds).toEqual({ ...dciRounds(), swissMinutes });
  });

  it("times every Commander round as the event does, the final included (R-CMD-4)", () => {
    // The final round's rules speak of "the time limit" without giving another.
    const minutes = numberFrom(commanderTime, /The time limit for each round is (\d+) minutes\./);
    expect(defaultTimers("commander").rounds).toEqual({ swissMinutes: minutes, playoffMinutes: minutes, finalMinutes: minutes });
  });

  it("has the DCI booster-draft pick table (R-TIME-3), by cards left", () => {
    const rows = tableRows(dciDraft, "Cards remaining in pack - Time allotted", /^(\d+) cards? - (?:(\d+) seconds|N\/A)$/);
    // "1 card - N/A": the last card has no time, so no row.
    const pickSeconds = Object.fromEntries(rows.filter(([, s]) => s !== undefined).map(([cards, s]) => [cards, Number(s)]));
    const [first, increment] = matchOnce(
      dciDraft,
      /^(\d+) seconds will be used for the review period between boosters\. That time is increased by (\d+) seconds after each booster pack\.$/m,
    );
    expect(rows.length).toBeGreaterThan(Object.keys(pickSeconds).length);
    expect(defaultTimers("dci-2009").magicBoosterDraft).toEqual({
      pickSeconds,
      firstReviewSeconds: Number(first),
      reviewIncrementSeconds: Number(increment),
    });
  });

  it("has the Rochester draft timing (R-TIME-3)", () => {
    const [review, pick] = matchOnce(dciDraft, /before the first card is drafted is (\d+) seconds\. Players have (\d+) seconds for each pick\./);
    expect(defaultTimers("dci-2009").rochesterDraft).toEqual({ reviewSeconds: Number(review), pickSeconds: Number(pick) });
  });

  it("has the multiplayer draft pick tables per booster size (R-TIME-3)", () => {
    const header = "Cards remaining in pack (15 Card Booster) - Cards remaining in pack (14 Card Booster) - Time allotted";
    const sizes = [...header.matchAll(/\((\d+) Card Booster\)/g)].map((m) => m[1]!);
    const pickSeconds: Record<string, Record<string, number>> = Object.fromEntries(sizes.map((s) => [s, {}]));
    const counts: number[][] = sizes.map(() => []);
    // A row gives the cards left in each column, then the time. "3 - 5 seconds" has only the
    // first column's count (a 15-card booster counts down odd numbers); "N/A" rows have no time.
    for (const [a, b, seconds] of tableRows(dciDraft, header, /^(\d+)(?: - (\d+))? - (?:(\d+) seconds|N\/A)$/)) {
      [a, b].forEach((cards, column) => {
        if (cards === undefined) return;
        counts[column]!.push(Number(cards));
        if (seconds !== undefined) pickSeconds[sizes[column]!]![cards] = Number(seconds);
      });
    }
    // The table counts down by the same number of cards at every pick.
    const steps = new Set(counts.flatMap((c) => c.slice(1).map((n, i) => c[i]! - n)));
    expect(steps.size).toBe(1);
    const reviewSeconds = numberFrom(dciDraft, /players receive (\d+) seconds to review their drafted cards in between booster packs\./);
    expect(defaultTimers("dci-2009").multiplayerDraft).toEqual({ pickSeconds, cardsPerPick: [...steps][0], reviewSeconds });
  });

  it("has the Dreamblade draft timing (R-DRAFT-3)", () => {
    const reviewSeconds = numberFrom(dreambladeDraft, /Players are given (\d+) seconds to review the miniatures before drafting begins\./);
    const pickSeconds = numberFrom(dreambladeDraft, /each player in turn has (\d+) seconds to review and draft from the remaining miniatures\./);
    // Not the document's: it times neither the last miniature (no choice left) nor unbagging
    // and laying out the pack (§632); these are Topcut's defaults.
    expect(defaultTimers("dreamblade").dreambladeDraft).toEqual({ reviewSeconds, pickSeconds, lastPickSeconds: 0, prepareSeconds: 60 });
  });

  it("has the deck construction and registration times per Limited format (R-TIME-2)", () => {
    const construction = numberFrom(
      dreambladeTimes,
      /[A-Z][a-z]+ \((\d+)\) minutes are recommended for the warband-construction portion of all Limited Dreamblade tournaments\. \(Note: The Limited formats are Sealed-Box and Draft\.\)/,
    );
    const swapRegistration = numberFrom(
      dreambladeTimes,
      /[A-Z][a-z]+ \((\d+)\) minutes are recommended for Sealed pool registration if the tournament utilizes a Sealed Box-swap prior to warband construction\./,
    );
    const expected: Record<LimitedFormat, LimitedTime> = {
      "magic-sealed": magicLimited("Sealed Deck"),
      "magic-draft": magicLimited("Draft"),
      "magic-team-sealed": magicLimited("Team Sealed Deck"),
      "magic-team-draft": magicLimited("Team Draft"),
      "magic-multiplayer-draft": magicLimited("Multiplayer Draft"),
      "dreamblade-sealed": { kind: "construction", constructionMinutes: construction },
      "dreamblade-sealed-swap": { kind: "separate", registrationMinutes: swapRegistration, constructionMinutes: construction },
      "dreamblade-draft": { kind: "construction", constructionMinutes: construction },
    };
    for (const p of ["dci-2009", "dreamblade", "club", "commander"] as const) expect(defaultTimers(p).limited).toEqual(expected);
  });
});

describe("overrides", () => {
  it("merge over the defaults key by key", () => {
    const t = settings("dci-2009", { rounds: { swissMinutes: 55 }, magicBoosterDraft: { pickSeconds: { "15": 45 } }, dreambladeDraft: { reviewSeconds: 60 } });
    expect(t.rounds).toEqual({ swissMinutes: 55, playoffMinutes: 90, finalMinutes: null });
    expect(t.magicBoosterDraft.pickSeconds["15"]).toBe(45);
    expect(t.magicBoosterDraft.pickSeconds["14"]).toBe(40);
    expect(t.dreambladeDraft).toEqual({ reviewSeconds: 60, pickSeconds: 10, lastPickSeconds: 0, prepareSeconds: 60 });
  });

  it("replace a Limited format's time whole, since its kind decides its fields", () => {
    const t = settings("dci-2009", { limited: { "magic-sealed": { kind: "combined", minutes: 45 } } });
    expect(t.limited["magic-sealed"]).toEqual({ kind: "combined", minutes: 45 });
    expect(t.limited["magic-draft"]).toEqual({ kind: "combined", minutes: 30 });
  });

  it("never change the defaults themselves", () => {
    settings("dci-2009", { rounds: { swissMinutes: 70 }, magicBoosterDraft: { pickSeconds: { "15": 1 } } });
    expect(defaultTimers("dci-2009").rounds.swissMinutes).toBe(50);
    expect(defaultTimers("dci-2009").magicBoosterDraft.pickSeconds["15"]).toBe(40);
  });

  it("let a final be untimed or timed", () => {
    expect(settings("dreamblade", { rounds: { finalMinutes: 120 } }).rounds.finalMinutes).toBe(120);
    expect(settings("commander", { rounds: { finalMinutes: null } }).rounds.finalMinutes).toBeNull();
  });
});

describe("the 40-minute floor", () => {
  it("accepts exactly 40 minutes", () => {
    expect(settings("dreamblade", { rounds: { swissMinutes: MINIMUM_ROUND_MINUTES } }).rounds.swissMinutes).toBe(40);
  });

  it("refuses 39 minutes for a round, a playoff or a final, by name and path", () => {
    const out = timerSettings("dci-2009", { rounds: { swissMinutes: 39, playoffMinutes: 0, finalMinutes: 30 } });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems.map((p) => [p.code, p.path])).toEqual([
      ["round-time-too-short", "$.overrides.rounds.swissMinutes"],
      ["round-time-too-short", "$.overrides.rounds.playoffMinutes"],
      ["round-time-too-short", "$.overrides.rounds.finalMinutes"],
    ]);
    expect(out.problems[0]?.message).toBe(
      "39 minutes is under the required minimum of 40 minutes for any match (Magic tournament rules, Appendix B, Dreamblade floor rules §340)",
    );
  });

  it("names the shortest round the profile allows: 40 minutes, or 1 under the Commander and club rules", () => {
    const dreamblade = timerSettings("dreamblade", { rounds: { swissMinutes: 39 } });
    expect(dreamblade.ok ? null : dreamblade.problems[0]).toMatchObject({ code: "round-time-too-short", limit: 40 });
    for (const rules of ["commander", "club"] as const) {
      const zero = timerSettings(rules, { rounds: { finalMinutes: 0 } });
      expect(zero.ok ? null : zero.problems[0]).toEqual({
        code: "round-time-too-short",
        path: "$.overrides.rounds.finalMinutes",
        message: "0 minutes is too short: a round lasts at least 1 minute",
        limit: 1,
      });
      expect(settings(rules, { rounds: { swissMinutes: 1 } }).rounds.swissMinutes).toBe(1);
    }
  });

  it("refuses unknown settings and negative seconds", () => {
    const out = timerSettings("dci-2009", { rounds: { swissMinutes: 50 }, coffeeBreak: 10 });
    expect(out.ok).toBe(false);
    const neg = timerSettings("dci-2009", { rochesterDraft: { pickSeconds: -5 } });
    expect(neg.ok ? null : neg.problems[0]?.path).toBe("$.overrides.rochesterDraft.pickSeconds");
  });
});

describe("round time by stage", () => {
  it("gives Swiss, playoff and semifinal, and final limits", () => {
    const r = defaultTimers("dci-2009").rounds;
    expect(roundTimeLimit(r)).toBe(50);
    expect(roundTimeLimit(r, "playoff")).toBe(90);
    expect(roundTimeLimit(r, "semifinal")).toBe(90);
    expect(roundTimeLimit(r, "final")).toBeNull();
  });

  it("the schema takes any whole minutes; the 40-minute floor is the dci-2009/dreamblade profiles'", () => {
    expect(RoundTimes.safeParse({ swissMinutes: 0, playoffMinutes: 90, finalMinutes: null }).success).toBe(false);
    expect(RoundTimes.safeParse({ swissMinutes: 30, playoffMinutes: 90, finalMinutes: null }).success).toBe(true);
    // R-TIME-1: no match is timed under 40 minutes in dci-2009 and dreamblade.
    for (const rules of ["dci-2009", "dreamblade"] as const) {
      const r = timerSettings(rules, { rounds: { swissMinutes: 30 } });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems[0]).toMatchObject({ code: "round-time-too-short", path: "$.overrides.rounds.swissMinutes" });
    }
    // The club rules set no time limit and the Commander event its own 60 minutes: neither has the floor.
    for (const rules of ["club", "commander"] as const) expect(timerSettings(rules, { rounds: { swissMinutes: 30 } }).ok).toBe(true);
  });
});
