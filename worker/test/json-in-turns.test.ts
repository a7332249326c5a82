import { describe, expect, it } from "vitest";
import { applyCommand } from "../../shared/commands/apply.ts";
import { actorFor } from "../../shared/commands/permissions.ts";
import type { PlatformState } from "../../shared/commands/state.ts";
import { publicView } from "../../shared/commands/views.ts";
import { jsonInTurns } from "../json-in-turns.ts";

/** A 200-player event after three rounds with results (and its optional fields left out or undefined). */
function event(): PlatformState {
  let n = 0;
  const ctx = (s: PlatformState | null) =>
    ({
      actor: s ? actorFor(s, { userId: "u1", username: "org" }) : { role: "organizer", userId: "u1", username: "org" },
      now: 1_800_000_000_000,
      eventId: "e1",
      freshCode: () => `C${(n++).toString(36).toUpperCase().padStart(5, "0")}`,
      freshToken: () => `t${n++}`,
    }) as never;
  let s = applyCommand(null, { type: "create-event", name: "Turns", gameFormat: "Modern", rules: "club" } as never, ctx(null)).state;
  s = applyCommand(s, { type: "add-players", players: Array.from({ length: 200 }, (_, i) => ({ name: `Player ${i + 1}` })) } as never, ctx(s)).state;
  for (let r = 1; r <= 3; r++) {
    s = applyCommand(s, { type: "start-round", round: r } as never, ctx(s)).state;
    for (const m of s.tournament.rounds[r - 1]!.matches) {
      if (!("table" in m)) continue;
      s = applyCommand(s, { type: "set-result", round: r, table: m.table, result: { games: [2, m.table % 3 === 0 ? 1 : 0, 0] } } as never, ctx(s)).state;
    }
  }
  return s;
}

describe("jsonInTurns", () => {
  it("gives exactly JSON.stringify's text for a state and its public view, turning the thread back on the way", async () => {
    const state = event();
    let turns = 0;
    const turn = async () => void turns++;
    for (const value of [state, publicView(state, 42), { a: undefined, b: [undefined, () => 1, 1], c: { d: null } }]) {
      expect(await jsonInTurns(value, { piece: 10_000, turn })).toBe(JSON.stringify(value));
    }
    expect(turns).toBeGreaterThan(0);
  });
});
