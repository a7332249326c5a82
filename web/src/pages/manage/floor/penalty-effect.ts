// What a penalty will do, said before it is given (the engine's rules in
// shared/commands/penalties.ts and shared/floor/penalty-effects.ts): the
// confirmation names the table and who the match goes to.
import { kindOf, resultOf, tableOf } from "../../../lib/event.ts";
import type { ManageView } from "../../../lib/types.ts";
import type { PenaltyKind } from "../../../../../shared/model/penalties.ts";
import { ft } from "./strings.ts";

/** The player's table in round `round` while its match is still being played (pairs and pods only), else null. */
export function openTableOf(view: ManageView, player: string, round: number) {
  const r = round > 0 ? view.rounds[round - 1] : undefined;
  const m = r?.matches.find((x) => x.players.includes(player));
  if (!m || tableOf(m) === null || resultOf(m)) return null;
  const kind = kindOf(m);
  if (kind !== "pair" && kind !== "pod") return null;
  return { table: tableOf(m)!, players: m.players, pod: kind === "pod" };
}

/** One sentence: what `penalty` for `player` in `round` does to their match. */
export function penaltyEffect(view: ManageView, names: Map<string, string>, player: string, round: number, penalty: PenaltyKind): string {
  const name = names.get(player) ?? player;
  if (penalty === "warning") return ft("fx.warning");
  const at = openTableOf(view, player, round);
  if (!at) return penalty === "disqualification" ? ft("fx.dqNoTable", { name }) : ft("fx.noMatch", { name });
  const otherId = at.players.find((p) => p !== player);
  const vars = { name, table: at.table, other: otherId ? (names.get(otherId) ?? otherId) : "" };
  if (penalty === "game-loss") return ft(at.pod ? "fx.gameLossPod" : "fx.gameLoss", vars);
  if (penalty === "match-loss") return ft(at.pod ? "fx.matchLossPod" : "fx.matchLoss", vars);
  return ft(at.pod ? "fx.dqPod" : "fx.dq", vars);
}
