// The event's structure in the new-event and edit-event forms: Swiss only,
// Swiss then a one-on-one cut, or (Commander) the attendance-based finals
// (R-CMD-3: 6-7 players Swiss only; 8-16 a final table of the top 4; 17 or
// more semifinal tables of places 3-10, places 1-2 waiting at the final).
// A Commander event gets no one-on-one cut (start-playoffs refuses one).
import { For, Show, createEffect, createSignal } from "solid-js";
import { SelectField } from "../../components/Field.tsx";
import { t } from "../../lib/i18n/i18n.ts";
import type { Options } from "../../lib/types.ts";
import { ct } from "./strings.ts";

export type StructureChoice = "swiss" | "cut-2" | "cut-4" | "cut-8" | "cut-16" | "attendance";

/** The choices a profile kind offers: one-on-one cuts, or the attendance finals for multiplayer tables. */
export function structureChoices(kind: "one-on-one" | "pod"): StructureChoice[] {
  return kind === "pod" ? ["attendance", "swiss"] : ["swiss", "cut-2", "cut-4", "cut-8", "cut-16"];
}

/** The choice an event's options stand for. */
export function choiceOf(o: Pick<Options, "cut" | "structure">): StructureChoice {
  if (o.structure === "attendance") return "attendance";
  return o.cut > 0 ? (`cut-${o.cut}` as StructureChoice) : "swiss";
}

/** The options a choice sets (cut and structure). */
export function optionsOf(choice: string): Pick<Options, "cut" | "structure"> {
  if (choice === "attendance") return { cut: 0, structure: "attendance" };
  const cut = choice.startsWith("cut-") ? Number(choice.slice(4)) : 0;
  return cut > 0 ? { cut: cut as Options["cut"], structure: "swiss-cut" } : { cut: 0, structure: "swiss" };
}

const label = (c: StructureChoice) =>
  c === "swiss" ? ct("structure.swiss") : c === "attendance" ? ct("structure.attendance") : t("rules.cut", { n: Number(c.slice(4)) });

export function StructureField(props: { kind: "one-on-one" | "pod"; value: StructureChoice }) {
  const [chosen, setChosen] = createSignal<string>(props.value);
  // A new rules profile brings its own default choice.
  createEffect(() => setChosen(props.value));
  return (
    <SelectField
      class="wide"
      label={ct("structure.label")}
      name="structure"
      value={props.value}
      onChange={(e) => setChosen(e.currentTarget.value)}
      hint={
        <Show when={chosen() === "attendance"}>
          <small class="muted" data-testid="attendance-hint">
            {ct("structure.attendanceHint")}
          </small>
        </Show>
      }
    >
      <For each={structureChoices(props.kind)}>{(c) => <option value={c}>{label(c)}</option>}</For>
    </SelectField>
  );
}
