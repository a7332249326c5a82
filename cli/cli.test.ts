// The topcut CLI as a real process: its bundle (testkit.ts), and once exactly
// as `npm run topcut` runs it (`node --import tsx cli/topcut.ts ...`).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scratch, topcut, topcutAsRun } from "./testkit.ts";

const { dir, file } = scratch("topcut-cli-");

const players = ["ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal", "ida", "jon"].map((id, i) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  registered: i + 1,
  dropped: null,
}));
// The worked example of the club rules (one-on-one part), club rules with Chaos Orb flips.
const springOpen = {
  format: "topcut/1",
  id: "spring-open",
  name: "Spring Open",
  gameFormat: "Old School",
  rules: "club",
  options: { draws: "flip", bestOf: 3, rounds: 5, cut: 0 },
  players,
  rounds: [
    {
      number: 1,
      matches: [
        { table: 1, players: ["ann", "bob"], result: { games: [2, 1, 0] } },
        { table: 2, players: ["cat", "dan"], result: { games: [1, 1, 0], flip: "cat" } },
        { table: 3, players: ["eve", "fay"], result: { intentionalDraw: true } },
        { table: 4, players: ["gus", "hal"], result: { awarded: "gus" } },
        { players: ["ida"], bye: true },
        { players: ["jon"], loss: true },
      ],
    },
  ],
};

describe("topcut validate", { timeout: 30_000 }, () => {
  it("accepts a good file: exit 0, a JSON summary on stdout, nothing on stderr (run as `npm run topcut` runs it)", () => {
    const r = topcutAsRun("validate", file("good.json", springOpen));
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ ok: true, format: "topcut/1", id: "spring-open", rules: "club", players: 10, rounds: 1 });
  });

  it("names the JSON path of a cross-check problem: exit 2, nothing on stdout", () => {
    const bad = structuredClone(springOpen);
    bad.rounds[0]!.matches[0]!.players[1] = "zed";
    const r = topcut("validate", file("unknown.json", bad));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain('$.rounds[0].matches[0].players[1]: unknown player "zed"');
  });

  it("names the JSON path of a schema problem", () => {
    const bad = structuredClone(springOpen) as { players: { registered: unknown }[] };
    bad.players[2]!.registered = "third";
    const r = topcut("validate", file("schema.json", bad));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("$.players[2].registered:");
  });

  it("rejects text that is not JSON and a file that cannot be read", () => {
    const notJson = topcut("validate", file("broken.json", '{"format": "topcut/1",'));
    expect(notJson.code).toBe(2);
    expect(notJson.stdout).toBe("");
    expect(notJson.stderr).toMatch(/\$: not JSON/);
    const missing = topcut("validate", join(dir, "nope.json"));
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toContain("cannot read the file (ENOENT)");
  });
});

describe("topcut standings", { timeout: 30_000 }, () => {
  it("prints the standings as JSON", () => {
    const r = topcut("standings", file("standings.json", springOpen));
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.id).toBe("spring-open");
    expect(out.afterRound).toBe(1);
    const rows = out.standings as { player: string; place: number; points: number; matches: number; tiebreakers: Record<string, number> }[];
    // Winners on 3: ann (2-1), cat (flip), gus (awarded) and ida (bye).
    expect(rows.map((x) => [x.player, x.place, x.points])).toEqual([
      ["ann", 1, 3],
      ["cat", 2, 3],
      ["gus", 3, 3],
      ["ida", 3, 3],
      ["eve", 5, 1],
      ["fay", 5, 1],
      ["dan", 7, 0],
      ["bob", 8, 0],
      ["hal", 9, 0],
      ["jon", 9, 0],
    ]);
    const ann = rows[0]!;
    expect(ann.tiebreakers).toEqual({ omw: 0.33, gw: 6 / 9, ogw: 1 / 3 });
  });

  it("--round N gives the standings after round N; a bad option exits 2", () => {
    const path = file("round0.json", springOpen);
    const r = topcut("standings", path, "--round", "0");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).standings.every((x: { points: number }) => x.points === 0)).toBe(true);
    const bad = topcut("standings", path, "--round", "soon");
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain("--round");
  });
});
