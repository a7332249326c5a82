// The standings for the wall, with the cut line marked under the last player
// who makes the playoffs (during and after the Swiss).
import { Show } from "solid-js";
import { t } from "../../lib/i18n.ts";
import { Standings } from "../../components/Standings.tsx";
import type { EventView } from "../../lib/types.ts";

export function StandingsSheet(props: { view: EventView; names: Map<string, string> }) {
  const cut = () => props.view.event.options.cut ?? 0;
  return (
    <>
      <h1>
        {props.view.event.name} — {t("event.standings")}
      </h1>
      <Show when={cut() > 0 && props.view.standings}>
        <p class="cut-note">{t("print.cutLine", { n: cut() })}</p>
      </Show>
      <div class="print-standings">
        <Standings view={props.view} names={props.names} cut={cut() > 0 ? cut() : undefined} />
      </div>
    </>
  );
}
