// Options are fixed once play starts. R-PO-2: the playoff
// format is announced before the event begins; R-SCORE-5: Dreamblade matches
// are one game; R-SCORE-3: the organizer chooses draws or flip when creating
// the event.
import { describe, expect, it } from "vitest";
import { refused, run } from "../test-support/commands.ts";
import type { PlatformState } from "./state.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;

function event(rules: "club" | "dreamblade", start: boolean): PlatformState {
  let s = run(null, { type: "create-event", name: "Night", gameFormat: "Modern", rules, options: { cut: 4, rounds: 3 } }, ORG).state;
  s = run(s, { type: "add-players", players: Array.from({ length: 8 }, (_, i) => ({ name: `P${i + 1}` })) }).state;
  return start ? run(s, { type: "start-round", round: 1 }).state : s;
}

describe("edit-event once round 1 is paired", () => {
  it("refuses the rules profile, match length, draws/flip and playoff format with 422 and why", () => {
    const s = event("club", true);
    const cases: [unknown, string, RegExp][] = [
      [{ rules: "dci-2009" }, "$.rules", /rules profile cannot change once round 1 is paired/],
      [{ options: { bestOf: 5 } }, "$.options.bestOf", /match length cannot change once round 1 is paired/],
      [{ options: { draws: "allowed" } }, "$.options.draws", /Draws or flip cannot change once round 1 is paired/],
      [{ options: { cut: 8 } }, "$.options.cut", /playoff format cannot change .* announced before the tournament begins \(Dreamblade floor rules §321\)/],
      [{ options: { structure: "swiss" } }, "$.options.structure", /playoff format cannot change/],
      [{ options: { playoffBestOf: 5 } }, "$.options.playoffBestOf", /playoff match length cannot change/],
    ];
    for (const [edit, path, message] of cases) {
      const e = refused(() => run(s, { type: "edit-event", ...(edit as object) }));
      expect([e.code, e.status, e.path]).toEqual(["not_allowed_now", 422, path]);
      expect(e.message).toMatch(message);
    }
  });

  it("keeps name, visibility, date, round minutes and planned rounds editable, and accepts the fixed options sent unchanged", () => {
    const s = event("club", true);
    const next = run(s, {
      type: "edit-event",
      name: "Renamed",
      visibility: "unlisted",
      date: "2026-12-31",
      roundMinutes: 45,
      options: { rounds: 4, bestOf: 3, draws: "flip", cut: 4, structure: "swiss-cut", playoffBestOf: 3 },
    }).state;
    expect([next.tournament.name, next.visibility, next.date, next.roundMinutes, next.tournament.options.rounds]).toEqual([
      "Renamed",
      "unlisted",
      "2026-12-31",
      45,
      4,
    ]);
  });

  it("before round 1 everything may change", () => {
    const s = event("club", false);
    const next = run(s, { type: "edit-event", options: { bestOf: 5, draws: "allowed", cut: 8 } }).state;
    expect(next.tournament.options).toMatchObject({ bestOf: 5, draws: "allowed", cut: 8 });
  });

  it("a Commander event gets no one-on-one cut (its finals are by attendance, R-CMD-3); a one-on-one event no attendance finals", () => {
    const e = refused(() => run(null, { type: "create-event", name: "EDH", gameFormat: "Commander", rules: "commander", options: { cut: 4 } }, ORG));
    expect([e.code, e.path]).toEqual(["invalid_input", "$.options.cut"]);
    expect(e.message).toMatch(/attendance/);
    const ok = run(null, { type: "create-event", name: "EDH", gameFormat: "Commander", rules: "commander", options: { structure: "attendance" } }, ORG).state;
    expect(ok.tournament.options).toMatchObject({ structure: "attendance", cut: 0 });
    expect(refused(() => run(ok, { type: "edit-event", options: { structure: "swiss-cut", cut: 4 } })).path).toBe("$.options.cut");
    expect(
      refused(() => run(null, { type: "create-event", name: "Club", gameFormat: "Modern", rules: "club", options: { structure: "attendance" } }, ORG)).path,
    ).toBe("$.options.structure");
  });

  it("Dreamblade Swiss matches are one game (R-SCORE-5), at creation and in an edit", () => {
    const e = refused(() => run(null, { type: "create-event", name: "Blade", gameFormat: "Dreamblade", rules: "dreamblade", options: { bestOf: 3 } }, ORG));
    expect([e.code, e.path]).toEqual(["invalid_input", "$.options.bestOf"]);
    const s = event("dreamblade", false);
    expect(refused(() => run(s, { type: "edit-event", options: { bestOf: 3 } })).path).toBe("$.options.bestOf");
    // The playoffs may be best of three (R-PO-2).
    expect(run(s, { type: "edit-event", options: { playoffBestOf: 3 } }).state.tournament.options.playoffBestOf).toBe(3);
  });
});
