// Commander tables (R-CMD-6): tables of 4 where possible, otherwise 3, with as
// few 3-player tables as possible. The default is a seeded random draw that
// keeps the number of player pairs who already shared a table as low as it
// can; podPairing "points" seats tables top-down by Commander Points instead.
// Partitioning into tables has no polynomial exact method, so this is a
// deterministic local search: seeded chunking, then pair swaps between
// tables while they remove repeat pairs, from several seeded starts, each
// followed by seeded kicks (iterated local search) to leave local optima.
import type { Match, PairingNote, Tournament } from "../model/types.ts";
import { SALT, type Draw } from "./draw.ts";
import { PairingError } from "./errors.ts";
import type { Field } from "./field.ts";

/** Seeded starts of the local search; the best one wins (ties: the earliest). */
export const STARTS = 8;
/** Seeded kicks per start: swap two random players, re-improve, keep if no worse. */
const KICKS = 60;

export interface PodPlan {
  /** Table sizes, 4s first. */
  tables: number[];
  /** Players left without a table (only with 5 players: one bye). */
  byes: number;
}

/** Table sizes for n players: all 4s, and 3s only as many as n forces. 5 players: one table of 4 and a bye. */
export function podSizes(n: number): PodPlan {
  if (n < 4) throw new PairingError(`Commander tables need at least 4 active players; this event has ${n}`);
  if (n === 5) return { tables: [4], byes: 1 };
  const threes = (4 - (n % 4)) % 4;
  const fours = (n - 3 * threes) / 4;
  return { tables: [...new Array(fours).fill(4), ...new Array(threes).fill(3)], byes: 0 };
}

export interface PodCertificate {
  path: "pods-local-search";
  mode: "random" | "points";
  /** Player pairs seated together again. */
  repeats: number;
  /** 0 repeats is optimal by definition; above 0 the local search gives no proof. */
  proof: "no-repeats" | "local-optimum";
  starts: number;
}

export interface PodSolution {
  tables: number[][];
  bye: number;
  repeats: number;
}

function repeatsAt(f: Field, table: number[]): number {
  let r = 0;
  for (let a = 0; a < table.length; a++) for (let b = a + 1; b < table.length; b++) if (f.met(table[a]!, table[b]!) > 0) r++;
  return r;
}

export function totalRepeats(f: Field, tables: number[][]): number {
  return tables.reduce((s, t) => s + repeatsAt(f, t), 0);
}

/** Repeats player x would have at `table` (ignoring the seat `skip`). */
function conflicts(f: Field, x: number, table: number[], skip: number): number {
  let c = 0;
  for (let s = 0; s < table.length; s++) if (s !== skip && f.met(x, table[s]!) > 0) c++;
  return c;
}

/** First-improvement swaps until none removes a repeat. `swappable` limits which players may trade seats. */
function improve(f: Field, tables: number[][], swappable: (x: number, y: number) => boolean): void {
  let better = true;
  while (better) {
    better = false;
    for (let A = 0; A < tables.length; A++) {
      for (let B = A + 1; B < tables.length; B++) {
        const ta = tables[A]!;
        const tb = tables[B]!;
        for (let s = 0; s < ta.length; s++) {
          for (let u = 0; u < tb.length; u++) {
            const x = ta[s]!;
            const y = tb[u]!;
            if (!swappable(x, y)) continue;
            const before = conflicts(f, x, ta, s) + conflicts(f, y, tb, u);
            if (before === 0) continue;
            const after = conflicts(f, y, ta, s) + conflicts(f, x, tb, u);
            if (after < before) {
              ta[s] = y;
              tb[u] = x;
              better = true;
            }
          }
        }
      }
    }
  }
}

/** Iterated local search from `tables`: deterministic (seeded) random swaps. */
function kick(f: Field, start: number[][], swappable: (x: number, y: number) => boolean, seed: number): [number[][], number] {
  let cur = start;
  let repeats = totalRepeats(f, cur);
  if (cur.length < 2) return [cur, repeats];
  let s = seed || 1;
  const next = (k: number) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % k;
  };
  for (let k = 0; k < KICKS && repeats > 0; k++) {
    const trial = cur.map((t) => t.slice());
    const A = next(trial.length);
    const B = (A + 1 + next(trial.length - 1)) % trial.length;
    const ta = trial[A]!;
    const tb = trial[B]!;
    const sa = next(ta.length);
    const sb = next(tb.length);
    if (!swappable(ta[sa]!, tb[sb]!)) continue;
    [ta[sa], tb[sb]] = [tb[sb]!, ta[sa]!];
    improve(f, trial, swappable);
    const r = totalRepeats(f, trial);
    if (r <= repeats) {
      cur = trial;
      repeats = r;
    }
  }
  return [cur, repeats];
}

export function solvePods(f: Field, draw: Draw, mode: "random" | "points"): PodSolution {
  const n = f.ids.length;
  const plan = podSizes(n);
  const key = (i: number, salt: number) => draw.player(f.ids[i]!, salt);
  let players = f.ids.map((_, i) => i);
  let bye = -1;
  if (plan.byes === 1) {
    // Fewest byes first, then (points mode) the lowest points, then the draw.
    const fewest = Math.min(...f.byes);
    const cands = players.filter((i) => f.byes[i] === fewest);
    cands.sort((a, b) => (mode === "points" ? f.points[a]! - f.points[b]! : 0) || key(a, SALT.chunk) - key(b, SALT.chunk));
    bye = cands[0]!;
    players = players.filter((i) => i !== bye);
  }
  const chunk = (order: number[]) => {
    const tables: number[][] = [];
    let at = 0;
    for (const size of plan.tables) {
      tables.push(order.slice(at, at + size));
      at += size;
    }
    return tables;
  };
  let best: number[][] | null = null;
  let bestRepeats = Infinity;
  const starts = mode === "points" ? 1 : STARTS;
  for (let s = 0; s < starts && bestRepeats > 0; s++) {
    const salt = (SALT.chunk + s * 0x9e3779b1) >>> 0;
    const order =
      mode === "points"
        ? players.slice().sort((a, b) => f.points[b]! - f.points[a]! || key(a, salt) - key(b, salt))
        : players.slice().sort((a, b) => key(a, salt) - key(b, salt) || a - b);
    const tables = chunk(order);
    const swappable = mode === "points" ? (x: number, y: number) => f.points[x] === f.points[y] : () => true;
    improve(f, tables, swappable);
    const [kicked, r] = kick(f, tables, swappable, draw.player("#kick", salt));
    if (r < bestRepeats) {
      best = kicked;
      bestRepeats = r;
    }
  }
  // Seat A is drawn, never the registration order.
  const seated = best!.map((t) => t.slice().sort((a, b) => key(a, SALT.seat) - key(b, SALT.seat) || a - b));
  return { tables: seated, bye, repeats: bestRepeats };
}

export function layOutPods(f: Field, s: PodSolution): Match[] {
  const matches: Match[] = s.tables.map((t, k) => ({ table: k + 1, players: t.map((i) => f.ids[i]!) }));
  if (s.bye >= 0) matches.push({ players: [f.ids[s.bye]!], bye: true });
  return matches;
}

export function explainPods(t: Tournament, f: Field, s: PodSolution): PairingNote[] {
  const name = new Map(t.players.map((pl) => [pl.id, pl.name]));
  const who = (i: number) => `${name.get(f.ids[i]!) ?? f.ids[i]} (${f.ids[i]})`;
  const notes: PairingNote[] = [];
  s.tables.forEach((table, k) => {
    for (let a = 0; a < table.length; a++)
      for (let b = a + 1; b < table.length; b++) {
        const r = f.met(table[a]!, table[b]!);
        if (r > 0) {
          notes.push({
            kind: "rematch",
            players: [f.ids[table[a]!]!, f.ids[table[b]!]!],
            earlierRound: r,
            text: `repeat: ${who(table[a]!)} and ${who(table[b]!)} share table ${k + 1} again (together in round ${r})`,
          });
        }
      }
  });
  if (s.bye >= 0) {
    notes.push({
      kind: "pod-bye",
      players: [f.ids[s.bye]!],
      text: `bye: 5 players make one table of 4; ${who(s.bye)} sits out this round`,
    });
    if (f.byes[s.bye]! > 0) {
      notes.push({
        kind: "second-bye",
        players: [f.ids[s.bye]!],
        text: `second bye: ${who(s.bye)} already had ${f.byes[s.bye]} bye(s); every active player has had at least ${Math.min(...f.byes)}`,
      });
    }
  }
  return notes;
}
