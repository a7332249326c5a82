// The Commander event's rounding as an event option (R-CMD-1, docs/rules.md):
// chosen at creation or in an edit before round 1, fixed once round 1 is
// paired, refused on events without Commander Points and with a bad value,
// each at $.options.commanderRounding; the standings follow the reading chosen.
import { describe, expect, it } from "vitest";
import { computeStandings } from "../standings/index.ts";
import { refused, run } from "../test-support/commands.ts";
import type { PlatformState } from "./state.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;
const PATH = "$.options.commanderRounding";

function commanderEvent(options: Record<string, unknown> = {}): PlatformState {
  let s = run(null, { type: "create-event", name: "EDH Night", gameFormat: "Commander", rules: "commander", options }, ORG).state;
  s = run(s, { type: "add-players", players: ["Ann", "Ben", "Cho", "Dai"].map((name) => ({ name })) }).state;
  return s;
}

/** Pairs `round` (one table of four) and gives it to the player in seat A; returns the state and that winner. */
function playRound(s: PlatformState, round: number, winner?: string): { s: PlatformState; winner: string } {
  s = run(s, { type: "start-round", round }).state;
  const table = s.tournament.rounds[round - 1]!.matches[0]!;
  if (!("table" in table)) throw new Error("expected a table");
  const w = winner ?? table.players[0]!;
  return { s: run(s, { type: "set-result", round, table: table.table, result: { winner: w } }).state, winner: w };
}

describe("options.commanderRounding", () => {
  it("is absent by default (the per-loss reading) and may be chosen at creation or changed before round 1", () => {
    expect(commanderEvent().tournament.options.commanderRounding).toBeUndefined();
    expect(commanderEvent({ commanderRounding: "on-total" }).tournament.options.commanderRounding).toBe("on-total");
    const s = run(commanderEvent(), { type: "edit-event", options: { commanderRounding: "on-total" } }).state;
    expect(s.tournament.options.commanderRounding).toBe("on-total");
    expect(run(s, { type: "edit-event", options: { commanderRounding: "per-loss" } }).state.tournament.options.commanderRounding).toBe("per-loss");
  });

  it("refuses a value that is neither reading, at its path, and changes nothing", () => {
    const s = commanderEvent();
    const e = refused(() => run(s, { type: "edit-event", options: { commanderRounding: "per-table" } }));
    expect([e.code, e.path]).toEqual(["invalid_input", PATH]);
    expect(e.message).toMatch(/per-loss/);
    expect(e.message).toMatch(/on-total/);
    expect(s.tournament.options.commanderRounding).toBeUndefined();
  });

  it("is refused on an event without Commander Points", () => {
    const e = refused(() =>
      run(null, { type: "create-event", name: "Club", gameFormat: "Modern", rules: "club", options: { commanderRounding: "on-total" } }, ORG),
    );
    expect([e.code, e.path]).toEqual(["invalid_input", PATH]);
    expect(e.message).toMatch(/no Commander Points/);
  });

  it("is fixed once round 1 is paired (422, why), and passes sent unchanged", () => {
    const { s } = playRound(commanderEvent({ commanderRounding: "on-total" }), 1);
    const e = refused(() => run(s, { type: "edit-event", options: { commanderRounding: "per-loss" } }));
    expect([e.code, e.status, e.path]).toEqual(["not_allowed_now", 422, PATH]);
    expect(e.message).toMatch(/rounding cannot change once round 1 is paired/);
    expect(run(s, { type: "edit-event", name: "EDH Night 2", options: { commanderRounding: "on-total" } }).state.tournament.name).toBe("EDH Night 2");
    // An event that never chose sends the default unchanged.
    const { s: plain } = playRound(commanderEvent(), 1);
    expect(run(plain, { type: "edit-event", options: { commanderRounding: "per-loss" } }).state.tournament.options.commanderRounding).toBe("per-loss");
  });

  it("the standings score by the reading chosen", () => {
    // One table of four, won twice by the same player. Round 1: 1000 + 3 × 70 = 1210,
    // the others 930. Round 2, each loser's 7% of 930 is 65.1:
    //   per-loss: 3 × ceil(65.1) = 198 → 1408;      on-total: 1210 + 195.3 = 1405.3 → 1406.
    const top = (options: Record<string, unknown>) => {
      const first = playRound(commanderEvent(options), 1);
      const { s } = playRound(first.s, 2, first.winner);
      return computeStandings(s.tournament)[0]!.points;
    };
    expect(top({})).toBe(1408);
    expect(top({ commanderRounding: "on-total" })).toBe(1406);
  });
});
