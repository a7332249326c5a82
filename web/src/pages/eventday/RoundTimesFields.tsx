// The round times of the event-day form. The shortest round is the event's
// rules profile's (shared/rules/profiles.ts): 40 minutes under dci-2009,
// Dreamblade and the MTR (R-TIME-1), none beyond a minute under Commander
// (R-CMD-4). The fields carry no `min` of their own: a time the rules do not
// allow is sent, refused by the server at its field's path, and the refusal
// shows under that field in the reader's language, not in a browser bubble.
import { createUniqueId, For, Show } from "solid-js";
import { ApiError } from "../../lib/net/api.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { followSaved } from "../../lib/render/typed-wins.ts";
import { profileOf } from "../../../../shared/rules/profiles.ts";
import type { RulesProfileId } from "../../../../shared/model/types.ts";
import type { EventDayView } from "./types.ts";
import { tx, type EdKey } from "./dict.ts";

type Rounds = EventDayView["rounds"];
/** Form name, label, the view's value, the key of its path in the server's refusal ($.timers.rounds.<key>), whether it must be given. */
const FIELDS: [string, EdKey, (r: Rounds) => number | null, string, boolean][] = [
  ["swiss", "ed.rounds.swiss", (r) => r.swissMinutes, "swissMinutes", true],
  ["playoff", "ed.rounds.playoff", (r) => r.playoffMinutes, "playoffMinutes", true],
  ["final", "ed.rounds.final", (r) => r.finalMinutes, "finalMinutes", false],
];

/** The field a refusal is about: its path's last key, when it names a round time. */
function refusedKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return /^\$\.timers\.rounds\.(\w+)$/.exec(error.path)?.[1] ?? null;
}

export function RoundTimesFields(props: {
  rounds: Rounds;
  rules: RulesProfileId;
  /** The last refusal of the form's save: shown under the round time its path names. */
  refused: unknown;
}) {
  const id = createUniqueId();
  const floor = () => profileOf(props.rules).minimumRoundMinutes;
  const at = (key: string) => refusedKey(props.refused) === key;
  return (
    <fieldset class="stack">
      <legend>{tx("ed.rounds")}</legend>
      <For each={FIELDS}>
        {([name, label, read, key, required]) => (
          <div class="field">
            <label for={`${id}-${name}`}>{tx(label)}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="number"
              required={required}
              inputmode="numeric"
              ref={followSaved(() => String(read(props.rounds) ?? ""))}
              aria-invalid={at(key) ? "true" : undefined}
              aria-describedby={at(key) ? `${id}-${key}` : floor() !== null ? `${id}-help` : undefined}
            />
            <Show when={at(key)}>
              <div class="field-refusal" id={`${id}-${key}`}>
                <ErrorBox error={props.refused} />
              </div>
            </Show>
          </div>
        )}
      </For>
      <Show when={floor()}>
        {(n) => (
          <small class="muted" id={`${id}-help`}>
            {tx("ed.rounds.help", { n: n() })}
          </small>
        )}
      </Show>
    </fieldset>
  );
}
