import { describe, expect, it } from "vitest";
import { draftSchedule, type DraftSchedule } from "./draft-schedule.ts";
import { defaultTimers, timerSettings } from "./timers.ts";

const magic = defaultTimers("dci-2009");
const db = defaultTimers("dreamblade");

function schedule(params: unknown, timers = magic): DraftSchedule {
  const out = draftSchedule(params, timers);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.value;
}

describe("Magic booster draft (R-TIME-3)", () => {
  const s = schedule({ format: "magic-booster", podSize: 8, boosters: 3 });

  it("reads each pick of a 15-card pack with its time, the last card untimed", () => {
    expect(s.steps.slice(0, 16).map((x) => x.text)).toEqual([
      "Pack 1, pick 1: 40 s",
      "Pack 1, pick 2: 40 s",
      "Pack 1, pick 3: 35 s",
      "Pack 1, pick 4: 30 s",
      "Pack 1, pick 5: 25 s",
      "Pack 1, pick 6: 25 s",
      "Pack 1, pick 7: 20 s",
      "Pack 1, pick 8: 20 s",
      "Pack 1, pick 9: 15 s",
      "Pack 1, pick 10: 10 s",
      "Pack 1, pick 11: 10 s",
      "Pack 1, pick 12: 5 s",
      "Pack 1, pick 13: 5 s",
      "Pack 1, pick 14: 5 s",
      "Pack 1, pick 15: last card, no timer",
      "Review after pack 1: 30 s",
    ]);
  });

  it("passes left, right, left", () => {
    expect([1, 2, 3].map((pack) => s.steps.find((x) => x.pack === pack && x.kind === "pick")?.pass)).toEqual(["left", "right", "left"]);
  });

  it("lengthens the review by 15 s after each pack and has none after the last", () => {
    expect(s.steps.filter((x) => x.kind === "review").map((x) => x.text)).toEqual(["Review after pack 1: 30 s", "Review after pack 2: 45 s"]);
    expect(s.steps.at(-1)?.text).toBe("Pack 3, pick 15: last card, no timer");
    // 285 s of picks per pack (the table's sum), three packs, 30 + 45 s of review.
    expect(s.totalSeconds).toBe(3 * 285 + 30 + 45);
  });

  it("starts a 14-card pack at the 14-card row", () => {
    const t = schedule({ format: "magic-booster", podSize: 8, boosters: 1, packSize: 14 });
    expect(t.steps.map((x) => x.seconds)).toEqual([40, 35, 30, 25, 25, 20, 20, 15, 10, 10, 5, 5, 5, 0]);
  });

  it("uses an organizer's edited pick times", () => {
    const edited = timerSettings("dci-2009", { magicBoosterDraft: { pickSeconds: { "13": 50 }, firstReviewSeconds: 60 } });
    if (!edited.ok) throw new Error("override refused");
    const t = schedule({ format: "magic-booster", podSize: 8, boosters: 2 }, edited.value);
    expect(t.steps[2]?.text).toBe("Pack 1, pick 3: 50 s");
    expect(t.steps[15]?.text).toBe("Review after pack 1: 1 min");
  });

  it("refuses a pack size the table has no row for", () => {
    const out = draftSchedule({ format: "magic-booster", podSize: 8, boosters: 3, packSize: 16 }, magic);
    expect(out).toEqual({ ok: false, problems: [{ code: "invalid", path: "$.params.packSize", message: "the pick-time table has no row for 16 cards left" }] });
  });
});

describe("Magic multiplayer and Rochester drafts (R-TIME-3)", () => {
  it("takes two cards a pick from a 15-card booster, 60 s review between packs", () => {
    const s = schedule({ format: "magic-multiplayer", podSize: 4, boosters: 2 });
    expect(s.steps.map((x) => x.text)).toEqual([
      "Pack 1, pick 1: 50 s",
      "Pack 1, pick 2: 45 s",
      "Pack 1, pick 3: 40 s",
      "Pack 1, pick 4: 30 s",
      "Pack 1, pick 5: 20 s",
      "Pack 1, pick 6: 10 s",
      "Pack 1, pick 7: 5 s",
      "Pack 1, pick 8: last card, no timer",
      "Review after pack 1: 1 min",
      "Pack 2, pick 1: 50 s",
      "Pack 2, pick 2: 45 s",
      "Pack 2, pick 3: 40 s",
      "Pack 2, pick 4: 30 s",
      "Pack 2, pick 5: 20 s",
      "Pack 2, pick 6: 10 s",
      "Pack 2, pick 7: 5 s",
      "Pack 2, pick 8: last card, no timer",
    ]);
  });

  it("uses the 14-card column for 14-card boosters, the last two cards untimed", () => {
    const s = schedule({ format: "magic-multiplayer", podSize: 4, boosters: 1, packSize: 14 });
    expect(s.steps.map((x) => x.seconds)).toEqual([50, 45, 40, 30, 20, 10, 0]);
    expect(s.steps.at(-1)?.text).toBe("Pack 1, pick 7: last 2 cards, no timer");
  });

  it("refuses a booster size with no column", () => {
    const out = draftSchedule({ format: "magic-multiplayer", podSize: 4, boosters: 1, packSize: 12 }, magic);
    expect(out.ok ? null : out.problems[0]?.path).toBe("$.params.packSize");
  });

  it("lays out every pack of a Rochester draft: 20 s review, 5 s a pick", () => {
    const s = schedule({ format: "magic-rochester", podSize: 8, boosters: 3 });
    expect(s.steps.filter((x) => x.kind === "review")).toHaveLength(24);
    expect(s.steps.slice(0, 3).map((x) => x.text)).toEqual(["Pack 1 of 24: laid out, review 20 s", "Pack 1, pick 1: 5 s", "Pack 1, pick 2: 5 s"]);
    expect(s.totalSeconds).toBe(24 * (20 + 14 * 5));
  });
});

describe("Dreamblade draft (R-DRAFT-2, R-DRAFT-3)", () => {
  const s = schedule({ format: "dreamblade", podSize: 4, boosters: 3 }, db);

  it("reads the first pack: a minute to unbag and lay it out (section 632), 45 s review, seat 1 drafts, then 10 s a pick round the table", () => {
    expect(s.steps.slice(0, 8).map((x) => x.text)).toEqual([
      "Pack 1 of 12: seat 1 unbags and lays out the miniatures (others may help), 1 min",
      "Pack 1 of 12: seat 1 lays it out; review 45 s, then seat 1 drafts pick 1 (clockwise)",
      "Pack 1 of 12, pick 2: seat 2, 10 s",
      "Pack 1 of 12, pick 3: seat 3, 10 s",
      "Pack 1 of 12, pick 4: seat 4, 10 s",
      "Pack 1 of 12, pick 5: seat 1, 10 s",
      "Pack 1 of 12, pick 6: seat 2, 10 s",
      "Pack 1 of 12, pick 7: seat 3 takes the last miniature",
    ]);
  });

  it("names the seats of the section 634 table for the fifth pack", () => {
    const fifth = s.steps.filter((x) => x.pack === 5);
    expect(fifth[1]?.text).toBe("Pack 5 of 12: seat 4 lays it out; review 45 s, then seat 4 drafts pick 1 (counterclockwise)");
    expect(fifth.map((x) => x.seat)).toEqual([4, 4, 3, 2, 1, 4, 3, 2]);
  });

  it("totals 12 packs of 60 s to lay out, 45 s review and five 10-second picks", () => {
    expect(s.totalSeconds).toBe(12 * (60 + 45 + 5 * 10));
  });

  it("with no time to lay out, each pack waits for the judge before its review", () => {
    const held = timerSettings("dreamblade", { dreambladeDraft: { prepareSeconds: 0 } });
    if (!held.ok) throw new Error("override refused");
    const t = schedule({ format: "dreamblade", podSize: 3, boosters: 2 }, held.value);
    const prepares = t.steps.filter((x) => x.kind === "prepare");
    expect(prepares).toHaveLength(6);
    expect(prepares.every((x) => x.hold === true && x.seconds === 0)).toBe(true);
    expect(prepares[0]!.text).toBe("Pack 1 of 6: seat 1 unbags and lays out the miniatures (others may help); the judge starts the review");
  });

  it("refuses a pod of 6 and one booster", () => {
    const six = draftSchedule({ format: "dreamblade", podSize: 6, boosters: 3 }, db);
    expect(six.ok ? null : six.problems[0]?.code).toBe("pod-size-impossible");
    const one = draftSchedule({ format: "dreamblade", podSize: 4, boosters: 1 }, db);
    expect(one.ok ? null : one.problems[0]?.path).toBe("$.params.boosters");
  });
});
