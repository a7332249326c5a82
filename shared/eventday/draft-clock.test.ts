import { describe, expect, it } from "vitest";
import { draftClock, type DraftClock } from "./draft-clock.ts";
import type { DraftStep } from "./draft-schedule.ts";

const steps: DraftStep[] = [
  { kind: "review", pack: 1, seconds: 30, text: "review" },
  { kind: "pick", pack: 1, pick: 1, seconds: 10, text: "pick 1" },
  { kind: "last-pick", pack: 1, pick: 2, seconds: 0, text: "last card" },
  { kind: "pick", pack: 2, pick: 1, seconds: 5, text: "pack 2" },
];
const START = Date.UTC(2026, 10, 29, 10, 0, 0);
const s = (sec: number) => START + sec * 1000;

function at(now: number, pauses: Array<{ from: number | string; to?: number | string }> = []): DraftClock {
  const out = draftClock(steps, { startedAt: START, pauses, now });
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.value;
}

const where = (c: DraftClock) => (c.state === "running" || c.state === "paused" ? [c.state, c.current.text, c.stepRemainingMs] : [c.state]);

describe("where the draft is at time t", () => {
  it("counts down to the start", () => {
    expect(at(s(-5))).toEqual({ state: "not-started", startsInMs: 5000 });
  });

  it("runs the steps in order, a step ending exactly at its last millisecond", () => {
    expect(where(at(s(0)))).toEqual(["running", "review", 30000]);
    expect(where(at(s(30) - 1))).toEqual(["running", "review", 1]);
    expect(where(at(s(30)))).toEqual(["running", "pick 1", 10000]);
  });

  it("passes a 0-second step instantly", () => {
    const c = at(s(40));
    expect(where(c)).toEqual(["running", "pack 2", 5000]);
    expect(c.state === "running" && c.next).toBeNull();
  });

  it("finishes after the last step", () => {
    expect(at(s(45))).toEqual({ state: "finished", elapsedMs: 45000 });
  });

  it("takes pauses out of the elapsed time", () => {
    const c = at(s(35), [{ from: s(10), to: s(20) }]);
    expect(where(c)).toEqual(["running", "review", 5000]);
    expect(c.state === "running" && c.elapsedMs).toBe(25000);
  });

  it("holds still during an open pause", () => {
    const c = at(s(100), [{ from: s(12) }]);
    expect(where(c)).toEqual(["paused", "review", 18000]);
    expect(where(at(s(500), [{ from: s(12) }]))).toEqual(["paused", "review", 18000]);
  });

  it("counts overlapping pauses once and ignores pause time before the start", () => {
    const c = at(s(40), [
      { from: s(10), to: s(20) },
      { from: s(15), to: s(25) },
      { from: s(-30), to: s(0) },
    ]);
    expect(c.state === "running" && c.elapsedMs).toBe(25000);
  });

  it("accepts ISO times", () => {
    const out = draftClock(steps, { startedAt: "2026-11-29T19:00:00+09:00", pauses: [], now: "2026-11-29T10:00:31Z" });
    expect(out.ok && where(out.value)).toEqual(["running", "pick 1", 9000]);
  });

  it("refuses a pause that ends before it begins, naming it", () => {
    const out = draftClock(steps, { startedAt: START, pauses: [{ from: s(20), to: s(10) }], now: s(30) });
    expect(out).toEqual({ ok: false, problems: [{ code: "invalid", path: "$.clock.pauses[0].to", message: "a pause cannot end before it begins" }] });
  });
});

describe("the judge moves the clock", () => {
  const steps = [
    { kind: "prepare" as const, pack: 1, seconds: 0, hold: true, text: "lay out" },
    { kind: "review" as const, pack: 1, seconds: 45, text: "review" },
    { kind: "pick" as const, pack: 1, pick: 2, seconds: 10, text: "pick 2" },
  ];
  it("a hold step waits for the judge however long it takes", () => {
    const c = draftClock(steps, { startedAt: 0, now: 3_600_000 });
    expect(c.ok && c.value.state === "running" && c.value.step === 0 && c.value.holding).toBe(true);
  });

  it("counts from the step the judge jumped to", () => {
    const c = draftClock(steps, { startedAt: 1_000, startStep: 1, now: 1_000 + 46_000 });
    expect(c.ok && c.value.state === "running" ? [c.value.step, c.value.stepRemainingMs, c.value.holding] : null).toEqual([2, 9_000, false]);
    const done = draftClock(steps, { startedAt: 0, startStep: 2, now: 10_000 });
    expect(done.ok && done.value.state).toBe("finished");
    expect(draftClock(steps, { startedAt: 0, startStep: -1, now: 0 }).ok).toBe(false);
  });
});
