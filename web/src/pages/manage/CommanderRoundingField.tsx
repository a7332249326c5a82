// Which reading of the Commander event's "Points are rounded up" applies
// (R-CMD-1, options.commanderRounding): radios, so each reading's sentence
// wraps on a phone instead of being cut off in a select. The words are the
// public rules box's own, so the organizer picks what the players will read.
import { For } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import type { CommanderRounding } from "../../../../shared/model/types.ts";
import type { Key } from "../../lib/i18n/dict/en.ts";

// Typed by the schema's readings (a new one fails the type check here); not the schema itself, which would bring zod into the console.
const WORDS: Record<CommanderRounding, Key> = { "per-loss": "rules.roundPerLoss", "on-total": "rules.roundOnTotal" };
const READINGS = Object.keys(WORDS) as CommanderRounding[];

export function CommanderRoundingField(props: { value: CommanderRounding | undefined }) {
  return (
    <fieldset class="field">
      <legend>{t("edit.rounding")}</legend>
      <For each={READINGS}>
        {(r) => (
          <label class="check">
            <input type="radio" name="commanderRounding" value={r} checked={(props.value ?? "per-loss") === r} />
            <span>{t(WORDS[r])}</span>
          </label>
        )}
      </For>
      <small class="muted">{t("edit.roundingHint")}</small>
    </fieldset>
  );
}
