// Giving a penalty (give-penalty): the player (one, or the table's players),
// the infraction from the Magic Infraction Procedure Guide's groups ("other"
// by its name), the penalty, the round (the current one unless changed) and
// a note for staff. Sending asks first, saying what the penalty does to the
// player's match (penalty-effect.ts).
import { createSignal, createUniqueId, For, Show } from "solid-js";
import { type Runner, write } from "../action.ts";
import { SelectField } from "../../../components/Field.tsx";
import type { ManageView } from "../../../lib/types.ts";
import { INFRACTIONS, PENALTIES, type InfractionGroup, type InfractionId, type PenaltyKind } from "../../../../../shared/model/penalties.ts";
import { groupName, infractionName, penaltyName } from "../../../lib/i18n/penalty-words.ts";
import { penaltyEffect } from "./penalty-effect.ts";
import { ft } from "./strings.ts";
import { roundTitle } from "../../../lib/round-title.ts";

const GROUP_IDS = Object.keys(INFRACTIONS) as InfractionGroup[];

export function PenaltyForm(props: {
  view: ManageView;
  names: Map<string, string>;
  runner: Runner;
  /** Who may be given it: one player (from their name) or a table's players. */
  players: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = createUniqueId();
  const latest = () => props.view.rounds.length;
  const [player, setPlayer] = createSignal(props.players.length === 1 ? props.players[0]! : "");
  const [infraction, setInfraction] = createSignal<InfractionId>("game-rule-violation");
  const [other, setOther] = createSignal("");
  const [penalty, setPenalty] = createSignal<PenaltyKind>("warning");
  // The current round unless the judge picks another (a number, so a re-read of the event keeps the choice).
  const [round, setRound] = createSignal<number | null>(null);
  const shownRound = () => round() ?? latest();
  const [note, setNote] = createSignal("");
  const name = (p: string) => props.names.get(p) ?? p;

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const who = player();
    if (!who) return;
    const text = other().trim();
    const kind = penalty();
    const given = await write(
      props.runner,
      "give-penalty",
      {
        player: who,
        round: shownRound(),
        infraction: infraction(),
        ...(infraction() === "other" ? { infractionText: text } : {}),
        penalty: kind,
        ...(note().trim() ? { note: note().trim() } : {}),
      },
      {
        confirm: penaltyEffect(props.view, props.names, who, shownRound(), kind),
        confirmLabel: penaltyName(kind),
        done: ft("pen.done", { name: name(who), penalty: penaltyName(kind) }),
      },
    );
    if (given) props.onDone();
  }

  return (
    <form class="card stack penalty-form" aria-labelledby={`${id}-h`} onSubmit={(e) => void submit(e)} data-testid="penalty-form">
      <h4 id={`${id}-h`}>{props.players.length === 1 ? ft("pen.giveTo", { name: name(props.players[0]!) }) : ft("pen.give")}</h4>
      <Show when={props.players.length > 1}>
        <fieldset class="field">
          <legend>{ft("pen.player")}</legend>
          <For each={props.players}>
            {(p) => (
              <label class="check">
                <input type="radio" name={`${id}-player`} value={p} required checked={player() === p} onChange={() => setPlayer(p)} />
                <span>{name(p)}</span>
              </label>
            )}
          </For>
        </fieldset>
      </Show>
      <SelectField label={ft("pen.infraction")} value={infraction()} onChange={(e) => setInfraction(e.currentTarget.value as InfractionId)}>
        <For each={GROUP_IDS}>
          {(g) => (
            <optgroup label={groupName(g)}>
              <For each={INFRACTIONS[g] as readonly InfractionId[]}>{(i) => <option value={i}>{infractionName({ infraction: i })}</option>}</For>
            </optgroup>
          )}
        </For>
      </SelectField>
      <Show when={infraction() === "other"}>
        <label class="field">
          <span>{ft("pen.otherName")}</span>
          <input required maxLength={120} value={other()} onInput={(e) => setOther(e.currentTarget.value)} autocomplete="off" />
        </label>
      </Show>
      <div class="grid2">
        <SelectField label={ft("pen.penalty")} value={penalty()} onChange={(e) => setPenalty(e.currentTarget.value as PenaltyKind)}>
          <For each={PENALTIES}>{(k) => <option value={k}>{penaltyName(k)}</option>}</For>
        </SelectField>
        <SelectField label={ft("pen.round")} value={shownRound()} onChange={(e) => setRound(Number(e.currentTarget.value))}>
          <option value={0}>{ft("pen.before")}</option>
          {/* By number: a re-read of the event keeps the options (and the choice). */}
          <For each={props.view.rounds.map((r) => r.number)}>{(n) => <option value={n}>{roundTitle(props.view.rounds[n - 1]!)}</option>}</For>
        </SelectField>
      </div>
      <label class="field">
        <span>{ft("pen.note")}</span>
        <textarea rows={2} maxLength={1000} value={note()} onInput={(e) => setNote(e.currentTarget.value)} />
      </label>
      <div class="row end">
        <button type="button" onClick={() => props.onCancel()}>
          {ft("pen.cancel")}
        </button>
        <button type="submit" class="primary" disabled={props.runner.busy() || !player()}>
          {ft("pen.submit")}
        </button>
      </div>
    </form>
  );
}
