// A player's name may carry its reading (furigana), which
// name lists sort by (あいうえお順): 山田 sorts as やまだ, not by its kanji.
import { describe, expect, it } from "vitest";
import { refused, run } from "../test-support/commands.ts";
import { publicView } from "./views.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;

describe("name readings", () => {
  it("registers, shows and edits a reading; an empty one takes it off", () => {
    let s = run(null, { type: "create-event", name: "EDH", gameFormat: "Commander", rules: "commander" }, ORG).state;
    s = run(s, { type: "add-players", players: [{ name: "山田 花子", reading: "やまだ はなこ" }, { name: "Ann" }] }).state;
    expect(s.tournament.players.map((p) => p.reading)).toEqual(["やまだ はなこ", undefined]);
    expect(publicView(s, 1).players[0]).toMatchObject({ name: "山田 花子", reading: "やまだ はなこ" });
    expect(publicView(s, 1).players[1]).not.toHaveProperty("reading");
    s = run(s, { type: "edit-player", playerId: "p2", reading: "あん" }).state;
    expect(s.tournament.players[1]!.reading).toBe("あん");
    s = run(s, { type: "edit-player", playerId: "p1", reading: "" }).state;
    expect(s.tournament.players[0]).not.toHaveProperty("reading");
  });

  it("refuses a reading longer than 120 characters, naming the field, and changes nothing", () => {
    const s = run(null, { type: "create-event", name: "EDH", gameFormat: "Commander", rules: "commander" }, ORG).state;
    const e = refused(() => run(s, { type: "add-players", players: [{ name: "Ann", reading: "あ".repeat(121) }] }));
    expect(e.code).toBe("invalid_input");
    expect(e.path).toBe("$.players[0].reading");
  });

  it("a late arrival and a CSV import keep their readings (a よみがな column)", () => {
    let s = run(null, { type: "create-event", name: "EDH", gameFormat: "Commander", rules: "commander" }, ORG).state;
    s = run(s, { type: "import-players", csv: "名前,よみがな\n山田 花子,やまだ はなこ\n伊藤 淳,いとう じゅん\nAnn,\n渡辺 健,わたなべ けん" }).state;
    expect(s.tournament.players.map((p) => [p.name, p.reading])).toEqual([
      ["山田 花子", "やまだ はなこ"],
      ["伊藤 淳", "いとう じゅん"],
      ["Ann", undefined],
      ["渡辺 健", "わたなべ けん"],
    ]);
    s = run(s, { type: "start-round", round: 1 }).state;
    s = run(s, { type: "late-entry", name: "阿部 真", reading: "あべ まこと", mode: "loss" }).state;
    expect(s.tournament.players.at(-1)).toMatchObject({ name: "阿部 真", reading: "あべ まこと" });
  });
});
