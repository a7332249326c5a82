// The list preview: every player the list can take and every line it cannot.
import { describe, expect, it } from "vitest";
import { parsePlayerList, previewPlayerList } from "./csv.ts";
import { CommandError } from "./errors.ts";

describe("previewPlayerList", () => {
  it("keeps the good lines and names every bad one; parsePlayerList refuses at the first", () => {
    const text = 'name,country\n"Sato, Ken",JP\n,NL\nAnn\u202eB,GB\n\nBob,US';
    const p = previewPlayerList(text);
    expect(p.players).toEqual([
      { name: "Sato, Ken", country: "JP" },
      { name: "Bob", country: "US" },
    ]);
    expect(p.problems.map((x) => [x.line, x.kind])).toEqual([
      [3, "empty-name"],
      [4, "name-rule"],
    ]);
    expect(p.problems[0]!.message).toBe("Line 3: the name column is empty.");
    expect(p.problems[1]!.message).toBe("Line 4: a name cannot hold bidirectional control characters (overrides, isolates, direction marks).");
    expect(() => parsePlayerList(text)).toThrow(CommandError);
    expect(() => parsePlayerList(text)).toThrow("Line 3: the name column is empty.");
  });

  it("reads a sheet separated by semicolons or tabs as well as commas", () => {
    expect(previewPlayerList("name;country\nAnn Lee;JP\n").players).toEqual([{ name: "Ann Lee", country: "JP" }]);
    expect(previewPlayerList("name\tcountry\nBob\tUS\n").players).toEqual([{ name: "Bob", country: "US" }]);
  });

  it("holds the reading, country and region to the text rule, and cuts a long country without splitting a character", () => {
    const p = previewPlayerList(`name,reading,country,region\nAnn,a\u0000n,,\nBob,,G\u2028B,\nCy,,,\ufffe\nDee,,${"x".repeat(63)}😀,`);
    expect(p.problems.map((x) => [x.line, x.kind, x.message])).toEqual([
      [2, "text-rule", "Line 2: the reading cannot hold control characters (tabs, line breaks, ...)."],
      [3, "text-rule", "Line 3: the country cannot hold line or paragraph separators (U+2028, U+2029)."],
      [4, "text-rule", "Line 4: the region cannot hold noncharacters (U+FDD0-U+FDEF, U+FFFE, U+FFFF and their kin in every plane)."],
    ]);
    expect(p.players).toEqual([{ name: "Dee", country: "x".repeat(63) }]);
  });

  it("reads a quoted field across a line break as one record, refused on the line it starts, the lines after it numbered as typed", () => {
    const p = previewPlayerList('name,country\nDee,NL\n"Ann\nLee",JP\n"Bo ""B"", Ko",KR\nCy,');
    expect(p.players).toEqual([{ name: "Dee", country: "NL" }, { name: 'Bo "B", Ko', country: "KR" }, { name: "Cy" }]);
    expect(p.problems.map((x) => [x.line, x.kind])).toEqual([[3, "name-rule"]]);
    // A quote never closed takes the rest of the list: one refused record, not a silent split.
    expect(previewPlayerList('name\nAnn\n"Bob\nCy\nDee').problems.map((x) => [x.line, x.kind])).toEqual([[3, "name-rule"]]);
  });

  it("reads a plain list line by line and says when it is empty", () => {
    expect(previewPlayerList("Ann\n\n  Bob  \n")).toEqual({ players: [{ name: "Ann" }, { name: "Bob" }], problems: [] });
    expect(previewPlayerList("  \n").problems).toEqual([{ line: 0, kind: "empty-list", message: "The list is empty: paste one player name per line." }]);
  });

  it("reads a reading column (reading or よみがな) and a Japanese name header; each problem has a kind the console words itself", () => {
    expect(previewPlayerList("name,reading\n山田 花子,やまだ はなこ\nAnn,").players).toEqual([
      { name: "山田 花子", reading: "やまだ はなこ" },
      { name: "Ann" },
    ]);
    const p = previewPlayerList(`名前,よみがな\n伊藤 淳,いとう じゅん\n,あ\n阿部,${"あ".repeat(121)}`);
    expect(p.players).toEqual([{ name: "伊藤 淳", reading: "いとう じゅん" }]);
    expect(p.problems.map((x) => [x.line, x.kind])).toEqual([
      [3, "empty-name"],
      [4, "reading-too-long"],
    ]);
  });
});
