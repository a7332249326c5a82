// The sources' recommendation for the field registered so far: Swiss rounds
// (R-ROUNDS-2, R-ROUNDS-3, R-ROUNDS-4) and, for Dreamblade, the top-4 playoff
// (R-PO-2). Shown while players register.
import { Show } from "solid-js";
import { ct } from "./strings.ts";
import { MIN_SWISS_PLAYERS, recommendedRounds } from "../../../../shared/structure/rounds.ts";
import type { ManageView } from "../../lib/types.ts";

export function Recommendation(props: { view: ManageView; active: number }) {
  const rec = () =>
    props.active >= MIN_SWISS_PLAYERS
      ? recommendedRounds({ players: props.active, rules: props.view.event.rules, customRules: props.view.event.customRules })
      : null;
  return (
    <Show when={rec()}>
      {(r) => (
        <p class="small muted" data-testid="recommendation">
          {ct("rec.rounds", { rounds: r().rounds, n: props.active, planned: props.view.event.options.rounds })}
          <Show when={r().playoff}>{(po) => <> {ct("rec.playoff", { cut: po().cut })}</>}</Show>
        </p>
      )}
    </Show>
  );
}
