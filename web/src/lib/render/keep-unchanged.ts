// A new event view keeps the objects of the one it replaces wherever nothing
// changed, so lists keyed by object (Solid's <For>) keep their rows and redraw
// only the tables and standings rows that did change: a result coming in at a
// 2,000-player event redraws one table, not three thousand rows.

/** `next`, except that every part deeply equal to the same part of `prev` is `prev`'s object. */
export function keepUnchanged<T>(prev: T | undefined, next: T): T {
  return share(prev, next) as T;
}

function share(a: unknown, b: unknown): unknown {
  if (a === b || typeof a !== "object" || typeof b !== "object" || a === null || b === null) return b;
  if (Array.isArray(b)) {
    if (!Array.isArray(a)) return b;
    let same = a.length === b.length;
    const out = b.map((x, i) => {
      const y = share(a[i], x);
      if (y !== a[i]) same = false;
      return y;
    });
    return same ? a : out;
  }
  if (Array.isArray(a)) return b;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(bo);
  let same = keys.length === Object.keys(ao).length;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const y = share(ao[k], bo[k]);
    out[k] = y;
    if (y !== ao[k] || !(k in ao)) same = false;
  }
  return same ? a : out;
}
