// A round paired while pairings are published by hand (options.publishPairings
// "manual"): players do not see it yet. One tap publishes it; re-pairing stays
// offered until then (the Round tab's cancel & re-pair).
import { Show } from "solid-js";
import { type Runner, write } from "../action.ts";
import type { ManageView } from "../../../lib/types.ts";
import { ft } from "./strings.ts";

export function PublishRound(props: { view: ManageView; runner: Runner }) {
  const r = props.runner;
  return (
    <Show when={props.view.unpublished}>
      {(n) => (
        <section class="card warn-card stack" aria-labelledby="publish-h" data-testid="unpublished">
          <p id="publish-h">
            <strong>{ft("publish.not", { n: n() })}</strong>
          </p>
          <p class="small">
            <a href={`/e/${props.view.event.id}/tv?preview=1`} target="_blank" rel="noopener">
              {ft("publish.preview")}
            </a>
          </p>
          <button
            type="button"
            class="primary big"
            disabled={r.busy()}
            onClick={() => void write(r, "publish-round", { round: n() }, { done: ft("publish.done", { n: n() }) })}
          >
            {ft("publish.do", { n: n() })}
          </button>
        </section>
      )}
    </Show>
  );
}
