// Dead-even players at the final stage's lines (R-TB-6). Expected groups are
// worked out by hand: at a 4-player Commander table the winner gains 3 x 70
// (1000 -> 1210) and each loser pays 70 (1000 -> 930); Commander Points have
// no tiebreakers, so equal points share a place.
import { describe, expect, it } from "vitest";
import { build, beats, pod, type M } from "../test-support/standings-builders.ts";
import { bracket, qualifierCount, settledTies, startPlayoffs } from "./index.ts";
import { cutTiesOf } from "../commands/engine.ts";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `a${String(i + 1).padStart(2, "0")}`);

/** One Swiss round of 4-player tables in player order, the first at each table winning. */
function commander(players: string[], registered?: Record<string, number>) {
  const round: M[] = [];
  for (let k = 0; k < players.length; k += 4) round.push(pod(players.slice(k, k + 4), players[k]!));
  return build({ rules: "commander", players, rounds: [round], options: { rounds: 1, structure: "attendance" }, ...(registered ? { registered } : {}) });
}

describe("settledTies", () => {
  it("12 at a Commander event (a final table of 4): three winners share place 1, nine losers place 4, and one seat is left for them", () => {
    const t = commander(ids(12));
    expect(qualifierCount(t)).toBe(4);
    expect(settledTies(t, 4)).toEqual([
      { place: 1, points: 1210, players: ["a01", "a05", "a09"], advancing: 3, rule: "R-TB-6" },
      { place: 4, points: 930, players: ["a02", "a03", "a04", "a06", "a07", "a08", "a10", "a11", "a12"], advancing: 1, rule: "R-TB-6" },
    ]);
  });

  it("registration order is what settles it: registered in reverse, a12 takes the last seat", () => {
    const players = ids(12);
    const t = commander(players, Object.fromEntries(players.map((id, i) => [id, 12 - i])));
    const [winners, losers] = settledTies(t, 4);
    expect(winners!.players).toEqual(["a09", "a05", "a01"]);
    expect(losers!.players[0]).toBe("a12");
    expect(losers!.advancing).toBe(1);
    // What the engine seats is what the tie says.
    expect(startPlayoffs(t).rounds.at(-1)!.seeds).toEqual(["a09", "a05", "a01", "a12"]);
  });

  it("the bracket says it once the final stage started; the console's preview says it before", () => {
    const t = commander(ids(12));
    expect(cutTiesOf(t)).toEqual(settledTies(t, 4));
    const started = startPlayoffs(t);
    expect(bracket(started).ties).toEqual(settledTies(t, 4));
    expect(cutTiesOf(started)).toBeNull();
  });

  it("no group across or above the line: nothing to say", () => {
    // Club, top-2 cut after two rounds: a wins both (6); c and d 3 each, but c's opponents (d 1-1, a 2-0: OMW 75%)
    // beat d's (c 1-1, b 0-2 floored at 33%: 41.7%); b 0. Only c and d are level on points, and OMW% parts them.
    const t = build({
      rules: "club",
      players: ["a", "b", "c", "d"],
      rounds: [
        [beats("a", "b"), beats("c", "d")],
        [beats("a", "c"), beats("d", "b")],
      ],
      options: { rounds: 2, cut: 2 },
    });
    expect(qualifierCount(t)).toBe(2);
    expect(settledTies(t, 2)).toEqual([]);
    expect(settledTies(t, 0)).toEqual([]);
  });

  it("an event with no final stage takes no qualifiers", () => {
    const t = build({ rules: "club", players: ["a", "b"], rounds: [[beats("a", "b")]] });
    expect(qualifierCount(t)).toBe(0);
    expect(cutTiesOf(t)).toBeNull();
  });
});
