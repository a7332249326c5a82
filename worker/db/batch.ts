// Drizzle statements run together as one D1 batch (one transaction).
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";

/** One statement of a batch (an insert, update or delete not yet run). */
export type Statement = BatchItem<"sqlite">;

/** Runs the statements in one D1 transaction; none is nothing to do. */
export async function runBatch(d: DrizzleD1Database, statements: readonly Statement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first === undefined) return;
  await d.batch([first, ...rest]);
}
