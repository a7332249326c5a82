// The playoff bracket drawn from the playoff rounds themselves (one column per
// round, matches in bracket-slot order), and the final ranking once finished.
import { roundTitle } from "../lib/round-title.ts";
import { For, Show } from "solid-js";
import { fmtNumber, t } from "../lib/i18n.ts";
import { isSwiss, resultOf, tableOf, winnerOfPair } from "../lib/event.ts";
import { resultText } from "./Pairings.tsx";
import type { EventView } from "../lib/types.ts";

export function Bracket(props: { view: EventView; names: Map<string, string> }) {
  const rounds = () => props.view.rounds.filter((r) => !isSwiss(r));
  return (
    <Show when={rounds().length > 0}>
      <div class="bracket scroll-x">
        <For each={rounds()}>
          {(r) => (
            <section class="bracket-round" aria-label={roundTitle(r)}>
              <h3>{roundTitle(r)}</h3>
              <For each={[...r.matches].sort((a, b) => ("slot" in a ? (a.slot ?? 0) : 0) - ("slot" in b ? (b.slot ?? 0) : 0))}>
                {(m) => {
                  const res = resultOf(m);
                  const win = res ? winnerOfPair(m, res) : undefined;
                  return (
                    <div class="bracket-match">
                      <Show when={tableOf(m) !== null}>
                        <small class="muted">{t("pairings.table", { n: tableOf(m)! })}</small>
                      </Show>
                      <For each={m.players}>{(p) => <div classList={{ winner: win === p, out: !!win && win !== p }}>{props.names.get(p) ?? p}</div>}</For>
                      <Show when={res}>
                        <small>{resultText(m, res!, props.names)}</small>
                      </Show>
                    </div>
                  );
                }}
              </For>
            </section>
          )}
        </For>
      </div>
    </Show>
  );
}

/** Reads the final ranking whatever its row layout ({ rank|place, player|playerId }, or bare ids). */
export function FinalRanking(props: { view: EventView; names: Map<string, string> }) {
  const rows = () =>
    (props.view.finalRanking ?? []).map((x, i) => {
      if (typeof x === "string") return { place: i + 1, id: x };
      const o = x as Record<string, unknown>;
      const place = typeof o.place === "number" ? o.place : typeof o.rank === "number" ? o.rank : i + 1;
      return { place, id: String(o.player ?? o.playerId ?? o.id ?? "") };
    });
  return (
    <Show when={rows().length > 0}>
      <ol class="final">
        <For each={rows()}>
          {(r) => (
            <li>
              <span class="place">{fmtNumber(r.place)}</span> {props.names.get(r.id) ?? r.id}
            </li>
          )}
        </For>
      </ol>
    </Show>
  );
}
