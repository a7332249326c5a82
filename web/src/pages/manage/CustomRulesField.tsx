// The new-event form's choice of the organizer's own rules (rules "custom"):
// a saved profile or an example, sent as the event's customRules. The chosen
// definition rides in a hidden field so the form reads it like any other.
import { A } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import { createLoad } from "../../lib/net/load.ts";
import { SelectField } from "../../components/Field.tsx";
import { loadRules, rulesChoices } from "./rules-api.ts";
import { rt } from "./rules-strings.ts";

export function CustomRulesField() {
  const list = createLoad(() => true, loadRules);
  const choices = () => rulesChoices(list.value());
  const [picked, setPicked] = createSignal("");
  const chosen = () => choices().find((c) => c.value === picked()) ?? choices()[0];
  return (
    <div class="stack">
      <Show when={choices().length > 0} fallback={<p class="muted">{rt("custom.needOne")}</p>}>
        <SelectField label={rt("custom.pick")} name="customRulesChoice" value={chosen()?.value} onChange={(e) => setPicked(e.currentTarget.value)}>
          <For each={choices()}>
            {(c) => (
              <option value={c.value}>
                {c.label}
                {c.preset ? ` (${rt("custom.presetTag")})` : ""}
              </option>
            )}
          </For>
        </SelectField>
        <input type="hidden" name="customRules" value={chosen() ? JSON.stringify(chosen()!.rules) : ""} />
      </Show>
      <A href="/manage/rules">{rt("custom.manage")}</A>
    </div>
  );
}
