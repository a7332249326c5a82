// How many miniatures a Limited Dreamblade warband has (R-LEGAL-3): 16 from a
// starter and a booster or from three boosters, 12 from two boosters. The event's draft settings say how many boosters; without
// them (a Sealed Box event) either size is a legal warband.
import type { LegalityFlag } from "./legality.ts";

/** The warband sizes R-LEGAL-3 allows for `boosters` per player (undefined: not known, 12 or 16). */
export function limitedWarbandSizes(boosters: number | undefined): number[] {
  if (boosters === 2) return [12];
  if (boosters === 3) return [16];
  return [12, 16];
}

/** A flag when the main list of a Limited warband does not hold one of the allowed sizes; null when it does. */
export function limitedWarbandSizeFlag(main: readonly { count: number }[], boosters: number | undefined): LegalityFlag | null {
  const size = main.reduce((n, e) => n + e.count, 0);
  const allowed = limitedWarbandSizes(boosters);
  if (allowed.includes(size)) return null;
  const why =
    boosters === 2
      ? "two booster packs make a warband of 12 (Dreamblade floor rules §621, §630)"
      : boosters === 3
        ? "three booster packs make a warband of 16 (Dreamblade floor rules §621, §630)"
        : "a Limited warband has 16 miniatures (a starter and a booster, or three boosters) or 12 (two boosters) (Dreamblade floor rules §621, §630)";
  return { code: "wrong-size", path: "$.main", message: `${size} miniatures in the warband: ${why}`, about: { size, allowed: allowed.join(" / ") } };
}
