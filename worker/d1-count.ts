// D1 statement counting for the load benchmark (scripts/load.ts): a wrapper of
// the D1 binding that counts each statement it runs (a batch counts each of
// its statements) and the rows D1 reports read and written. Only when the
// variable LOAD_STATS is "on" (`LOAD_STATS=on npm start`); otherwise the env
// is returned untouched, so production runs the binding itself.

export interface D1Counts {
  statements: number;
  rowsRead: number;
  rowsWritten: number;
}

export const newCounts = (): D1Counts => ({ statements: 0, rowsRead: 0, rowsWritten: 0 });

/** What the Worker's own requests ran (one isolate's; each tournament object counts its own). */
export const workerCounts = newCounts();

/**
 * Every counted statement of this isolate, the Worker's and its objects'
 * alike. An object's own counter starts again at zero when it is evicted
 * (after ten idle seconds locally); this one lives as long as the isolate,
 * and locally the Worker and its objects share one.
 */
export const isolateCounts = newCounts();

/** The counters of a counted binding, and the binding it wraps. */
const countsOf = new WeakMap<object, D1Counts>();
const realOf = new WeakMap<object, D1Database>();

export const loadStatsOn = (env: { LOAD_STATS?: string }) => env.LOAD_STATS === "on";

function tally(counts: D1Counts, meta: Partial<D1Meta> | undefined) {
  for (const c of [counts, isolateCounts]) {
    c.rowsRead += meta?.rows_read ?? 0;
    c.rowsWritten += meta?.rows_written ?? 0;
  }
}

function ran(counts: D1Counts, statements: number) {
  counts.statements += statements;
  isolateCounts.statements += statements;
}

class CountedStatement {
  constructor(
    readonly real: D1PreparedStatement,
    private readonly counts: D1Counts,
  ) {}

  bind(...values: unknown[]): CountedStatement {
    return new CountedStatement(this.real.bind(...values), this.counts);
  }

  first<T>(column?: string): Promise<T | null> {
    ran(this.counts, 1);
    return column === undefined ? this.real.first<T>() : this.real.first<T>(column);
  }

  async run<T>(): Promise<D1Result<T>> {
    ran(this.counts, 1);
    const result = await this.real.run<T>();
    tally(this.counts, result.meta);
    return result;
  }

  async all<T>(): Promise<D1Result<T>> {
    ran(this.counts, 1);
    const result = await this.real.all<T>();
    tally(this.counts, result.meta);
    return result;
  }

  raw<T>(options?: { columnNames?: boolean }): Promise<unknown> {
    ran(this.counts, 1);
    return options?.columnNames ? this.real.raw<T>({ columnNames: true }) : this.real.raw<T>();
  }
}

/** D1 takes only its own statements in a batch: each counted one is unwrapped. */
async function countedBatch<T>(run: (s: D1PreparedStatement[]) => Promise<D1Result<T>[]>, statements: D1PreparedStatement[], counts: D1Counts) {
  const real = statements.map((s) => (s instanceof CountedStatement ? s.real : s));
  ran(counts, real.length);
  const results = await run(real);
  for (const r of results) tally(counts, r.meta);
  return results;
}

/** A D1 binding whose statements are counted into `counts`. */
export function countedDb(db: D1Database, counts: D1Counts): D1Database {
  const counted = {
    prepare: (query: string) => new CountedStatement(db.prepare(query), counts),
    batch: <T>(statements: D1PreparedStatement[]) => countedBatch<T>((s) => db.batch<T>(s), statements, counts),
    exec: async (query: string) => {
      const result = await db.exec(query);
      ran(counts, result.count);
      return result;
    },
    withSession: (constraint?: D1SessionBookmark | D1SessionConstraint) => {
      const session = db.withSession(constraint);
      return {
        prepare: (query: string) => new CountedStatement(session.prepare(query), counts),
        batch: <T>(statements: D1PreparedStatement[]) => countedBatch<T>((s) => session.batch<T>(s), statements, counts),
        getBookmark: () => session.getBookmark(),
      };
    },
    dump: () => db.dump(),
  } as unknown as D1Database;
  countsOf.set(counted, counts);
  realOf.set(counted, db);
  return counted;
}

/**
 * The env with its D1 binding counted into `counts` (by default a counter of
 * its own, as each tournament object keeps) when LOAD_STATS is "on"; the
 * same env otherwise.
 */
export function countedEnv<E extends { DB: D1Database; LOAD_STATS?: string }>(env: E, counts: D1Counts = newCounts()): E {
  if (!loadStatsOn(env) || countsOf.has(env.DB)) return env;
  return { ...env, DB: countedDb(env.DB, counts) };
}

/** The counters of a counted env's binding; null when it is not counted. */
export const d1Counts = (env: { DB: D1Database }): D1Counts | null => countsOf.get(env.DB) ?? null;

/** The binding itself, for the benchmark's own look-ups (not counted). */
export const uncountedDb = (db: D1Database): D1Database => realOf.get(db) ?? db;
