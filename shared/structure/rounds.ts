// How many Swiss rounds to recommend for a field. Each rules profile follows
// its own document; the organizer may always choose another number.
import type { CustomRules, RulesProfileId } from "../model/types.ts";
import { RULES_PROFILE_IDS } from "../model/profile-ids.ts";

export type Cut = 0 | 2 | 4 | 8 | 16;
export const CUTS: readonly Cut[] = [0, 2, 4, 8, 16];

export interface RoundsQuery {
  players: number;
  rules: RulesProfileId;
  /** Top N advancing to single-elimination playoffs; 0 = none. */
  cut?: Cut;
  /** Rules "custom": the definition whose rounds rule applies. */
  customRules?: CustomRules | undefined;
}

export interface RoundsRecommendation {
  rounds: number;
  /** Rounds for the field alone, before any extra for the cut. */
  base: number;
  /** Extra rounds because of the cut (dci-2009 only). */
  extra: number;
  reason: string;
  /** The playoff the document recommends, shown beside the rounds (Dreamblade: top 4, R-PO-2); null when it names none. */
  playoff: { cut: Cut; reason: string } | null;
}

/** R-PO-2: the recommended Dreamblade playoff is the top four. */
export const DREAMBLADE_PLAYOFF = {
  cut: 4 as Cut,
  reason: "Dreamblade floor rules §321: the DCI recommends that Dreamblade playoffs are the top four players",
};

/** Swiss needs at least 4 players in every profile (R-ROUNDS-1). */
export const MIN_SWISS_PLAYERS = 4;

/** R-ROUNDS-3: the largest field for each number of rounds; 410+ gets 10. */
const APPENDIX_F: ReadonlyArray<{ upTo: number; rounds: number; label: string }> = [
  { upTo: 8, rounds: 3, label: "8" },
  { upTo: 16, rounds: 4, label: "9-16" },
  { upTo: 32, rounds: 5, label: "17-32" },
  { upTo: 64, rounds: 6, label: "33-64" },
  { upTo: 128, rounds: 7, label: "65-128" },
  { upTo: 226, rounds: 8, label: "129-226" },
  { upTo: 409, rounds: 9, label: "227-409" },
];

/** Rounds that usually leave one player without a loss: ceil(log2 n). */
export function roundsForOneUnbeaten(players: number): number {
  let rounds = 0;
  while (2 ** rounds < players) rounds++;
  return rounds;
}

/**
 * The recommended number of Swiss rounds for a field, with the reason to show
 * the organizer. `club` and `dreamblade`: ceil(log2 players), so that usually
 * one player is left without a loss (R-ROUNDS-2; the Dreamblade rules have no
 * table of their own).
 * `dci-2009`: the DCI table (R-ROUNDS-3), plus one round with a top-4 cut and
 * two with a top-2 cut; below 8 players (under the table) ceil(log2 players).
 * `commander`: 4 rounds (R-ROUNDS-4). Fields below 4 are refused (R-ROUNDS-1:
 * Swiss needs at least 4 players; a Dreamblade event below that "did not
 * occur"), and so is
 * a cut larger than the field.
 *
 * @example recommendedRounds({ players: 20, rules: "dci-2009", cut: 4 })
 * // { rounds: 6, base: 5, extra: 1, reason: "Magic tournament rules, Appendix F: 17-32 players → 5 rounds; +1 for a top-4 cut" }
 */
export function recommendedRounds(query: RoundsQuery): RoundsRecommendation {
  const { players, rules } = query;
  const cut = query.cut ?? 0;
  if (!Number.isInteger(players) || players < 0) {
    throw new Error(`players: expected a whole number of players, got ${String(players)}`);
  }
  if (!(RULES_PROFILE_IDS as readonly string[]).includes(rules)) {
    throw new Error(`rules: unknown rules profile "${String(rules)}" (expected one of ${RULES_PROFILE_IDS.join(", ")})`);
  }
  if (!CUTS.includes(cut)) {
    throw new Error(`cut: expected 0, 2, 4, 8 or 16, got ${String(cut)}`);
  }
  if (players < MIN_SWISS_PLAYERS) {
    throw new Error(
      `players: Swiss needs at least ${MIN_SWISS_PLAYERS} players, got ${players} (Dreamblade floor rules §310: an event below the minimum "did not occur")`,
    );
  }
  if (cut > players) {
    throw new Error(`cut: a top-${cut} cut needs at least ${cut} players, got ${players}`);
  }

  switch (rules) {
    case "club":
    case "dreamblade": {
      const base = roundsForOneUnbeaten(players);
      const source = rules === "club" ? "002" : "000 has no table; as 002";
      return {
        rounds: base,
        base,
        extra: 0,
        reason: `${source}: ceil(log2 ${players}) = ${base} rounds, so that usually one player is left without a loss`,
        playoff: rules === "dreamblade" ? DREAMBLADE_PLAYOFF : null,
      };
    }
    case "custom": {
      const rule = query.customRules?.rounds ?? { rule: "table" as const };
      if (rule.rule === "fixed") {
        return { rounds: rule.rounds, base: rule.rounds, extra: 0, reason: `the organizer's rules: ${rule.rounds} rounds at every attendance`, playoff: null };
      }
      if (rule.rule === "log2") {
        const base = roundsForOneUnbeaten(players);
        return { rounds: base, base, extra: 0, reason: `the organizer's rules: ceil(log2 ${players}) = ${base} rounds`, playoff: null };
      }
      return appendixF(players, cut);
    }
    case "mtr":
    case "dci-2009":
      return appendixF(players, cut);
    case "commander":
      return { rounds: 4, base: 4, extra: 0, reason: "Commander event rules: four Swiss rounds of random tables at every attendance", playoff: null };
  }
}

/** R-ROUNDS-3 (also the current MTR's and a custom profile's "table" rule): the table, +1 round for a top 4, +2 for a top 2. */
function appendixF(players: number, cut: Cut): RoundsRecommendation {
  const row = APPENDIX_F.find((r) => players <= r.upTo);
  let base: number;
  let reason: string;
  if (players < 8) {
    base = roundsForOneUnbeaten(players);
    reason = `Magic tournament rules, Appendix F starts at 8 players; below it ceil(log2 ${players}) = ${base} rounds`;
  } else if (row) {
    base = row.rounds;
    reason = `Magic tournament rules, Appendix F: ${row.label} players → ${base} rounds`;
  } else {
    base = 10;
    reason = `Magic tournament rules, Appendix F: 410+ players → 10 rounds`;
  }
  const extra = cut === 4 ? 1 : cut === 2 ? 2 : 0;
  if (extra > 0) reason += `; +${extra} for a top-${cut} cut`;
  return { rounds: base + extra, base, extra, reason, playoff: null };
}
