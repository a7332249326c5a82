import { describe, expect, it } from "vitest";
import { defaultTimers, roundTimeLimit, timerSettings, MINIMUM_ROUND_MINUTES, RoundTimes } from "./timers.ts";

function settings(profile: Parameters<typeof timerSettings>[0], overrides?: unknown) {
  const out = timerSettings(profile, overrides);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.value;
}

describe("the documents' defaults", () => {
  it("times rounds at 50 minutes, playoffs 90, finals untimed (R-TIME-1)", () => {
    for (const p of ["dci-2009", "dreamblade", "club"] as const) {
      expect(defaultTimers(p).rounds).toEqual({ swissMinutes: 50, playoffMinutes: 90, finalMinutes: null });
    }
  });

  it("times Commander rounds at 60 minutes, the final included (R-CMD-4)", () => {
    expect(defaultTimers("commander").rounds).toEqual({ swissMinutes: 60, playoffMinutes: 60, finalMinutes: 60 });
  });

  it("has the DCI booster-draft pick table (R-TIME-3), by cards left", () => {
    // Hand-copied from the DCI 2009 rules' Appendix B; the last card has no time and no row.
    expect(defaultTimers("dci-2009").magicBoosterDraft).toEqual({
      pickSeconds: { 15: 40, 14: 40, 13: 35, 12: 30, 11: 25, 10: 25, 9: 20, 8: 20, 7: 15, 6: 10, 5: 10, 4: 5, 3: 5, 2: 5 },
      firstReviewSeconds: 30,
      reviewIncrementSeconds: 15,
    });
  });

  it("has the Rochester, multiplayer and Dreamblade draft timings", () => {
    const t = defaultTimers("dci-2009");
    expect(t.rochesterDraft).toEqual({ reviewSeconds: 20, pickSeconds: 5 });
    expect(t.multiplayerDraft).toEqual({
      pickSeconds: {
        15: { 15: 50, 13: 45, 11: 40, 9: 30, 7: 20, 5: 10, 3: 5 },
        14: { 14: 50, 12: 45, 10: 40, 8: 30, 6: 20, 4: 10 },
      },
      cardsPerPick: 2,
      reviewSeconds: 60,
    });
    expect(t.dreambladeDraft).toEqual({ reviewSeconds: 45, pickSeconds: 10, lastPickSeconds: 0, prepareSeconds: 60 });
  });

  it("has the deck construction and registration times per Limited format (R-TIME-2)", () => {
    expect(defaultTimers("dreamblade").limited).toEqual({
      "magic-sealed": { kind: "separate", registrationMinutes: 20, constructionMinutes: 30 },
      "magic-draft": { kind: "combined", minutes: 30 },
      "magic-team-sealed": { kind: "separate", registrationMinutes: 20, constructionMinutes: 60 },
      "magic-team-draft": { kind: "combined", minutes: 40 },
      "magic-multiplayer-draft": { kind: "combined", minutes: 40 },
      "dreamblade-sealed": { kind: "construction", constructionMinutes: 20 },
      "dreamblade-sealed-swap": { kind: "separate", registrationMinutes: 10, constructionMinutes: 20 },
      "dreamblade-draft": { kind: "construction", constructionMinutes: 20 },
    });
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
