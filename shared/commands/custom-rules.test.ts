// Events under an organizer's rules through the command layer:
// created with the definition, refused combinations named, the rules fixed
// once play starts, standings and views under its points and tiebreakers.
import { describe, expect, it } from "vitest";
import { PRESETS } from "../rules/custom.ts";
import { publicView } from "./views.ts";
import { refused, run } from "../test-support/commands.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;
const create = (extra: object) => run(null, { type: "create-event", name: "Club night", gameFormat: "Chess", ...extra }, ORG);

describe("create-event with rules custom", () => {
  it("keeps the definition, takes its best-of and draws, and the view names its tiebreakers", () => {
    let s = create({ rules: "custom", customRules: PRESETS.buchholz }).state;
    expect(s.tournament.customRules).toEqual(PRESETS.buchholz);
    expect([s.tournament.options.bestOf, s.tournament.options.draws]).toEqual([1, "allowed"]);
    s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cid", "Dee"].map((name) => ({ name })) }).state;
    s = run(s, { type: "start-round", round: 1 }).state;
    for (const m of s.tournament.rounds[0]!.matches) {
      if (!("table" in m)) continue;
      s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: [1, 0, 0] } }).state;
    }
    const view = publicView(s, 1);
    expect(view.event.customRules?.name).toBe("Buchholz Swiss");
    // Winners score the preset's 2 points; every row carries its four tiebreakers by name.
    expect(view.standings!.map((r) => r.points).sort()).toEqual([0, 0, 2, 2]);
    expect(Object.keys(view.standings![0]!.tiebreakers)).toEqual(["buchholz-median", "buchholz", "direct", "wins"]);
  });

  it("refuses a missing or misplaced definition, and every refused combination with its path and reason", () => {
    expect(refused(() => create({ rules: "custom" })).path).toBe("$.customRules");
    expect(refused(() => create({ rules: "club", customRules: PRESETS.buchholz })).path).toBe("$.customRules");
    const e = refused(() => create({ rules: "custom", customRules: { ...PRESETS.buchholz, points: { win: 2, draw: 1, loss: 0, bye: 3 } } }));
    expect([e.status, e.path, e.message]).toEqual([
      400,
      "$.customRules.points.bye",
      'The rules "Buchholz Swiss": a bye (3) cannot be worth more than a win (2): nobody may gain by not playing.',
    ]);
    const len = refused(() => create({ rules: "custom", customRules: PRESETS.buchholz, options: { bestOf: 3 } }));
    expect([len.path, len.message]).toEqual(["$.options.bestOf", 'The rules "Buchholz Swiss" play best of 1: the match length is part of them.']);
  });

  it("the definition can change before round 1 and not after", () => {
    let s = create({ rules: "custom", customRules: PRESETS.buchholz }).state;
    s = run(s, { type: "edit-event", customRules: PRESETS["omw-25"] }).state;
    expect(s.tournament.customRules!.name).toBe(PRESETS["omw-25"].name);
    s = run(s, { type: "edit-event", rules: "club" }).state;
    expect([s.tournament.rules, s.tournament.customRules, s.tournament.options.bestOf]).toEqual(["club", undefined, 3]);
    s = run(s, { type: "edit-event", rules: "custom", customRules: PRESETS.buchholz }).state;
    s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cid", "Dee"].map((name) => ({ name })) }).state;
    s = run(s, { type: "start-round", round: 1 }).state;
    const e = refused(() => run(s, { type: "edit-event", customRules: PRESETS["omw-25"] }));
    expect([e.code, e.path]).toEqual(["not_allowed_now", "$.customRules"]);
  });
});
