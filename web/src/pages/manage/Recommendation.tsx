// The documents' recommendation for the field registered so far: Swiss rounds
// (001 Appendix F, 002, 003) and, for Dreamblade, the top-4 playoff (000
// §321: "The DCI recommends that all Dreamblade tournament playoffs consist of
// the top four tournament players"). Shown while players register.
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
