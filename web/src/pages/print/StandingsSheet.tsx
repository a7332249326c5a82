// The standings for the wall, with the cut line marked under the last player
// who makes the playoffs (during and after the Swiss). Once an event with a
// final stage is finished, the sheet is the final ranking, the Swiss
// standings below it.
import { For, Show } from "solid-js";
import { fmtNumber, t } from "../../lib/i18n/i18n.ts";
import { Standings } from "../../components/Standings.tsx";
import { finalOrder } from "../../lib/final-order.ts";
import { prT } from "./strings.ts";
import type { EventView } from "../../lib/types.ts";

export function StandingsSheet(props: { view: EventView; names: Map<string, string> }) {
  const cut = () => props.view.event.options.cut ?? 0;
  const final = () => finalOrder(props.view);
  return (
    <>
      <Show
        when={final()}
        fallback={
          <>
            <h1>
              {props.view.event.name} — {t("event.standings")}
            </h1>
            <Show when={cut() > 0 && props.view.standings}>
              <p class="cut-note">{t("print.cutLine", { n: cut() })}</p>
            </Show>
          </>
        }
      >
        {(rows) => (
          <>
            <h1>
              {props.view.event.name} — {prT("pr.finalRanking")}
            </h1>
            <table class="standings final-ranking" data-testid="final-ranking">
              <thead>
                <tr>
                  <th scope="col">{prT("pr.place")}</th>
                  <th scope="col">{t("standings.player")}</th>
                  <th scope="col" class="num">
                    {prT("pr.swissPoints")}
                  </th>
                </tr>
              </thead>
              <tbody>
                <For each={rows()}>
                  {(r) => (
                    <tr>
                      <td>{fmtNumber(r.place)}</td>
                      <th scope="row">{props.names.get(r.player) ?? r.player}</th>
                      <td class="num">{r.points === null ? "" : fmtNumber(r.points)}</td>
                    </tr>
                  )}
                </For>
              </tbody>
            </table>
            <h2>{t("event.standings")}</h2>
          </>
        )}
      </Show>
      <div class="print-standings">
        <Standings view={props.view} names={props.names} cut={cut() > 0 && !final() ? cut() : undefined} />
      </div>
    </>
  );
}
