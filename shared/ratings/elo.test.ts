import { describe, expect, it } from "vitest";
import { replayClub, replayDci, winProbability } from "./elo.ts";
import { groupByPool } from "./pools.ts";
import { mergeProfiles } from "./merge.ts";
import { awarded, bye, draw, event, flip, late, open, win } from "../test-support/rating-builders.ts";
import type { PoolRatings, RatedEvent } from "./types.ts";

function club(events: RatedEvent[]): PoolRatings {
  const r = replayClub(events);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}
function dci(events: RatedEvent[]): PoolRatings {
  const r = replayDci(events);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}
const rating = (p: PoolRatings, profile: string) => p.rows.find((r) => r.profile === profile)?.rating;
const row = (p: PoolRatings, profile: string) => p.rows.find((r) => r.profile === profile);

describe("club Elo (R-RATE-1): start 1500, K 48 while provisional, 32 after", () => {
  it("follows a hand-computed sequence with a draw", () => {
    const e = event({ id: "e1", rounds: [[win("a", "b")], [draw("a", "c")], [win("b", "c")]] }, { finishedAt: "2026-03-01" });
    const p = club([e]);
    // Round 1: A 1500 beats B 1500. P = 1/(1+10^0) = 0.5. A = 1500 + 48(1 - 0.5) = 1524; B = 1500 + 48(0 - 0.5) = 1476.
    // Round 2: A 1524 draws C 1500. P(A) = 1/(1+10^(-24/400)) = 1/(1+0.8709636) = 0.5344839.
    //   A = 1524 + 48(0.5 - 0.5344839) = 1522.3447706; C = 1500 + 48(0.5 - 0.4655161) = 1501.6552294.
    // Round 3: B 1476 beats C 1501.6552294. P(B) = 1/(1+10^(25.6552294/400)) = 1/(1+1.1591740) = 0.4631461.
    //   B = 1476 + 48(1 - 0.4631461) = 1501.7689864; C = 1501.6552294 - 48(0.5368539) = 1475.8862429.
    expect(rating(p, "a")).toBeCloseTo(1522.3447706, 5);
    expect(rating(p, "b")).toBeCloseTo(1501.7689864, 5);
    expect(rating(p, "c")).toBeCloseTo(1475.8862429, 5);
    expect(row(p, "a")!.history).toEqual([{ event: "e1", finishedAt: "2026-03-01", rating: rating(p, "a"), delta: rating(p, "a")! - 1500, matches: 2 }]);
  });

  it("a Chaos Orb flip gives the match a winner; an unreported match is not rated", () => {
    const p = club([event({ id: "e1", rounds: [[flip("a", "b", "b"), open("c", "d")]] }, { finishedAt: "2026-03-01" })]);
    expect(rating(p, "b")).toBe(1524); // 1500 + 48(1 - 0.5)
    expect(rating(p, "a")).toBe(1476);
    expect(row(p, "c")).toBeUndefined();
    expect(row(p, "d")).toBeUndefined();
  });

  it("byes, awarded results and late-arrival losses leave ratings untouched", () => {
    const p = club([
      event(
        {
          id: "e1",
          rounds: [
            [win("a", "b"), bye("c"), late("d")],
            [awarded("c", "d", "c"), draw("a", "b")],
          ],
        },
        { finishedAt: "2026-03-01" },
      ),
    ]);
    expect(row(p, "c")).toBeUndefined();
    expect(row(p, "d")).toBeUndefined();
    expect(row(p, "a")!.ratedMatches).toBe(2);
    // Only a–b moved: 1524/1476 after round 1, then A 1524 draws B 1476:
    // P(A) = 1/(1+10^(-48/400)) = 1/(1+0.7585776) = 0.5686414; A = 1524 + 48(0.5 - 0.5686414) = 1520.7052132.
    expect(rating(p, "a")).toBeCloseTo(1520.7052132, 5);
    expect(rating(p, "a")! + rating(p, "b")!).toBeCloseTo(3000, 9); // both provisional: same K, zero sum
  });

  it("is provisional under ten rated matches: the boundary at 9 and 10", () => {
    // P draws nine newcomers: every draw between equals moves nobody (P = 0.5, score 0.5).
    const nine = Array.from({ length: 9 }, (_, i) => [draw("p", `o${i}`)]);
    const e1 = event({ id: "e1", rounds: nine }, { finishedAt: "2026-03-01" });
    const after9 = club([e1]);
    expect(row(after9, "p")).toMatchObject({ rating: 1500, ratedMatches: 9, provisional: true });

    // Tenth match: P still has 9 rated matches before it, so K is 48: 1500 + 48(1 - 0.5) = 1524.
    const e2 = event({ id: "e2", rounds: [[win("p", "q")]] }, { finishedAt: "2026-03-08" });
    const after10 = club([e1, e2]);
    expect(row(after10, "p")).toMatchObject({ rating: 1524, ratedMatches: 10, provisional: false });

    // Eleventh: K 32 for P, 48 for the newcomer R. P(P) = 1/(1+10^(-24/400)) = 0.5344839.
    // P = 1524 + 32(0.4655161) = 1538.8965138; R = 1500 - 48(0.4655161) = 1477.6552294.
    const e3 = event({ id: "e3", rounds: [[win("p", "r")]] }, { finishedAt: "2026-03-15" });
    const after11 = club([e1, e2, e3]);
    expect(rating(after11, "p")).toBeCloseTo(1538.8965138, 5);
    expect(rating(after11, "r")).toBeCloseTo(1477.6552294, 5);
    expect(row(after11, "r")!.provisional).toBe(true);
  });

  it("counts public Swiss events only, never Two-Headed Giant", () => {
    const counted = event({ id: "ok", rounds: [[win("a", "b")]] }, { finishedAt: "2026-03-01" });
    const unlisted = event({ id: "private", rounds: [[win("b", "a")]] }, { finishedAt: "2026-03-02", public: false });
    const elimination = event({ id: "se", structure: "single-elimination", rounds: [[win("b", "a")]] }, { finishedAt: "2026-03-03" });
    const twoHg = event({ id: "2hg", gameFormat: "Two-Headed Giant", rounds: [[win("b", "a")]] }, { finishedAt: "2026-03-04" });
    const p = club([counted, unlisted, elimination]);
    expect(rating(p, "a")).toBe(1524);
    expect(p.applied).toEqual(["ok"]);
    expect(p.skipped.map((s) => s.event)).toEqual(["private", "se"]);
    const alone = club([twoHg]);
    expect(alone.rows).toEqual([]);
    expect(alone.skipped).toEqual([{ event: "2hg", reason: "Two-Headed Giant has no rating" }]);
    const abbreviated = club([event({ id: "x", gameFormat: "Sealed 2HG", rounds: [[win("a", "b")]] }, { finishedAt: "2026-03-04" })]);
    expect(abbreviated.rows).toEqual([]);
  });

  it("refuses events of two pools at once, and a duplicate event id", () => {
    const os = event({ id: "os", rounds: [[win("a", "b")]] }, { finishedAt: "2026-03-01" });
    const pm = event({ id: "pm", gameFormat: "Premodern", rounds: [[win("a", "b")]] }, { finishedAt: "2026-03-01" });
    const mixed = replayClub([os, pm]);
    expect(mixed.ok).toBe(false);
    if (!mixed.ok) expect(mixed.problems[0]!.message).toContain("club:Old School, club:Premodern");
    const twice = replayClub([os, os]);
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.problems).toEqual([{ path: "$events[1].id", message: 'event "os" is also $events[0]' }]);
  });

  it("applies events in order of finish, not of the list, and replays identically", () => {
    const e1 = event({ id: "e1", rounds: [[win("a", "b")]] }, { finishedAt: "2026-03-01T20:00:00+01:00" });
    const e2 = event({ id: "e2", rounds: [[win("b", "c")]] }, { finishedAt: "2026-03-01T21:00:00Z" });
    const e0 = event({ id: "e0", rounds: [[win("c", "a")]] }, { finishedAt: "2026-03-01T19:00:00Z" }); // same instant as e1
    const first = club([e2, e1, e0]);
    expect(first.applied).toEqual(["e0", "e1", "e2"]); // e0 and e1 finish together: event id decides
    const second = club([e0, e2, e1]);
    expect(second).toEqual(first);
    expect(JSON.stringify(club([e2, e1, e0]))).toBe(JSON.stringify(first));
  });

  it("a correction replays exactly the affected pool", () => {
    const os1 = event({ id: "os1", rounds: [[win("a", "b"), win("c", "d")]] }, { finishedAt: "2026-03-01" });
    const os2 = event({ id: "os2", rounds: [[win("a", "c"), win("b", "d")]] }, { finishedAt: "2026-03-08" });
    const pm1 = event({ id: "pm1", gameFormat: "Premodern", rounds: [[win("a", "b")]] }, { finishedAt: "2026-03-02" });
    const replayAll = (events: RatedEvent[]) => new Map([...groupByPool(events)].map(([k, v]) => [k, club(v)]));
    const before = replayAll([os1, os2, pm1]);
    // The organizer corrects os1: c–d was won by d.
    const os1Fixed = event({ id: "os1", rounds: [[win("a", "b"), win("d", "c")]] }, { finishedAt: "2026-03-01" });
    const after = replayAll([os1Fixed, os2, pm1]);
    expect(after.get("club:Premodern")).toEqual(before.get("club:Premodern"));
    expect(after.get("club:Old School")).not.toEqual(before.get("club:Old School"));
    // Hand check of the corrected pool: os1: A 1524, B 1476, D 1524, C 1476.
    // os2: A 1524 beats C 1476: P(A) = 1/(1+10^(-48/400)) = 1/(1+0.7585776) = 0.5686414; A = 1524 + 48(0.4313586) = 1544.7052132.
    expect(rating(after.get("club:Old School")!, "a")).toBeCloseTo(1544.7052132, 5);
    // Deleting os2 is a replay without it.
    const deleted = replayAll([os1Fixed, pm1]).get("club:Old School")!;
    expect(rating(deleted, "a")).toBe(1524);
    expect(deleted.applied).toEqual(["os1"]);
  });

  it("merging profiles: the duplicate's matches count for the kept profile", () => {
    const e1 = event({ id: "e1", rounds: [[win("a", "b")]] }, { finishedAt: "2026-03-01" });
    const e2 = event({ id: "e2", rounds: [[win("b2", "c")]] }, { finishedAt: "2026-03-08" });
    const merged = club(mergeProfiles([e1, e2], "b2", "b"));
    // e1: B 1476. e2: B 1476 beats C 1500: P(B) = 1/(1+10^(24/400)) = 1/(1+1.1481536) = 0.4655161.
    // B = 1476 + 48(0.5344839) = 1501.6552294; C = 1500 - 48(0.5344839) = 1474.3447706.
    expect(rating(merged, "b")).toBeCloseTo(1501.6552294, 5);
    expect(rating(merged, "c")).toBeCloseTo(1474.3447706, 5);
    expect(row(merged, "b2")).toBeUndefined();
    expect(row(merged, "b")!.history.map((h) => h.event)).toEqual(["e1", "e2"]);
    // The same as re-reading the event with the registration pointing to profile b.
    const relinked = event({ id: "e2", rounds: [[win("b2", "c")]] }, { finishedAt: "2026-03-08", profiles: { b2: "b" } });
    expect(club([e1, relinked]).rows).toEqual(merged.rows);
  });

  it("a merge that seats a profile against itself skips that match with a note", () => {
    const e1 = event({ id: "e1", rounds: [[win("b", "b2")]] }, { finishedAt: "2026-03-01" });
    const p = club(mergeProfiles([e1], "b2", "b"));
    expect(p.rows).toEqual([]);
    expect(p.notes).toEqual(["e1: round 1 table 1: b met itself (merged profiles), not rated"]);
  });
});

describe("dci-2009 Elo (R-RATE-2): start 1600, K from the event's tier", () => {
  it("matches the formula of Appendix C", () => {
    expect(winProbability(1600, 1600)).toBe(0.5);
    // 1/(1+10^(400/400)) = 1/11
    expect(winProbability(1600, 2000)).toBeCloseTo(1 / 11, 12);
  });

  it("uses each event's K and applies events by finish", () => {
    const e1 = event({ id: "e1", rules: "dci-2009", rounds: [[win("x", "y")]] }, { finishedAt: "2009-07-01", k: 16 });
    const e2 = event({ id: "e2", rules: "dci-2009", rounds: [[draw("y", "x")]] }, { finishedAt: "2009-07-08", k: 48 });
    const p = dci([e2, e1]);
    // e1 (K 16): X = 1600 + 16(1 - 0.5) = 1608; Y = 1592.
    // e2 (K 48, premier): Y 1592 draws X 1608: P(Y) = 1/(1+10^(16/400)) = 1/(1+1.0964782) = 0.4769904.
    //   Y = 1592 + 48(0.5 - 0.4769904) = 1593.1044602; X = 1608 - 1.1044602 = 1606.8955398.
    expect(rating(p, "y")).toBeCloseTo(1593.1044602, 5);
    expect(rating(p, "x")).toBeCloseTo(1606.8955398, 5);
    expect(p.rows.every((r) => !r.provisional)).toBe(true);
    // Casual (K 8): 1600 + 8(0.5) = 1604.
    const casual = dci([event({ id: "c", rules: "dci-2009", rounds: [[win("x", "y")]] }, { finishedAt: "2009-07-01", k: 8 })]);
    expect(rating(casual, "x")).toBe(1604);
    // Without a tier the default K is 16.
    const plain = dci([event({ id: "d", rules: "dci-2009", rounds: [[win("x", "y")]] }, { finishedAt: "2009-07-01" })]);
    expect(rating(plain, "x")).toBe(1608);
  });

  it("does not rate events of another rules profile", () => {
    const p = dci([event({ id: "c1", rounds: [[win("x", "y")]] }, { finishedAt: "2009-07-01" })]);
    expect(p.rows).toEqual([]);
    expect(p.skipped).toEqual([{ event: "c1", reason: "rated by club, not dci-2009" }]);
  });
});
