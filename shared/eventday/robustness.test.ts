// Bad input never crashes: every entry point that takes untrusted input answers
// arbitrary values with an Outcome, and refusals always carry a path and a message.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allocateRegistrations, validateApplication } from "./registration.ts";
import { computeFees } from "./fees.ts";
import { editList, receiveList } from "./lists.ts";
import { checkList } from "./legality.ts";
import { DREAMBLADE_LEGALITY } from "./legality-data.ts";
import { timerSettings, defaultTimers } from "./timers.ts";
import { draftSchedule } from "./draft-schedule.ts";
import { draftClock } from "./draft-clock.ts";
import { type Outcome, unwrap } from "./outcome.ts";

function wellFormed(out: Outcome<unknown>) {
  if (out.ok) return;
  expect(out.problems.length).toBeGreaterThan(0);
  for (const p of out.problems) {
    expect(p.path.startsWith("$")).toBe(true);
    expect(p.message.length).toBeGreaterThan(0);
  }
}

// Values close to the real shapes reach deeper than pure noise.
const instant = fc.oneof(
  fc.integer({ min: -5, max: 2e16 }),
  fc.constantFrom("2026-11-29T10:00:00Z", "2026-11-29T10:00:00", "nonsense", "2026-02-30T10:00:00Z"),
);
const nearApplication = fc.record(
  {
    player: fc.string({ maxLength: 3 }),
    events: fc.array(fc.constantFrom("a", "b", "zz", ""), { maxLength: 3 }),
    appliedAt: instant,
    withdrawnAt: fc.option(instant, { nil: undefined }),
    by: fc.constantFrom("player", "organizer", "x"),
  },
  { requiredKeys: ["player", "events", "appliedAt"] },
);
const nearState = fc.record({
  events: fc.array(
    fc.record(
      {
        id: fc.constantFrom("a", "b", ""),
        capacity: fc.oneof(fc.integer({ min: -2, max: 4 }), fc.constant(null)),
        pool: fc.constantFrom("hall", "x"),
        closesAt: instant,
      },
      { requiredKeys: ["id", "capacity"] },
    ),
    { maxLength: 3 },
  ),
  pools: fc.array(fc.record({ id: fc.constantFrom("hall", "hall"), capacity: fc.integer({ min: -1, max: 3 }) }), { maxLength: 2 }),
  applications: fc.array(nearApplication, { maxLength: 4 }),
});

describe("arbitrary input never crashes", () => {
  it("registration", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), nearState), fc.oneof(fc.anything(), nearApplication), (state, app) => {
        wellFormed(allocateRegistrations(state));
        wellFormed(validateApplication(state, app));
      }),
      { numRuns: 500 },
    );
  });

  it("fees, lists, legality", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        wellFormed(computeFees(a, b));
        wellFormed(editList(a, b));
        wellFormed(receiveList(a, b, c));
        wellFormed(checkList(DREAMBLADE_LEGALITY, a, "constructed", b));
        wellFormed(checkList(a as never, b, "limited", "2007-01-01"));
      }),
      { numRuns: 300 },
    );
  });

  it("timers, draft schedule and draft clock", () => {
    const { steps } = unwrap(draftSchedule({ format: "dreamblade", podSize: 4, boosters: 2 }, defaultTimers("dreamblade")));
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        wellFormed(timerSettings("dci-2009", a));
        wellFormed(draftSchedule(a, defaultTimers("dci-2009")));
        wellFormed(draftSchedule({ format: "magic-booster", podSize: 8, boosters: 3 }, b as never));
        wellFormed(draftClock(steps, a));
        wellFormed(draftClock(steps, { startedAt: 0, pauses: b, now: 5 }));
      }),
      { numRuns: 300 },
    );
  });
});
