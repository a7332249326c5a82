// Exact fractions for the tiebreakers. Percentages are
// compared as fractions, never as floats: two OMW% equal as fractions but
// summed in a different order (0.47833333333333333 vs 0.4783333333333334)
// must tie and fall through to the next tiebreaker. Floats are for display.
// BigInt keeps sums of many small fractions exact whatever the field size.

/** n / d with d > 0, always reduced (so equal values have one form). */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function reduced(n: bigint, d: bigint): Ratio {
  if (n === 0n) return ZERO;
  const g = gcd(n, d);
  return g === 1n ? { n, d } : { n: n / g, d: d / g };
}

export const ZERO: Ratio = { n: 0n, d: 1n };

/** a / b of two whole numbers (b > 0). */
export function ratio(a: number, b: number): Ratio {
  return reduced(BigInt(a), BigInt(b));
}

/** a < b: negative, equal: 0, a > b: positive. */
export function compare(a: Ratio, b: Ratio): number {
  const x = a.n * b.d;
  const y = b.n * a.d;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function max(a: Ratio, b: Ratio): Ratio {
  return compare(a, b) >= 0 ? a : b;
}

/** The exact mean (0 for no values); the order of `values` cannot matter. */
export function mean(values: readonly Ratio[]): Ratio {
  if (values.length === 0) return ZERO;
  let n = 0n;
  let d = 1n;
  for (const v of values) {
    // n/d + v.n/v.d over the least common denominator.
    const g = gcd(d, v.d);
    const k = v.d / g;
    n = n * k + v.n * (d / g);
    d = d * k;
  }
  return reduced(n, d * BigInt(values.length));
}

/** For display and the API only; never compare these. */
export function toNumber(r: Ratio): number {
  return Number(r.n) / Number(r.d);
}
