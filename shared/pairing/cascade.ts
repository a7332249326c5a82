// The fast path for large fields: top-down through the score groups, one
// player floats from each odd group into the next group down, and every group
// is paired without rematches. When every group is large compared with the
// rounds played (at least 2r+2 players), a rematch-free pairing inside each
// group exists (Dirac's theorem) and the result reaches the lower bound of
// cost.ts, which proves it optimal on items 1-4. The caller checks that bound
// and falls back to the chain path (chain.ts) when it is not reached.
import { maxWeightMatching } from "./blossom.ts";
import { groupsOf, lowerBound, type SwissPairing } from "./cost.ts";
import type { Field } from "./field.ts";

/** Pools up to this size get an exact rematch-free matching (blossom). */
const SMALL_POOL = 48;
/** Larger pools whose greedy pass gets stuck still try the blossom up to this size. */
const BLOSSOM_POOL = 600;
/** Bye receivers and floaters tried before giving up on the fast path. */
const TRIES = 6;

export function pairCascade(f: Field): SwissPairing | null {
  const g = groupsOf(f);
  const lb = lowerBound(f, g);
  const groups: number[][] = g.totals.map(() => []);
  f.ids.forEach((_, i) => groups[g.groupOf[i]!]!.push(i)); // draw order within each group
  if (lb.byeGroup < 0) return cascade(f, groups, -1);
  const fewest = Math.min(...f.byes);
  const candidates = groups[lb.byeGroup]!.filter((i) => f.byes[i] === fewest).sort((a, b) => f.pairKey(a, a) - f.pairKey(b, b) || a - b);
  for (const bye of candidates.slice(0, TRIES)) {
    const result = cascade(f, groups, bye);
    if (result) return result;
  }
  return null;
}

function cascade(f: Field, groups: number[][], bye: number): SwissPairing | null {
  const pairs: Array<[number, number]> = [];
  let carry: number[] = [];
  for (let k = 0; k < groups.length; k++) {
    const natives = groups[k]!.filter((i) => i !== bye);
    const pool = [...carry, ...natives];
    if (pool.length % 2 === 0) {
      const m = matchPool(f, pool);
      if (!m) return null;
      pairs.push(...m);
      carry = [];
      continue;
    }
    const next = k + 1 < groups.length ? groups[k + 1]!.filter((i) => i !== bye) : [];
    // The draw decides who floats: natives from the end of the draw order,
    // skipping anyone who has met the whole next group.
    const floaters = natives
      .slice()
      .reverse()
      .filter((i) => next.some((j) => f.met(i, j) === 0))
      .slice(0, TRIES);
    let done = false;
    for (const fl of floaters) {
      const m = matchPool(
        f,
        pool.filter((i) => i !== fl),
      );
      if (m) {
        pairs.push(...m);
        carry = [fl];
        done = true;
        break;
      }
    }
    if (!done) {
      if (natives.length > 0 || k + 1 >= groups.length) return null;
      // An emptied group (its only player has the bye): the floater goes on down.
    }
  }
  if (carry.length > 0) return null;
  return { pairs, bye };
}

/** A rematch-free perfect matching of the pool (even size), or null. */
export function matchPool(f: Field, pool: number[]): Array<[number, number]> | null {
  if (pool.length === 0) return [];
  if (pool.length <= SMALL_POOL) return blossomPool(f, pool);
  const greedy = greedyPool(f, pool);
  if (greedy) return greedy;
  return pool.length <= BLOSSOM_POOL ? blossomPool(f, pool) : null;
}

/** Pairs each player, in draw order, with the next unpaired one they have not met;
 *  leftovers are fixed by swapping into an existing pair (always possible in dense groups). */
function greedyPool(f: Field, pool: number[]): Array<[number, number]> | null {
  const n = pool.length;
  const paired = new Uint8Array(n);
  const pairs: Array<[number, number]> = [];
  const left: number[] = [];
  let firstFree = 0;
  for (let a = 0; a < n; a++) {
    if (paired[a]) continue;
    paired[a] = 1;
    let found = -1;
    for (let b = Math.max(a + 1, firstFree); b < n; b++) {
      if (!paired[b] && f.met(pool[a]!, pool[b]!) === 0) {
        found = b;
        break;
      }
    }
    if (found < 0) left.push(pool[a]!);
    else {
      paired[found] = 1;
      pairs.push([pool[a]!, pool[found]!]);
    }
    while (firstFree < n && paired[firstFree]) firstFree++;
  }
  while (left.length > 0) {
    const u = left.pop()!;
    let fixed = false;
    for (let x = 0; x < left.length && !fixed; x++) {
      const v = left[x]!;
      if (f.met(u, v) === 0) {
        left.splice(x, 1);
        pairs.push([u, v]);
        fixed = true;
        break;
      }
      for (let p = 0; p < pairs.length; p++) {
        const [a, b] = pairs[p]!;
        if (f.met(u, a) === 0 && f.met(v, b) === 0) pairs[p] = [u, a];
        else if (f.met(u, b) === 0 && f.met(v, a) === 0) pairs[p] = [u, b];
        else continue;
        pairs.push(pairs[p]![1] === a ? [v, b] : [v, a]);
        left.splice(x, 1);
        fixed = true;
        break;
      }
    }
    if (!fixed) return null;
  }
  return pairs;
}

/** Exact rematch-free perfect matching of a small pool; the per-pair draw picks among them. */
function blossomPool(f: Field, pool: number[]): Array<[number, number]> | null {
  const from: number[] = [];
  const to: number[] = [];
  const weight: number[] = [];
  for (let a = 0; a < pool.length; a++)
    for (let b = a + 1; b < pool.length; b++) {
      if (f.met(pool[a]!, pool[b]!) > 0) continue;
      from.push(a);
      to.push(b);
      weight.push(2 ** 32 - (f.pairKey(pool[a]!, pool[b]!) >>> 0));
    }
  const mate = maxWeightMatching({ n: pool.length, from, to, weight }, true);
  const pairs: Array<[number, number]> = [];
  for (let a = 0; a < pool.length; a++) {
    const b = mate[a]!;
    if (b < 0) return null;
    if (b > a) pairs.push([pool[a]!, pool[b]!]);
  }
  return pairs;
}
