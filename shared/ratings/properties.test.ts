// Properties over random pools: order of input never matters, DCI Elo (one K
// per match) is zero-sum, and a rename of profiles renames the ratings.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { replayClub, replayDci } from "./elo.ts";
import { mergeProfiles } from "./merge.ts";
import { draw, event, win } from "../test-support/rating-builders.ts";
import type { RatedEvent } from "./types.ts";

const PLAYERS = ["a", "b", "c", "d", "e", "f"];

// A pool: up to 6 events, each up to 4 rounds of up to 3 disjoint matches (win / loss / draw).
const arbPool = (rules: "club" | "dci-2009") =>
  fc
    .array(
      fc.record({
        day: fc.integer({ min: 1, max: 28 }),
        k: fc.constantFrom(8, 16, 24, 32, 40, 48 as const),
        rounds: fc.array(
          fc.tuple(fc.shuffledSubarray(PLAYERS, { minLength: 2, maxLength: 6 }), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 3 })),
          { minLength: 1, maxLength: 4 },
        ),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((specs) =>
      specs.map((s, i): RatedEvent => {
        const rounds = s.rounds.map(([seated, outcomes]) => {
          const matches = [];
          for (let t = 0; t + 1 < seated.length; t += 2) {
            const [x, y] = [seated[t]!, seated[t + 1]!];
            const o = outcomes[t / 2]!;
            matches.push(o === 0 ? win(x, y) : o === 1 ? win(y, x) : draw(x, y));
          }
          return matches;
        });
        return event({ id: `e${i}`, rules, rounds }, { finishedAt: `2026-02-${String(s.day).padStart(2, "0")}`, k: s.k as 8 });
      }),
    );

const ok = <T>(r: { ok: true; value: T } | { ok: false }) => {
  if (!r.ok) throw new Error("replay failed");
  return r.value;
};

describe("rating properties", () => {
  it("the order events are handed in never changes a club replay", () => {
    fc.assert(
      fc.property(arbPool("club"), fc.integer(), (events, seed) => {
        const shuffled = [...events].sort((x, y) => ((x.id.charCodeAt(1) * 31 + seed) % 7) - ((y.id.charCodeAt(1) * 31 + seed) % 7));
        expect(ok(replayClub(shuffled))).toEqual(ok(replayClub(events)));
      }),
      { numRuns: 150 },
    );
  });

  it("dci-2009 is zero-sum: the ratings always add up to 1600 per rated player", () => {
    fc.assert(
      fc.property(arbPool("dci-2009"), (events) => {
        const rows = ok(replayDci(events)).rows;
        const sum = rows.reduce((n, r) => n + r.rating, 0);
        expect(sum).toBeCloseTo(1600 * rows.length, 6);
      }),
      { numRuns: 150 },
    );
  });

  it("renaming a profile to a fresh id renames its row and changes nobody's rating", () => {
    fc.assert(
      fc.property(arbPool("club"), fc.constantFrom(...PLAYERS), (events, who) => {
        const before = ok(replayClub(events)).rows;
        const after = ok(replayClub(mergeProfiles(events, who, "zz-new"))).rows;
        const rename = (p: string) => (p === who ? "zz-new" : p);
        expect(Object.fromEntries(after.map((r) => [r.profile, r.rating]))).toEqual(Object.fromEntries(before.map((r) => [rename(r.profile), r.rating])));
      }),
      { numRuns: 100 },
    );
  });
});
