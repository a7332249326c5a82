// How a round is called: "Round 3" in Swiss; in the playoffs the stage the
// engine named, or (for a plain "playoff" stage) what the match count makes it.
import { t } from "./i18n.ts";
import type { Round } from "./types.ts";

export function roundTitle(r: Round): string {
  const stage = r.stage ?? "swiss";
  if (stage === "swiss") return t("pairings.round", { n: r.number });
  if (stage === "final" || stage === "semifinal") return t(`stage.${stage}`);
  const tables = r.matches.filter((m) => !("bye" in m)).length;
  if (tables === 1) return t("stage.final");
  if (tables === 2) return t("stage.semifinal");
  if (tables === 4) return t("stage.quarterfinal");
  return t("stage.playoffRound", { n: r.number });
}
