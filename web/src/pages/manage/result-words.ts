// A result said the way an organizer checks it at a glance: the winner named
// first with the score from their side ("Chiara won 2–1"), or the draw.
import { t } from "../../lib/i18n/i18n.ts";
import { kindOf, winnerOfPair } from "../../lib/event.ts";
import { resultText } from "../../components/Pairings.tsx";
import type { Match } from "../../../../shared/model/types.ts";
import type { MatchResult } from "../../lib/types.ts";

/** "2–1" from the winner's side (games as [first, second, drawn] in table order). */
export function winnerScore(games: [number, number, number]): string {
  const [a, b, d] = games;
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  return d > 0 ? `${hi}–${lo}–${d}` : `${hi}–${lo}`;
}

/** "Chiara won 2–1", "Draw 1–1", "Ann won (awarded)"; pods and the rest as the pairings say them. */
export function resultSentence(m: Match, r: MatchResult, names: Map<string, string>): string {
  if (kindOf(m) !== "pair" || !("games" in r)) return resultText(m, r, names);
  const w = winnerOfPair(m, r);
  const score = winnerScore(r.games);
  if (w === null || w === "draw") return t("results.drawSentence", { score });
  const name = names.get(w) ?? w;
  return r.flip ? t("results.wonFlip", { name, score }) : t("results.wonSentence", { name, score });
}
