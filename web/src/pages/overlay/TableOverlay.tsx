// view=table&table=N: the featured match as a lower third: the table's
// players with their points and record (as the standings read them, else the
// points brought into the round), the round and table, the round's clock
// while it runs, and the result once it is in (the winner marked).
import { For, Show } from "solid-js";
import { fmtNumber, t } from "../../lib/i18n/i18n.ts";
import { profileOf, resultOf, rowRecord, winnerOfPair } from "../../lib/event.ts";
import { roundTitle } from "../../lib/round-title.ts";
import { resultText } from "../../components/Pairings.tsx";
import { sheetPoints } from "../print/rows.ts";
import type { EventView, Round } from "../../lib/types.ts";
import type { Match } from "../../../../shared/model/types.ts";
import { ovT } from "./strings.ts";
import { Clock } from "./Clock.tsx";

export function TableOverlay(props: { view: EventView; round: Round; match: Match & { table: number }; names: Map<string, string> }) {
  const rows = () => new Map((props.view.standings ?? []).map((r) => [r.player, r]));
  const before = () => sheetPoints(props.view, props.round);
  const oneOnOne = () => profileOf(props.view.event.rules).kind === "one-on-one";
  const result = () => resultOf(props.match);
  const winner = () => {
    const r = result();
    if (!r) return null;
    if (props.match.players.length === 2) return winnerOfPair(props.match, r);
    return "winner" in r ? r.winner : null;
  };
  const points = (id: string) => rows().get(id)?.points ?? before().get(id);
  const record = (id: string) => {
    const row = rows().get(id);
    return row && oneOnOne() ? rowRecord(row) : null;
  };
  return (
    <section class="ov-panel ov-table" classList={{ pod: props.match.players.length > 2 }}>
      <p class="ov-where">
        <span>
          {roundTitle(props.round)} · {ovT("ov.table", { n: props.match.table })}
        </span>
        <Clock timer={props.view.timer} round={props.round.number} />
      </p>
      <div class="ov-seats">
        <For each={props.match.players}>
          {(id, i) => (
            <>
              <Show when={i() > 0 && props.match.players.length === 2}>
                <span class="ov-vs">vs</span>
              </Show>
              <div class="ov-seat" classList={{ won: winner() === id, lost: !!winner() && winner() !== "draw" && winner() !== id }} data-player={id}>
                <span class="ov-name">{props.names.get(id) ?? id}</span>
                <span class="ov-stats">
                  <Show when={points(id) !== undefined}>
                    <span class="ov-pts">{t("pairings.pts", { n: fmtNumber(points(id)!) })}</span>
                  </Show>
                  <Show when={record(id)}>
                    <span class="ov-record">{record(id)}</span>
                  </Show>
                </span>
              </div>
            </>
          )}
        </For>
      </div>
      <p class="ov-result" data-testid="ov-result">
        {result()
          ? resultText(props.match, result()!, props.names)
          : "resultIn" in props.match && props.match.resultIn
            ? ovT("ov.resultIn")
            : ovT("ov.playing")}
      </p>
    </section>
  );
}
