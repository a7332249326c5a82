// Who advances from the Swiss and in which order: the qualifying ranking,
// the cut and the seeds recorded on the first playoff round.
import type { PlayerId, Round, Tournament } from "../model/types.ts";
import { stageOf } from "../model/matches.ts";
import { computeStandings } from "../standings/index.ts";
import { structureOf } from "../structure/visibility.ts";
import type { PlayoffBestOf } from "./result.ts";

/**
 * Active players in Swiss order: by place, dead-even players by registration
 * order (R-TB-6: the one who registered first goes ahead). Dropped
 * players and players cut at a day-2 cut keep their place in the standings
 * but are skipped here.
 *
 * @example qualifyingRanking(t) // ["cat", "ann", "bob", ...]
 */
export function qualifyingRanking(t: Tournament): PlayerId[] {
  return computeStandings(t)
    .filter((row) => !row.dropped && row.cutAfter === undefined)
    .sort((x, y) => x.place - y.place || x.registered - y.registered)
    .map((row) => row.player);
}

/**
 * The top `options.cut` active players by Swiss placing, seed 1 first: the
 * players who advance to single-elimination playoffs. Throws when the event
 * has no cut or fewer active players than the cut.
 *
 * @example cutPlayers(t) // top 4: ["cat", "ann", "dan", "bob"] (seeds 1-4)
 */
export function cutPlayers(t: Tournament): PlayerId[] {
  const cut = t.options.cut;
  if (cut === 0) throw new Error("options.cut: this event has no playoffs (cut 0)");
  const ranking = qualifyingRanking(t);
  if (ranking.length < cut) {
    throw new Error(`options.cut: a top-${cut} cut needs ${cut} active players, only ${ranking.length} remain`);
  }
  return ranking.slice(0, cut);
}

/** Rounds after the Swiss: playoff, semifinal and final rounds, in order. */
export function finalStageRounds(t: Tournament): Round[] {
  return t.rounds.filter((r) => stageOf(r) !== "swiss");
}

/**
 * Seeds of the final stage, seed 1 first: as recorded on its first round, or,
 * for a file without them, the current qualifying ranking.
 */
export function seedsOf(t: Tournament): PlayerId[] {
  const first = finalStageRounds(t)[0];
  if (first?.seeds) {
    const known = new Set(t.players.map((p) => p.id));
    first.seeds.forEach((id, i) => {
      if (!known.has(id)) throw new Error(`round ${first.number} seeds[${i}]: unknown player "${id}"`);
    });
    return first.seeds;
  }
  if (structureOf(t) === "single-elimination") return entrantsByRegistration(t);
  return qualifyingRanking(t);
}

/** Pure single elimination: players who did not drop before round 1, by registration. */
export function entrantsByRegistration(t: Tournament): PlayerId[] {
  return t.players
    .filter((p) => p.dropped !== 0)
    .sort((x, y) => x.registered - y.registered)
    .map((p) => p.id);
}

/**
 * Best of 1, 3 or 5 for playoff matches: options.playoffBestOf, else
 * options.bestOf. Dreamblade matches are one game, and its playoffs may be
 * best two of three (R-SCORE-5, R-PO-2), never best of 5.
 */
export function playoffBestOf(t: Tournament): PlayoffBestOf {
  const bestOf = t.options.playoffBestOf ?? t.options.bestOf;
  if (t.rules === "dreamblade" && bestOf === 5) {
    throw new Error("options.playoffBestOf: Dreamblade playoffs are best of 1 or best two of three (Dreamblade floor rules §321), not best of 5");
  }
  return bestOf;
}
