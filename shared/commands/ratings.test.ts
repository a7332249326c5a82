// The rating-related commands on their own: the DCI K-value on the event,
// profile links on registrations, Dreamblade bonus points, deleting an event
// (owner only) and correcting a finished event's Swiss result.
import { describe, expect, it } from "vitest";
import { parseCommand } from "./apply.ts";
import { ORGANIZER, refusal, run } from "../test-support/commands.ts";
import { publicView } from "./views.ts";

/** Four players (two linked to profiles), one round played 2-0 (Dreamblade: 1-0, one game) at every table, finished. */
function finishedEvent(rules = "club", extra: Record<string, unknown> = {}) {
  let s = run(null, { type: "create-event", name: "Night", gameFormat: "Legacy", rules, options: { rounds: 1 }, ...extra }, ORGANIZER).state;
  s = run(s, { type: "add-players", players: [{ name: "A", profile: "prof-a" }, { name: "B", profile: "prof-b" }, { name: "C" }, { name: "D" }] }).state;
  s = run(s, { type: "start-round", round: 1 }).state;
  for (const m of s.tournament.rounds[0]!.matches)
    if ("table" in m) s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: rules === "dreamblade" ? [1, 0, 0] : [2, 0, 0] } }).state;
  return run(s, { type: "finish" }).state;
}

describe("rating commands", () => {
  it("keeps the DCI K-value on dci-2009 events and shows it; refuses other values", () => {
    const s = finishedEvent("dci-2009", { dciK: 48 });
    expect(s.dciK).toBe(48);
    expect(publicView(s, 9).event.dciK).toBe(48);
    expect("dciK" in publicView(finishedEvent("club"), 9).event).toBe(false);
    expect(refusal(() => parseCommand({ type: "create-event", name: "N", gameFormat: "L", rules: "dci-2009", dciK: 20 })).path).toBe("$.dciK");
  });

  it("links registrations to profiles and shows the links publicly", () => {
    const s = finishedEvent();
    expect(s.tournament.players.map((p) => p.profile)).toEqual(["prof-a", "prof-b", undefined, undefined]);
    // Finished: the unlinked registrations link to the profiles their rating created (ownProfileId).
    expect(publicView(s, 1).players.map((p) => ("profile" in p ? p.profile : null))).toEqual([
      "prof-a",
      "prof-b",
      `${s.tournament.id}-p3`,
      `${s.tournament.id}-p4`,
    ]);
  });

  it("gives Dreamblade bonus points to a player (0 removes them), only on Dreamblade events", () => {
    let s = finishedEvent("dreamblade");
    s = run(s, { type: "set-bonus", playerId: "p2", points: 6 }).state;
    expect(s.bonus).toEqual({ p2: 6 });
    s = run(s, { type: "set-bonus", playerId: "p2", points: 0 }).state;
    expect(s.bonus).toEqual({});
    expect(refusal(() => run(s, { type: "set-bonus", playerId: "p9", points: 1 })).code).toBe("not_found");
    expect(refusal(() => run(finishedEvent(), { type: "set-bonus", playerId: "p1", points: 1 }))).toEqual({ code: "not_allowed_now", path: "$.points" });
    expect(refusal(() => run(s, { type: "set-bonus", playerId: "p1", points: 1 }, { role: "judge", userId: "u2", username: "kim" })).code).toBe("forbidden");
  });

  it("deletes an event for its owner only", () => {
    const s = finishedEvent();
    expect(run(s, { type: "delete-event" }).answer).toEqual({ deleted: true });
    expect(refusal(() => run(s, { type: "delete-event" }, { role: "co-organizer", userId: "u3", username: "co" })).code).toBe("forbidden");
    expect(refusal(() => run(s, { type: "delete-event" }, { role: "anonymous" })).code).toBe("unauthenticated");
  });

  it("corrects a Swiss result of a finished event only with correction: true", () => {
    const s = finishedEvent();
    const table = (s.tournament.rounds[0]!.matches[0] as { table: number }).table;
    expect(refusal(() => run(s, { type: "set-result", round: 1, table, result: { games: [0, 2, 0] } })).code).toBe("stale_round");
    const fixed = run(s, { type: "set-result", round: 1, table, result: { games: [0, 2, 0] }, correction: true }).state;
    expect(fixed.status).toBe("finished");
    expect((fixed.tournament.rounds[0]!.matches[0] as { result: unknown }).result).toEqual({ games: [0, 2, 0] });
    expect(refusal(() => run(s, { type: "set-result", round: 2, table, result: { games: [0, 2, 0] }, correction: true })).code).toBe("not_found");
  });
});
