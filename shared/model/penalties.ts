// Penalties given at the event (topcut/1 `penalties`): the infractions of the
// Magic Infraction Procedure Guide by category, and the four penalties the
// floor uses here. docs/eventday.md, "Penalties", says what each penalty does
// to the match it is given in.

/** The infractions of the Magic Infraction Procedure Guide, grouped as it groups them; "other" takes a name in `infractionText`. */
export const INFRACTIONS = {
  "game-play-error": [
    "missed-trigger",
    "looking-at-extra-cards",
    "hidden-card-error",
    "mulligan-procedure-error",
    "game-rule-violation",
    "failure-to-maintain-game-state",
  ],
  "tournament-error": [
    "tardiness",
    "outside-assistance",
    "slow-play",
    "decklist-problem",
    "deck-problem",
    "limited-procedure-violation",
    "communication-policy-violation",
    "marked-cards",
    "insufficient-shuffling",
  ],
  "unsporting-conduct": [
    "unsporting-conduct-minor",
    "unsporting-conduct-major",
    "cheating",
    "aggressive-behavior",
    "theft-of-tournament-material",
    "stalling",
    "bribery-and-wagering",
  ],
  other: ["other"],
} as const;

export type InfractionGroup = keyof typeof INFRACTIONS;
export type InfractionId = (typeof INFRACTIONS)[InfractionGroup][number];
export const INFRACTION_IDS = Object.values(INFRACTIONS).flat() as [InfractionId, ...InfractionId[]];

/** Least to most severe. */
export const PENALTIES = ["warning", "game-loss", "match-loss", "disqualification"] as const;
export type PenaltyKind = (typeof PENALTIES)[number];

/** The group an infraction belongs to. */
export function groupOf(infraction: InfractionId): InfractionGroup {
  return (Object.keys(INFRACTIONS) as InfractionGroup[]).find((g) => (INFRACTIONS[g] as readonly string[]).includes(infraction))!;
}
