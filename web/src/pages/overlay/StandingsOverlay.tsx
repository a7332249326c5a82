// view=standings: the top N as players read them (after the last complete
// Swiss round), with the cut line when it falls inside the rows shown.
import { For, Show } from "solid-js";
import { fmtNumber, t } from "../../lib/i18n/i18n.ts";
import { profileOf, rowDropped, rowRecord } from "../../lib/event.ts";
import type { EventView } from "../../lib/types.ts";
import { ovT } from "./strings.ts";
import { Message } from "./Message.tsx";

export function StandingsOverlay(props: { view: EventView; names: Map<string, string>; top: number }) {
  const after = () => props.view.standingsAfter;
  const rows = () => (props.view.rounds.length > 0 && after() !== 0 ? (props.view.standings ?? null) : null);
  // The same promise the event page makes (components/Standings.tsx): a hidden-standings event shows none until the Swiss ends.
  const hidden = () => {
    const o = props.view.event.options;
    return o.hiddenStandings === true || o.structure === "attendance" || (props.view.rounds.length > 0 && after() !== 0);
  };
  const oneOnOne = () => profileOf(props.view.event.rules).kind === "one-on-one";
  const cut = () => props.view.event.options.cut ?? 0;
  return (
    <Show when={rows()} fallback={<Message text={hidden() ? ovT("ov.hidden") : ovT("ov.none")} kind="hidden" />}>
      {(list) => (
        <section class="ov-panel ov-standings">
          <h1 class="ov-head">
            {ovT("ov.standings")}
            <Show when={after()}>
              <small> · {ovT("ov.after", { n: after()! })}</small>
            </Show>
          </h1>
          <ol class="ov-rows">
            <For each={list().slice(0, props.top)}>
              {(row, i) => (
                <li class="ov-row" classList={{ "ov-cut": cut() > 0 && i() === cut() - 1 && i() < props.top - 1, dropped: rowDropped(row) }}>
                  <span class="ov-place">{row.place}</span>
                  <span class="ov-name">{props.names.get(row.player) ?? row.player}</span>
                  <span class="ov-pts">{t("pairings.pts", { n: fmtNumber(row.points) })}</span>
                  <Show when={oneOnOne()}>
                    <span class="ov-record">{rowRecord(row)}</span>
                  </Show>
                </li>
              )}
            </For>
          </ol>
          <Show when={cut() > 0 && cut() < props.top && cut() < list().length}>
            <p class="ov-foot">{ovT("ov.cut", { n: cut() })}</p>
          </Show>
        </section>
      )}
    </Show>
  );
}
