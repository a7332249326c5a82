// A refusal of bad input carries the rule it broke as data (rule:
// { kind, of, limit }; a pasted list's line and kind), so a client words it in
// its reader's language instead of showing the English sentence.
import { describe, expect, it } from "vitest";
import { parseCommand } from "./apply.ts";
import { CommandError } from "./errors.ts";
import { refused, run } from "../test-support/commands.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;

function bodyOf(f: () => unknown) {
  try {
    f();
  } catch (e) {
    if (e instanceof CommandError) return e.toBody().error;
    throw e;
  }
  throw new Error("not refused");
}

describe("the rule a refused field broke", () => {
  it("names a length, a value and a count limit, an unknown field and a wrong value", () => {
    expect(bodyOf(() => parseCommand({ type: "add-players", players: [{ name: "A".repeat(121) }] }))).toMatchObject({
      code: "invalid_input",
      path: "$.players[0].name",
      rule: { kind: "max", of: "string", limit: 120 },
    });
    expect(bodyOf(() => parseCommand({ type: "start-round", round: 0 }))).toMatchObject({ path: "$.round", rule: { kind: "min", of: "number", limit: 1 } });
    expect(bodyOf(() => parseCommand({ type: "start-round", round: 1, colour: "red" }))).toMatchObject({ path: "$.colour", rule: { kind: "unknown-field" } });
    expect(bodyOf(() => parseCommand({ type: "late-entry", name: "Ann", mode: "later" }))).toMatchObject({ path: "$.mode", rule: { kind: "value" } });
    expect(bodyOf(() => parseCommand({ type: "start-round", round: "3" }))).toMatchObject({ path: "$.round", rule: { kind: "type" } });
  });

  it("a pasted list refused at a line says which line and why, and nothing changes", () => {
    const s = run(null, { type: "create-event", name: "EDH", gameFormat: "Commander", rules: "commander" }, ORG).state;
    const e = refused(() => run(s, { type: "import-players", csv: "名前,よみがな\n山田,やまだ\n,あ" }));
    expect(e.toBody().error).toMatchObject({ code: "invalid_input", path: "$.csv", list: { kind: "empty-name", line: 3 } });
    expect(s.tournament.players).toEqual([]);
  });
});
