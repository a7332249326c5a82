// The event's settings after creation (PATCH /api/events/:id): name, game,
// planned rounds, cut, draws (Commander: the points' rounding), visibility,
// round length, date. The server decides what may still change; its refusal
// is shown as it words it.
import { createEffect, createSignal, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { SelectField } from "../../components/Field.tsx";
import { StructureField, choiceOf, optionsOf } from "./StructureField.tsx";
import { GameFormatField } from "./GameFormatField.tsx";
import { CommanderRoundingField } from "./CommanderRoundingField.tsx";
import { profileOf } from "../../../../shared/rules/profiles.ts";
import { type Runner, write, type WriteFields } from "./action.ts";
import type { ManageView } from "../../lib/types.ts";
import { FloorSettings, floorOptionsOf } from "./floor/FloorSettings.tsx";

/** The edit-event command's fields, as the form sends them. */
type Fields = WriteFields<"edit-event">;
type Draws = NonNullable<Fields["options"]>["draws"];
type Rounding = NonNullable<Fields["options"]>["commanderRounding"];

export function EditEvent(props: { view: ManageView; runner: Runner }) {
  // The form starts from the view and follows it only while nobody edits it: a
  // result coming in live, or the refetch after a refused save, must not overwrite
  // what the organizer is typing. After a save it follows the view that carries it,
  // unless the organizer has typed again since (that view would overwrite it too).
  const [shown, setShown] = createSignal(props.view);
  const [editing, setEditing] = createSignal(false);
  const [savedSeq, setSavedSeq] = createSignal<number | null>(null);
  let edits = 0; // changes made so far: one made while a save is on its way keeps the form as typed
  const edited = () => {
    edits++;
    setEditing(true);
    setSavedSeq(null);
  };
  createEffect(() => {
    const v = props.view;
    const saved = savedSeq();
    if (saved !== null && v.seq >= saved) {
      setSavedSeq(null);
      setEditing(false);
    }
    if (!editing()) setShown(v);
  });
  const ev = () => shown().event;
  const oneOnOne = () => profileOf(ev().rules).kind === "one-on-one";

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const num = (k: string) => Number(f.get(k));
    const options: Fields["options"] = {
      rounds: num("rounds"),
      ...optionsOf(String(f.get("structure"))),
      ...(oneOnOne() ? { draws: String(f.get("draws")) as Draws } : { commanderRounding: String(f.get("commanderRounding")) as Rounding }),
      ...floorOptionsOf(f, ev().options),
    };
    const date = String(f.get("date") ?? "");
    const at = edits;
    const saved = await write(
      props.runner,
      "edit-event",
      {
        name: String(f.get("name") ?? "").trim(),
        gameFormat: String(f.get("gameFormat") ?? "").trim(),
        options,
        visibility: String(f.get("visibility")) as Fields["visibility"],
        roundMinutes: num("roundMinutes"),
        date: date || null,
      },
      { done: t("edit.saved") },
    );
    if (saved && edits === at) setSavedSeq(saved.seq ?? props.view.seq);
  }

  return (
    <form class="card stack" aria-labelledby="edit-h" onInput={edited} onSubmit={(e) => void submit(e)}>
      <h3 id="edit-h">{t("edit.title")}</h3>
      <label class="field">
        <span>{t("new.name")}</span>
        <input name="name" required maxLength={200} value={ev().name} />
      </label>
      <GameFormatField value={ev().gameFormat} />
      <div class="grid2">
        <label class="field">
          <span>{t("new.rounds")}</span>
          <input name="rounds" type="number" min={1} max={30} value={ev().options.rounds} inputmode="numeric" required />
        </label>
        <StructureField kind={profileOf(ev().rules).kind} value={choiceOf(ev().options)} />
        <Show when={oneOnOne()}>
          {/* The whole row: "Coin flip settles a draw" is cut off in half of a phone's. */}
          <SelectField class="wide" label={t("rules.draws")} name="draws" value={(ev().options as { draws?: string }).draws ?? "allowed"}>
            <option value="allowed">{t("rules.drawsAllowed")}</option>
            <option value="flip">{t("rules.drawsFlip")}</option>
          </SelectField>
        </Show>
        <label class="field">
          <span>{t("new.roundMinutes")}</span>
          <input
            name="roundMinutes"
            type="number"
            min={profileOf(ev().rules).minimumRoundMinutes ?? 1}
            max={240}
            value={ev().roundMinutes ?? 50}
            inputmode="numeric"
            required
          />
        </label>
        <label class="field">
          <span>{t("new.date")}</span>
          <input name="date" type="date" value={ev().date ?? ""} />
        </label>
      </div>
      <Show when={!oneOnOne()}>
        <CommanderRoundingField value={ev().options.commanderRounding} />
      </Show>
      <FloorSettings options={ev().options} />
      <fieldset class="field">
        <legend>{t("new.visibility")}</legend>
        <label class="check">
          <input type="radio" name="visibility" value="public" checked={ev().visibility === "public"} />
          <span>{t("new.public")}</span>
        </label>
        <label class="check">
          <input type="radio" name="visibility" value="unlisted" checked={ev().visibility === "unlisted"} />
          <span>{t("new.unlisted")}</span>
        </label>
      </fieldset>
      <button type="submit" class="primary" disabled={props.runner.busy()}>
        {t("edit.save")}
      </button>
    </form>
  );
}
