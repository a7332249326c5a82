// The blossom forest behind maxWeightMatching (blossom.ts): the graph in
// endpoint form, the primal state (mates, labels, nested blossoms) and the
// dual variables, with the operations that change them — labelling, forming
// and expanding blossoms, and augmenting along a found path. The search that
// decides when to call them lives in blossom.ts.
//
// Vocabulary: an "endpoint" p of edge k is 2k (its first vertex) or 2k+1 (its
// second); p ^ 1 is the other end. mate[v] is the endpoint reached from v by
// its matched edge. Top-level blossoms carry labels S (1) or T (2).

export interface Graph {
  /** Number of vertices, 0..n-1. */
  n: number;
  /** Edge k joins from[k] and to[k] with integer weight weight[k]. */
  from: ArrayLike<number>;
  to: ArrayLike<number>;
  weight: ArrayLike<number>;
}

/** Builds the state for a graph with at least one vertex and one edge: every
 *  vertex unmatched and its own blossom, every vertex dual at half the largest
 *  doubled weight. Throws a RangeError naming the first edge that is a loop or
 *  leaves 0..n-1. */
export function blossomForest(g: Graph) {
  const n = g.n;
  const m = g.from.length;
  const endpoint = new Int32Array(2 * m);
  const w2 = new Float64Array(m);
  let maxWeight = 0;
  const degree = new Int32Array(n);
  for (let k = 0; k < m; k++) {
    const i = g.from[k] as number;
    const j = g.to[k] as number;
    if (i === j || i < 0 || j < 0 || i >= n || j >= n) throw new RangeError(`edge ${k} is not between two distinct vertices`);
    endpoint[2 * k] = i;
    endpoint[2 * k + 1] = j;
    w2[k] = 2 * (g.weight[k] as number);
    if (w2[k]! > maxWeight) maxWeight = w2[k]!;
    degree[i]!++;
    degree[j]!++;
  }
  // neighbours of v as remote endpoints, in one flat array (CSR)
  const start = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) start[v + 1] = start[v]! + degree[v]!;
  const fill = start.slice(0, n);
  const neighbour = new Int32Array(2 * m);
  for (let k = 0; k < m; k++) {
    neighbour[fill[endpoint[2 * k]!]!++] = 2 * k + 1;
    neighbour[fill[endpoint[2 * k + 1]!]!++] = 2 * k;
  }

  const mate = new Int32Array(n).fill(-1);
  const label = new Int8Array(2 * n);
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const parent = new Int32Array(2 * n).fill(-1);
  const children: (number[] | null)[] = new Array(2 * n).fill(null);
  const base = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) base[v] = v;
  const endps: (number[] | null)[] = new Array(2 * n).fill(null);
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const bestEdges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unused: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unused.push(b);
  const dual = new Float64Array(2 * n);
  for (let v = 0; v < n; v++) dual[v] = maxWeight / 2;
  const allowed = new Uint8Array(m);
  const queue: number[] = [];

  const slack = (k: number) => dual[endpoint[2 * k]!]! + dual[endpoint[2 * k + 1]!]! - w2[k]!;
  const cyc = <T>(a: T[], j: number): T => a[((j % a.length) + a.length) % a.length] as T;

  function leaves(b: number, out: number[] = []): number[] {
    if (b < n) out.push(b);
    else for (const c of children[b]!) leaves(c, out);
    return out;
  }

  function assignLabel(v: number, t: 1 | 2, p: number): void {
    const b = inBlossom[v]!;
    label[v] = label[b] = t;
    labelEnd[v] = labelEnd[b] = p;
    bestEdge[v] = bestEdge[b] = -1;
    if (t === 1) {
      for (const x of leaves(b)) queue.push(x);
    } else {
      const bb = base[b]!;
      const mp = mate[bb]!;
      assignLabel(endpoint[mp]!, 1, mp ^ 1);
    }
  }

  // Walks back from v and w along the alternating trees; returns the base of
  // a new blossom, or -1 when the two trees differ (an augmenting path).
  function scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let found = -1;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v]!;
      if (label[b]! & 4) {
        found = base[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b]! === -1) v = -1;
      else {
        v = endpoint[labelEnd[b]!]!;
        b = inBlossom[v]!;
        v = endpoint[labelEnd[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return found;
  }

  function addBlossom(bse: number, k: number): void {
    let v = endpoint[2 * k]!;
    let w = endpoint[2 * k + 1]!;
    const bb = inBlossom[bse]!;
    let bv = inBlossom[v]!;
    let bw = inBlossom[w]!;
    const b = unused.pop()!;
    base[b] = bse;
    parent[b] = -1;
    parent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      parent[bv] = b;
      path.push(bv);
      ends.push(labelEnd[bv]!);
      v = endpoint[labelEnd[bv]!]!;
      bv = inBlossom[v]!;
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      parent[bw] = b;
      path.push(bw);
      ends.push(labelEnd[bw]! ^ 1);
      w = endpoint[labelEnd[bw]!]!;
      bw = inBlossom[w]!;
    }
    children[b] = path;
    endps[b] = ends;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb]!;
    dual[b] = 0;
    for (const x of leaves(b)) {
      if (label[inBlossom[x]!]! === 2) queue.push(x);
      inBlossom[x] = b;
    }
    // Keep, per neighbouring S-blossom, the least-slack edge out of the new blossom.
    const bestTo = new Map<number, number>();
    for (const c of path) {
      let lists: number[][];
      const own = bestEdges[c];
      if (own == null) {
        lists = [];
        for (const x of leaves(c)) {
          const l: number[] = [];
          for (let q = start[x]!; q < start[x + 1]!; q++) l.push(neighbour[q]! >> 1);
          lists.push(l);
        }
      } else lists = [own];
      for (const list of lists) {
        for (const e of list) {
          let i = endpoint[2 * e]!;
          let j = endpoint[2 * e + 1]!;
          if (inBlossom[j]! === b) [i, j] = [j, i];
          const bj = inBlossom[j]!;
          if (bj !== b && label[bj]! === 1) {
            const cur = bestTo.get(bj);
            if (cur === undefined || slack(e) < slack(cur)) bestTo.set(bj, e);
          }
        }
      }
      bestEdges[c] = null;
      bestEdge[c] = -1;
    }
    const list = [...bestTo.values()];
    bestEdges[b] = list;
    let be = -1;
    for (const e of list) if (be === -1 || slack(e) < slack(be)) be = e;
    bestEdge[b] = be;
  }

  function expandBlossom(b: number, endStage: boolean): void {
    const ch = children[b]!;
    const ep = endps[b]!;
    for (const s of ch) {
      parent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s]! === 0) expandBlossom(s, endStage);
      else for (const x of leaves(s)) inBlossom[x] = s;
    }
    if (!endStage && label[b]! === 2) {
      // Relabel the children on the path through the blossom.
      const entry = inBlossom[endpoint[labelEnd[b]! ^ 1]!]!;
      const [from, step, trick] = evenWay(ch.indexOf(entry), ch.length);
      let j = from;
      let p = labelEnd[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[cyc(ep, j - trick) ^ trick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowed[cyc(ep, j - trick) >> 1] = 1;
        j += step;
        p = cyc(ep, j - trick) ^ trick;
        allowed[p >> 1] = 1;
        j += step;
      }
      const bv0 = cyc(ch, j);
      label[endpoint[p ^ 1]!] = label[bv0] = 2;
      labelEnd[endpoint[p ^ 1]!] = labelEnd[bv0] = p;
      bestEdge[bv0] = -1;
      j += step;
      while (cyc(ch, j) !== entry) {
        const bv = cyc(ch, j);
        if (label[bv]! === 1) {
          j += step;
          continue;
        }
        let reached = -1;
        for (const x of leaves(bv)) {
          if (label[x]! !== 0) {
            reached = x;
            break;
          }
        }
        if (reached !== -1) {
          label[reached] = 0;
          label[endpoint[mate[base[bv]!]!]!] = 0;
          assignLabel(reached, 2, labelEnd[reached]!);
        }
        j += step;
      }
    }
    label[b] = -1;
    labelEnd[b] = -1;
    children[b] = null;
    endps[b] = null;
    base[b] = -1;
    bestEdges[b] = null;
    bestEdge[b] = -1;
    unused.push(b);
  }

  // Swaps matched and unmatched edges along the path through blossom b from v to its base.
  function augmentBlossom(b: number, v: number): void {
    let t = v;
    while (parent[t]! !== b) t = parent[t]!;
    if (t >= n) augmentBlossom(t, v);
    const ch = children[b]!;
    const ep = endps[b]!;
    const i = ch.indexOf(t);
    const [from, step, trick] = evenWay(i, ch.length);
    let j = from;
    while (j !== 0) {
      j += step;
      let c = cyc(ch, j);
      const p = cyc(ep, j - trick) ^ trick;
      if (c >= n) augmentBlossom(c, endpoint[p]!);
      j += step;
      c = cyc(ch, j);
      if (c >= n) augmentBlossom(c, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    children[b] = ch.slice(i).concat(ch.slice(0, i));
    endps[b] = ep.slice(i).concat(ep.slice(0, i));
    base[b] = base[children[b]![0]!]!;
  }

  function augmentMatching(k: number): void {
    const pairs: [number, number][] = [
      [endpoint[2 * k]!, 2 * k + 1],
      [endpoint[2 * k + 1]!, 2 * k],
    ];
    for (let [s, p] of pairs) {
      for (;;) {
        const bs = inBlossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs]! === -1) break;
        const t = endpoint[labelEnd[bs]!]!;
        const bt = inBlossom[t]!;
        s = endpoint[labelEnd[bt]!]!;
        const j = endpoint[labelEnd[bt]! ^ 1]!;
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt]!;
        p = labelEnd[bt]! ^ 1;
      }
    }
  }

  return {
    endpoint,
    start,
    neighbour,
    mate,
    label,
    labelEnd,
    inBlossom,
    parent,
    base,
    bestEdge,
    bestEdges,
    dual,
    allowed,
    queue,
    slack,
    assignLabel,
    scanBlossom,
    addBlossom,
    expandBlossom,
    augmentMatching,
  };
}

/**
 * The way round a blossom's cycle from child position j to its base (position
 * 0) that has an even number of edges: forward from j - length when j is odd,
 * backward from j when even. Returns the start, the step and the bit that
 * picks the cycle's endpoints in that direction.
 */
function evenWay(j: number, length: number): [start: number, step: 1 | -1, trick: 0 | 1] {
  return j & 1 ? [j - length, 1, 0] : [j, -1, 1];
}
