// A player's penalties across the event, one tap from their name in the
// Players tab (with the form for a new one), and a table's "Penalty" button in
// the Results tab (the form with the table's players).
import { createSignal, For, Show } from "solid-js";
import type { Runner } from "../action.ts";
import type { ManageView } from "../../../lib/types.ts";
import { roundTitle } from "../../../lib/round-title.ts";
import { infractionName, penaltyName } from "../../../lib/i18n/penalty-words.ts";
import { PenaltyForm } from "./PenaltyForm.tsx";
import { ft } from "./strings.ts";

type Penalty = ManageView["penalties"][number];

/** How many penalties a player has (a small tag beside the name), or nothing. */
export function PenaltyCount(props: { view: ManageView; player: string }) {
  const n = () => props.view.penalties.filter((k) => k.player === props.player).length;
  return (
    <Show when={n() > 0}>
      <small class="tag warn penalty-count">{n() === 1 ? ft("pen.countOne") : ft("pen.count", { n: n() })}</small>
    </Show>
  );
}

function roundName(view: ManageView, round: number): string {
  const r = view.rounds[round - 1];
  return round === 0 || !r ? ft("pen.before") : roundTitle(r);
}

/** The player's penalties, oldest first, with the judge's note. */
export function PenaltyHistory(props: { view: ManageView; player: string; names: Map<string, string> }) {
  const given = () => props.view.penalties.filter((k) => k.player === props.player);
  return (
    <section class="stack" aria-label={ft("pen.history", { name: props.names.get(props.player) ?? props.player })} data-testid="penalty-history">
      <Show when={given().length > 0} fallback={<p class="small muted">{ft("pen.none")}</p>}>
        <ul class="plain penalties">
          <For each={given()}>{(k) => <PenaltyLine view={props.view} penalty={k} />}</For>
        </ul>
      </Show>
    </section>
  );
}

function PenaltyLine(props: { view: ManageView; penalty: Penalty }) {
  const k = () => props.penalty;
  return (
    <li>
      <strong>{penaltyName(k().penalty)}</strong> · {infractionName(k())} · {roundName(props.view, k().round)}
      <Show when={k().by}>
        <small class="muted"> · {k().by}</small>
      </Show>
      <Show when={k().note}>
        <div class="small muted">{k().note}</div>
      </Show>
    </li>
  );
}

/** Under a player's row: their penalty history and a new penalty. */
export function PlayerPenalties(props: { view: ManageView; player: string; names: Map<string, string>; runner: Runner }) {
  const [giving, setGiving] = createSignal(false);
  const open = () => props.view.event.status !== "finished" && props.view.event.status !== "did-not-occur";
  return (
    <div class="player-floor stack" data-testid="player-floor">
      <PenaltyHistory view={props.view} player={props.player} names={props.names} />
      <Show when={open()}>
        <Show
          when={giving()}
          fallback={
            <button type="button" class="small" onClick={() => setGiving(true)}>
              {ft("pen.give")}
            </button>
          }
        >
          <PenaltyForm
            view={props.view}
            names={props.names}
            runner={props.runner}
            players={[props.player]}
            onDone={() => setGiving(false)}
            onCancel={() => setGiving(false)}
          />
        </Show>
      </Show>
    </div>
  );
}

/** A table's "Penalty" in the Results tab: opens the form for one of its players (drawn by the card, under its names). */
export function TablePenaltyButton(props: { table: number; open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      class="small table-penalty"
      aria-expanded={props.open}
      aria-label={ft("pen.tableAt", { table: props.table })}
      onClick={() => props.onToggle()}
    >
      {ft("pen.table")}
    </button>
  );
}
