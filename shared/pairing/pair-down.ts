// Why a player was paired down: the note must tell the
// true reason, not always "their point group had an odd number of players".
// Two 1-point players who drew each other, both paired down, were paired
// down to avoid a rematch (R-PAIR-2: no rematches ranks above pair-downs), not
// because their group was odd.
import type { PairingNote } from "../model/types.ts";
import { groupsOf, type SwissPairing } from "./cost.ts";
import { crossPod, type Field } from "./field.ts";

export type PairDownReason = NonNullable<PairingNote["reason"]>;

/**
 * The reason of each pair-down in `p.pairs` (by pair index; pairs on equal
 * points have none). A group "left" is the group's players who play this
 * round minus those paired up into a higher group: when that count is odd,
 * one of them must float down (R-PAIR-1: a group that cannot be paired within
 * itself sends a player down). A floater who has already met a player left in
 * their own group, in a group that is even or sends more than one player
 * down, floats to avoid a rematch. Otherwise the draft pods, or none named.
 */
export function pairDownReasons(f: Field, p: SwissPairing): Map<number, PairDownReason | undefined> {
  const g = groupsOf(f);
  const higher = (x: number, y: number) => (f.points[x]! >= f.points[y]! ? [x, y] : [y, x]) as [number, number];
  const left = new Map<number, Set<number>>();
  const floatsOut = new Map<number, number>();
  const playing = p.pairs.flat();
  for (const i of playing) {
    const group = g.groupOf[i]!;
    if (!left.has(group)) left.set(group, new Set());
    left.get(group)!.add(i);
  }
  for (const [x, y] of p.pairs) {
    const [a, b] = higher(x, y);
    if (f.points[a] === f.points[b]) continue;
    left.get(g.groupOf[b]!)!.delete(b); // paired up out of its group
    floatsOut.set(g.groupOf[a]!, (floatsOut.get(g.groupOf[a]!) ?? 0) + 1);
  }
  const reasons = new Map<number, PairDownReason | undefined>();
  p.pairs.forEach(([x, y], k) => {
    const [a, b] = higher(x, y);
    if (f.points[a] === f.points[b]) return;
    const group = g.groupOf[a]!;
    const mates = left.get(group)!;
    const odd = mates.size % 2 === 1;
    const metMate = f.opponents[a]!.some((j) => j !== a && mates.has(j));
    if (odd && floatsOut.get(group) === 1) reasons.set(k, "odd-group");
    else if (metMate) reasons.set(k, "rematch");
    else if (odd) reasons.set(k, "odd-group");
    else if (crossPod(f, a, b) === 0 && f.pods !== null) reasons.set(k, "pods");
    else reasons.set(k, undefined);
  });
  return reasons;
}

/** The engine's sentence for each reason (the web renders its own from `reason`). */
export const PAIR_DOWN_WHY: Record<PairDownReason, string> = {
  "odd-group": "their point group had an odd number of players",
  rematch: "everyone left in their point group was a player they had already met",
  pods: "pairing within the draft pods",
};
