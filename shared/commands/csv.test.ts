// The list preview: every player the list can take and every line it cannot.
import { describe, expect, it } from "vitest";
import { parsePlayerList, previewPlayerList } from "./csv.ts";
import { CommandError } from "./errors.ts";

describe("previewPlayerList", () => {
  it("keeps the good lines and names every bad one; parsePlayerList refuses at the first", () => {
    const text = 'name,country\n"Sato, Ken",JP\n,NL\nAnn\u202eB,GB\n\nBob,US';
    const p = previewPlayerList(text);
    expect(p.players).toEqual([{ name: "Sato, Ken", country: "JP" }, { name: "Bob", country: "US" }]);
    expect(p.problems.map((x) => x.line)).toEqual([3, 4]);
    expect(p.problems[0]!.message).toBe("Line 3: the name column is empty.");
    expect(p.problems[1]!.message).toBe("Line 4: a name cannot hold bidirectional override or isolate characters.");
    expect(() => parsePlayerList(text)).toThrow(CommandError);
    expect(() => parsePlayerList(text)).toThrow("Line 3: the name column is empty.");
  });

  it("reads a plain list line by line and says when it is empty", () => {
    expect(previewPlayerList("Ann\n\n  Bob  \n")).toEqual({ players: [{ name: "Ann" }, { name: "Bob" }], problems: [] });
    expect(previewPlayerList("  \n").problems).toEqual([{ line: 0, message: "The list is empty: paste one player name per line." }]);
  });
});
