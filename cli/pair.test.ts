// `topcut pair FILE` as a real process.
import { describe, expect, it } from "vitest";
import { scratch, topcut } from "./testkit.ts";

const { file } = scratch("topcut-pair-");

const players = ["ann", "bob", "cat", "dan", "eve"].map((id, i) => ({ id, name: id.toUpperCase(), registered: i + 1, dropped: null }));
const event = (rules: string, rounds: unknown[] = []) => ({
  format: "topcut/1",
  id: "cli-pair",
  name: "CLI pair",
  gameFormat: "Old School",
  rules,
  options: { draws: "allowed", bestOf: 3, rounds: 3, cut: 0 },
  players,
  rounds,
});
const round1 = {
  number: 1,
  matches: [
    { table: 1, players: ["ann", "bob"], result: { games: [2, 0, 0] } },
    { table: 2, players: ["cat", "dan"], result: { games: [0, 2, 0] } },
    { players: ["eve"], bye: true },
  ],
};

describe("topcut pair", () => {
  it("prints the next round: two tables and the bye last, with notes and a certificate", () => {
    const r = topcut("pair", file("ok.json", event("club", [round1])));
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.round).toBe(2);
    expect(out.matches.map((m: { table?: number }) => m.table)).toEqual([1, 2, undefined]);
    expect(out.matches[2].bye).toBe(true);
    // eve had the round-1 bye: someone else sits out.
    expect(out.matches[2].players).not.toEqual(["eve"]);
    expect(out.matches.flatMap((m: { players: string[] }) => m.players).sort()).toEqual(["ann", "bob", "cat", "dan", "eve"]);
    expect(Array.isArray(out.notes)).toBe(true);
    expect(out.certificate.path).toBe("exact");
    // The same file gives the same round.
    expect(topcut("pair", file("ok.json", event("club", [round1]))).stdout).toBe(r.stdout);
  });

  it("pairs Commander tables in seat order", () => {
    const r = topcut(
      "pair",
      file("pods.json", { ...event("commander"), players: [...players, { id: "fay", name: "FAY", registered: 6, dropped: null }] }),
      "--pods",
      "random",
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.matches.map((m: { players: string[] }) => m.players.length)).toEqual([3, 3]);
  });

  it("an open round: a clear message on stderr, exit 2, nothing on stdout", () => {
    const open = { number: 1, matches: [{ table: 1, players: ["ann", "bob"] }, round1.matches[1], round1.matches[2]] };
    const r = topcut("pair", file("open.json", event("club", [open])));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/round 1 is still open: table 1 \(ann vs bob\) has no result/);
  });

  it("too few players and bad data: exit 2 with the reason", () => {
    const three = topcut("pair", file("three.json", { ...event("club"), players: players.slice(0, 3) }));
    expect(three.code).toBe(2);
    expect(three.stdout).toBe("");
    expect(three.stderr).toMatch(/at least 4 active players/);
    const bad = topcut("pair", file("bad.json", "{ not json"));
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toMatch(/not JSON/);
    const opt = topcut("pair", file("ok2.json", event("club")), "--pods", "sideways");
    expect(opt.code).toBe(2);
    expect(opt.stderr).toMatch(/--pods needs/);
  });
});
