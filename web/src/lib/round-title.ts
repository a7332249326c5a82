// How a round is called: "Round 3" in Swiss; in the playoffs the stage the
// engine named, or (for a plain "playoff" stage) what the match count makes it.
import { t } from "./i18n/i18n.ts";
import type { Round } from "./types.ts";
import { stageOf } from "../../../shared/model/matches.ts";

export function roundTitle(r: Round): string {
  const stage = stageOf(r);
  if (stage === "swiss") return t("pairings.round", { n: r.number });
  if (stage === "final" || stage === "semifinal") return t(`stage.${stage}`);
  return bracketRoundTitle(r.matches.filter((m) => !("bye" in m)).length, r.number);
}

/** A one-on-one bracket round by its match count: Final, Semifinals, Quarterfinals, Round of 16, ... */
export function bracketRoundTitle(matches: number, number: number | null = null): string {
  if (matches === 1) return t("stage.final");
  if (matches === 2) return t("stage.semifinal");
  if (matches === 4) return t("stage.quarterfinal");
  if (matches > 4 && Number.isInteger(Math.log2(matches))) return t("stage.roundOf", { n: matches * 2 });
  return number === null ? t("stage.playoff") : t("stage.playoffRound", { n: number });
}
