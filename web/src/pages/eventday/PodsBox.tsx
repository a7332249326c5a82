// The staff pods box on /manage/:id/lists: how pods are seated (R-DRAFT-1's
// rule or one pod for the whole field), seating them, every pod with its
// players' names by seat, and whether Swiss rounds pair within pods
// (R-PAIR-6).
import { A } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import { deskWrite } from "../../lib/offline/desk-write.ts";
import { SelectField } from "../../components/Field.tsx";
import type { EventDayView } from "./types.ts";
import { tx } from "./dict.ts";

export function PodsBox(props: {
  eventId: string;
  status: string;
  eventDay: EventDayView;
  name: (id: string) => string;
  busy: boolean;
  act: (fn: () => Promise<unknown>, ok: string) => Promise<void>;
}) {
  const [mode, setMode] = createSignal<"rule" | "one">("rule");
  const dreamblade = () => (props.eventDay.draftFormats ?? []).includes("dreamblade") || props.eventDay.draft?.format === "dreamblade";
  return (
    <section class="card stack noprint" aria-labelledby="pods-h" data-testid="pods-box">
      <h2 id="pods-h">{tx("ed.draft.pods")}</h2>
      <Show when={props.eventDay.pods} fallback={<p class="muted">{tx("ed.draft.notSeated")}</p>}>
        {(pods) => (
          <div class="pods">
            <For each={pods()}>
              {(pod) => (
                <article class="pod" aria-labelledby={`staff-pod-${pod.pod}`}>
                  <h3 id={`staff-pod-${pod.pod}`}>{tx("ed.draft.pod", { n: pod.pod, size: pod.seats.length })}</h3>
                  <ol>
                    <For each={pod.seats}>{(p) => <li>{props.name(p)}</li>}</For>
                  </ol>
                </article>
              )}
            </For>
          </div>
        )}
      </Show>
      <Show when={props.status === "registration"}>
        {/* Short choices, whole in a phone's select; the rule in full under it. */}
        <SelectField
          name="podMode"
          label={tx("ed.pods.mode")}
          value={mode()}
          onChange={(e) => setMode(e.currentTarget.value as "rule" | "one")}
          hint={
            <Show when={dreamblade() && mode() === "rule"}>
              <small class="muted">{tx("ed.pods.ruleHint")}</small>
            </Show>
          }
        >
          <option value="rule">{dreamblade() ? tx("ed.pods.rule") : tx("ed.pods.ruleMagic")}</option>
          <option value="one">{tx("ed.pods.one")}</option>
        </SelectField>
      </Show>
      <div class="row wrap">
        <button
          type="button"
          disabled={props.busy || props.status !== "registration"}
          onClick={() => void props.act(() => deskWrite(props.eventId, "seat-pods", { mode: mode() }, tx("ed.draft.seated")), tx("ed.draft.seated"))}
        >
          {tx("ed.draft.seat")}
        </button>
        <A class="button" href={`/e/${props.eventId}/draft`}>
          {tx("ed.draft.title")}
        </A>
      </div>
      <Show when={props.eventDay.pods}>
        <label class="check">
          <input
            type="checkbox"
            checked={props.eventDay.pairWithinPods !== false}
            disabled={props.busy}
            onChange={(e) => {
              const within = e.currentTarget.checked;
              const said = within ? tx("ed.pods.withinSaved") : tx("ed.pods.acrossSaved");
              void props.act(() => deskWrite(props.eventId, "edit-event-day", { pairWithinPods: within }, said), said);
            }}
          />
          <span>{tx("ed.pods.within")}</span>
        </label>
      </Show>
    </section>
  );
}
