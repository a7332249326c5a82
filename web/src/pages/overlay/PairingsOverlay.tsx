// view=pairings: a round's tables in table order (the current round unless
// ?round= says which), each with its players, the points they brought into
// the round and the result once in; as many as the box holds, column by
// column, then "+N more" (?from= starts a second source where this one ends).
import { For, Show } from "solid-js";
import { fmtNumber, t } from "../../lib/i18n/i18n.ts";
import { resultOf, tableOf } from "../../lib/event.ts";
import { roundTitle } from "../../lib/round-title.ts";
import { resultText } from "../../components/Pairings.tsx";
import { sheetPoints } from "../print/rows.ts";
import type { EventView, Round } from "../../lib/types.ts";
import type { Match } from "../../../../shared/model/types.ts";
import { ovT } from "./strings.ts";

export function PairingsOverlay(props: { view: EventView; round: Round; names: Map<string, string>; from: number; rows: number; cols: number }) {
  const points = () => sheetPoints(props.view, props.round);
  const tables = () =>
    props.round.matches.filter((m): m is Match & { table: number } => tableOf(m) !== null && tableOf(m)! >= props.from).sort((a, b) => a.table - b.table);
  const room = () => props.rows * props.cols;
  // One line fewer when the rest cannot all be shown: that line says how many are left out.
  const shown = () => (tables().length > room() ? tables().slice(0, Math.max(0, room() - 1)) : tables());
  const name = (id: string) => props.names.get(id) ?? id;
  // A short round takes only the lines and columns it needs: no empty panel over the stream.
  const used = () => shown().length + (shown().length < tables().length ? 1 : 0);
  const lines = () => Math.max(1, Math.min(props.rows, used()));
  const columns = () => Math.max(1, Math.ceil(used() / lines()));
  return (
    <section class="ov-panel ov-pairings" style={{ "--ov-rows": String(lines()), "--ov-cols": String(columns()) }}>
      <h1 class="ov-head">
        {roundTitle(props.round)} · {ovT("ov.pairings")}
      </h1>
      <ol class="ov-grid">
        <For each={shown()}>
          {(m) => {
            const r = () => resultOf(m);
            return (
              <li class="ov-row ov-match" classList={{ done: !!r() }}>
                <span class="ov-place">{m.table}</span>
                <span class="ov-players">
                  <For each={m.players}>
                    {(id, i) => (
                      <>
                        <Show when={i() > 0}>
                          <span class="ov-vs">–</span>
                        </Show>
                        <span class="ov-player">
                          <span class="ov-name">{name(id)}</span>
                          <Show when={points().get(id) !== undefined}>
                            <small class="ov-pts"> {t("pairings.pts", { n: fmtNumber(points().get(id)!) })}</small>
                          </Show>
                        </span>
                      </>
                    )}
                  </For>
                </span>
                <span class="ov-result">{r() ? resultText(m, r()!, props.names) : "resultIn" in m && m.resultIn ? "✓" : ""}</span>
              </li>
            );
          }}
        </For>
        <Show when={shown().length < tables().length}>
          <li class="ov-row ov-more">{ovT("ov.more", { n: tables().length - shown().length })}</li>
        </Show>
      </ol>
    </section>
  );
}
