// Corrections of closed rounds' results as readers meet them: on a player's
// match, and on the rounds that were paired before the correction (they were
// paired from the earlier result and keep their pairings).
import type { Correction } from "./state.ts";

/** A correction as views carry it: where and when always; the results unless hidden (R-CMD-2). */
export type ShownCorrection = Omit<Correction, "before" | "after"> & Partial<Pick<Correction, "before" | "after">>;

/** The last correction of one table (the one its result now comes from), or null. */
export function correctionOf<C extends ShownCorrection>(corrections: readonly C[] | undefined, round: number, table: number): C | null {
  const list = corrections ?? [];
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.round === round && list[i]!.table === table) return list[i]!;
  return null;
}

/** The corrections of earlier rounds made after `round` was paired: it was paired from the results as they were. */
export function correctedAfterPairing<C extends ShownCorrection>(corrections: readonly C[] | undefined, round: number): C[] {
  return (corrections ?? []).filter((c) => c.round < round && round <= c.paired);
}
