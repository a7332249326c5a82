// The Dreamblade pick order (R-DRAFT-2). Each player opens one
// booster per booster-pack group, so a group has as many packs as the pod has
// players. The active player (who opens and drafts first) moves clockwise
// from seat 1 in the first group, counterclockwise from the last active player
// in the second, and clockwise from seat 1 again in the third; within a pack
// the picks go round the table in the group's direction, beginning with the
// active player, until the last miniature is taken.

export interface DreambladePack {
  /** 1-based across the whole draft (the source's pick-order table numbers them 1st..12th, R-DRAFT-2). */
  pack: number;
  /** Booster-pack group, 1..boosters. */
  group: number;
  direction: "clockwise" | "counterclockwise";
  /** Seat of the active player, who lays the pack out and drafts first. */
  opener: number;
  /** Seat drafting each pick, first pick first. */
  picks: number[];
}

/** Miniatures per Dreamblade booster pack: the section 634 table drafts 7 from each. */
export const DREAMBLADE_PACK_SIZE = 7;

/**
 * The full pick order for a Dreamblade pod of 3 to 5 players drafting 2 or 3
 * boosters each. Throws a RangeError on any other pod size or booster count
 * (a programming error: pod sizes come from `dreambladePodSizes`).
 */
export function dreambladePickOrder(podSize: number, boosters: number, packSize = DREAMBLADE_PACK_SIZE): DreambladePack[] {
  if (!Number.isInteger(podSize) || podSize < 3 || podSize > 5)
    throw new RangeError(`a Dreamblade pod has 3 to 5 players (Dreamblade floor rules §630), got ${podSize}`);
  if (boosters !== 2 && boosters !== 3)
    throw new RangeError(`a Dreamblade draft uses 2 or 3 boosters per player (Dreamblade floor rules §630), got ${boosters}`);
  if (!Number.isInteger(packSize) || packSize < 1 || packSize > 30) throw new RangeError(`a pack holds 1 to 30 miniatures, got ${packSize}`);
  const packs: DreambladePack[] = [];
  // Seats are 1..n clockwise; step +1 is clockwise, -1 counterclockwise.
  const seatAt = (from: number, steps: number) => ((((from - 1 + steps) % podSize) + podSize) % podSize) + 1;
  for (let group = 1; group <= boosters; group++) {
    const step = group === 2 ? -1 : 1;
    const firstActive = group === 2 ? podSize : 1;
    for (let k = 0; k < podSize; k++) {
      const opener = seatAt(firstActive, step * k);
      packs.push({
        pack: packs.length + 1,
        group,
        direction: step === 1 ? "clockwise" : "counterclockwise",
        opener,
        picks: Array.from({ length: packSize }, (_, i) => seatAt(opener, step * i)),
      });
    }
  }
  return packs;
}
