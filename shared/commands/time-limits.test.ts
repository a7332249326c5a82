// Time limits where the profile says so. R-TIME-1: no
// match under 40 minutes in dci-2009 and Dreamblade, those profiles only.
// R-CMD-4: without a winner at time, play goes on until the stack is empty or
// 3 more minutes pass, then every player at the table has lost. R-TIME-4:
// three minutes of Dreamblade pregame procedures.
import { describe, expect, it } from "vitest";
import type { PlatformState } from "./state.ts";
import { MINUTE, OWNER, refused, run } from "../test-support/commands.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;
const SYSTEM = { role: "system" } as const;

function round1(rules: string, players = 8, extra: Record<string, unknown> = {}): PlatformState {
  let s = run(null, { type: "create-event", name: "Night", gameFormat: "Test", rules, ...extra }, ORG).state;
  s = run(s, { type: "add-players", players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })) }).state;
  return run(s, { type: "start-round", round: 1 }).state;
}

describe("the 40-minute floor is dci-2009's and Dreamblade's only (R-TIME-1)", () => {
  it("club and Commander events may time a round under 40 minutes; dci-2009 and Dreamblade may not", () => {
    for (const rules of ["club", "commander"]) {
      const s = round1(rules, 8, { roundMinutes: 30 });
      expect(s.roundMinutes).toBe(30);
      expect(run(s, { type: "timer", action: "start", minutes: 25 }, OWNER, 0).state.timer.durationMs).toBe(25 * MINUTE);
    }
    for (const rules of ["dci-2009", "dreamblade"]) {
      const e = refused(() => run(null, { type: "create-event", name: "Night", gameFormat: "Test", rules, roundMinutes: 30 }, ORG));
      expect([e.code, e.path]).toEqual(["invalid_input", "$.roundMinutes"]);
      expect(e.message).toMatch(/under the required minimum of 40 minutes/);
      const s = round1(rules);
      expect(refused(() => run(s, { type: "timer", action: "start", minutes: 30 }, OWNER, 0)).path).toBe("$.minutes");
    }
  });
});

describe("R-CMD-4: three more minutes after a Commander round's 60", () => {
  it("the alarm at 60 minutes starts 3 minutes of overtime; the next one ends the clock", () => {
    let s = round1("commander");
    const t0 = 1_000_000;
    s = run(s, { type: "timer", action: "start" }, OWNER, t0).state;
    expect(s.timer).toMatchObject({ state: "running", endsAt: t0 + 60 * MINUTE });
    s = run(s, { type: "timer-expire", round: 1 }, SYSTEM, t0 + 60 * MINUTE).state;
    expect(s.timer).toMatchObject({ state: "running", phase: "overtime", endsAt: t0 + 63 * MINUTE, durationMs: 3 * MINUTE });
    // Pausing keeps it overtime.
    expect(run(s, { type: "timer", action: "pause" }, OWNER, t0 + 61 * MINUTE).state.timer).toMatchObject({
      state: "paused",
      phase: "overtime",
      remainingMs: 2 * MINUTE,
    });
    s = run(s, { type: "timer-expire", round: 1 }, SYSTEM, t0 + 63 * MINUTE).state;
    expect(s.timer).toMatchObject({ state: "ended", phase: "overtime" });
    // Then a table without a winner ends with no winner: all its players lose.
    const table = s.tournament.rounds[0]!.matches.find((m) => "table" in m) as { table: number };
    s = run(s, { type: "set-result", round: 1, table: table.table, result: { winner: null } }).state;
    expect(s.tournament.rounds[0]!.matches.find((m) => "table" in m && m.table === table.table)).toMatchObject({ result: { winner: null } });
  });

  it("one-on-one events have no overtime: their clock ends at the time", () => {
    let s = round1("club");
    s = run(s, { type: "timer", action: "start" }, OWNER, 0).state;
    s = run(s, { type: "timer-expire", round: 1 }, SYSTEM, 50 * MINUTE).state;
    expect(s.timer.state).toBe("ended");
    expect(s.timer.phase).toBeUndefined();
  });
});

describe("R-TIME-4: the 3-minute pregame on the clock", () => {
  it("runs 3 minutes, then the round's 50 start on their own", () => {
    let s = round1("dreamblade");
    s = run(s, { type: "timer", action: "pregame" }, OWNER, 0).state;
    expect(s.timer).toMatchObject({ state: "running", phase: "pregame", endsAt: 3 * MINUTE, durationMs: 3 * MINUTE });
    expect(refused(() => run(s, { type: "timer", action: "start" }, OWNER, MINUTE)).code).toBe("not_allowed_now");
    s = run(s, { type: "timer-expire", round: 1 }, SYSTEM, 3 * MINUTE).state;
    expect(s.timer).toEqual({ round: 1, state: "running", endsAt: 53 * MINUTE, durationMs: 50 * MINUTE, extensions: {} });
  });

  it("only Dreamblade has it, and only before the round's clock starts", () => {
    expect(refused(() => run(round1("club"), { type: "timer", action: "pregame" }, OWNER, 0)).message).toMatch(/no pregame time/);
    const started = run(round1("dreamblade"), { type: "timer", action: "start" }, OWNER, 0).state;
    expect(refused(() => run(started, { type: "timer", action: "pregame" }, OWNER, 0)).code).toBe("not_allowed_now");
  });
});
