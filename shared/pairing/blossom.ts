// Maximum-weight matching in a general graph: Edmonds' blossom algorithm with
// a primal-dual method, O(n^3). Written for Topcut from the textbook algorithm
// (Edmonds 1965; Galil, "Efficient algorithms for finding maximum matching in
// graphs", 1986). Weights must be integers: slacks are measured against twice
// the weight, so every dual variable and every delta stays an integer.
//
// This file is the search: stages that grow alternating trees over tight edges
// and, when none is left, move the duals by the largest safe delta. The state
// it works on and the blossom operations are in blossom-forest.ts.

import { blossomForest, type Graph } from "./blossom-forest.ts";

export type { Graph } from "./blossom-forest.ts";

/** The matched partner of each vertex (-1 when unmatched). With
 *  maxCardinality, the matching has maximum size first, maximum weight second.
 *  `duals`, when given, receives the final vertex duals (scaled so that an
 *  edge's slack is duals[i] + duals[j] - 2·weight, never negative on the
 *  graph's edges; blossom duals only add to it): an edge outside the graph
 *  with non-negative slack could not have improved a perfect matching. */
export function maxWeightMatching(g: Graph, maxCardinality = true, duals?: Float64Array): Int32Array {
  const n = g.n;
  const m = g.from.length;
  const result = new Int32Array(n).fill(-1);
  if (n === 0 || m === 0) return result;

  const {
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
  } = blossomForest(g);

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) bestEdges[b] = null;
    allowed.fill(0);
    queue.length = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v]! === -1 && label[inBlossom[v]!]! === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let q = start[v]!; q < start[v + 1]!; q++) {
          const p = neighbour[q]!;
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inBlossom[v]! === inBlossom[w]!) continue;
          let kslack = 0;
          if (!allowed[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowed[k] = 1;
          }
          if (allowed[k]) {
            const lw = label[inBlossom[w]!]!;
            if (lw === 0) assignLabel(w, 2, p ^ 1);
            else if (lw === 1) {
              const bse = scanBlossom(v, w);
              if (bse >= 0) addBlossom(bse, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w]! === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]!]! === 1) {
            const b = inBlossom[v]!;
            if (bestEdge[b]! === -1 || kslack < slack(bestEdge[b]!)) bestEdge[b] = k;
          } else if (label[w]! === 0) {
            if (bestEdge[w]! === -1 || kslack < slack(bestEdge[w]!)) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No tight edge left: change the duals by the largest safe delta.
      let deltaType = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      if (!maxCardinality) {
        deltaType = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) if (dual[v]! < delta) delta = dual[v]!;
      }
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]!]! === 0 && bestEdge[v]! !== -1) {
          const d = slack(bestEdge[v]!);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (parent[b]! === -1 && label[b]! === 1 && bestEdge[b]! !== -1) {
          const d = slack(bestEdge[b]!) / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b]!;
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (base[b]! >= 0 && parent[b]! === -1 && label[b]! === 2 && (deltaType === -1 || dual[b]! < delta)) {
          delta = dual[b]!;
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        // No further improvement possible (max cardinality reached).
        deltaType = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) if (dual[v]! < delta) delta = dual[v]!;
        delta = Math.max(0, delta);
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]!]!;
        if (l === 1) dual[v] = dual[v]! - delta;
        else if (l === 2) dual[v] = dual[v]! + delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (base[b]! >= 0 && parent[b]! === -1) {
          if (label[b]! === 1) dual[b] = dual[b]! + delta;
          else if (label[b]! === 2) dual[b] = dual[b]! - delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowed[deltaEdge] = 1;
        let i = endpoint[2 * deltaEdge]!;
        const j = endpoint[2 * deltaEdge + 1]!;
        if (label[inBlossom[i]!]! === 0) i = j;
        queue.push(i);
      } else if (deltaType === 3) {
        allowed[deltaEdge] = 1;
        queue.push(endpoint[2 * deltaEdge]!);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (parent[b]! === -1 && base[b]! >= 0 && label[b]! === 1 && dual[b]! === 0) expandBlossom(b, true);
    }
  }

  for (let v = 0; v < n; v++) if (mate[v]! >= 0) result[v] = endpoint[mate[v]!]!;
  if (duals) for (let v = 0; v < n; v++) duals[v] = dual[v]!;
  return result;
}
