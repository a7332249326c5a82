// The seeded draw (R-PAIR-3): a pure function of the tournament
// id, the round number and the players, so a cancelled round re-pairs the
// same, while it changes from event to event and round to round. 32-bit
// FNV-1a over the id's UTF-16 code units, finished by the murmur3 mixer.

/** FNV-1a of a string, continuing from hash h. */
export function fnv1a(s: string, h = 0x811c9dc5): number {
  let x = h >>> 0;
  for (let i = 0; i < s.length; i++) {
    x ^= s.charCodeAt(i);
    x = Math.imul(x, 0x01000193);
  }
  return x >>> 0;
}

/** murmur3's 32-bit finaliser: every input bit reaches every output bit. */
export function mix32(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Salts, so the order in a group, the pair keys and the seats are independent draws. */
export const SALT = { order: 0x6f726472, pair: 0x70616972, seat: 0x73656174, chunk: 0x63686e6b } as const;

export interface Draw {
  /** A player's key for this round and purpose (0..2^32-1). */
  player(id: string, salt?: number): number;
  /** A pair's key: symmetric in a and b, and NOT a sum of two player keys. */
  pair(a: string, b: string): number;
}

/** The draw of one round of one tournament. */
export function drawFor(tournamentId: string, round: number): Draw {
  const seed = mix32(fnv1a(tournamentId) ^ Math.imul(round, 0x9e3779b1));
  const idHash = new Map<string, number>();
  const h = (id: string) => {
    let v = idHash.get(id);
    if (v === undefined) {
      v = fnv1a(id);
      idHash.set(id, v);
    }
    return v;
  };
  return {
    player: (id, salt = SALT.order) => mix32(mix32(seed ^ salt) ^ h(id)),
    pair: (a, b) => {
      const [lo, hi] = a < b ? [a, b] : [b, a];
      // Chained mixing of the two ids: the key of (a,b) is unrelated to (a,c) and (d,b).
      return mix32(mix32(mix32(seed ^ SALT.pair) ^ h(lo)) ^ Math.imul(h(hi), 0x27d4eb2f));
    },
  };
}
