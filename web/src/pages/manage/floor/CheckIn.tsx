// Check-in at the desk (options.checkIn "required"): staff check a player in
// with one tap, without their code, and take a check-in back until round 1 is
// paired; the count says how many are here. Round 1 then seats only them
// (no-shows.ts says so before pairing).
import { Show } from "solid-js";
import { isDropped } from "../../../lib/event.ts";
import { type Runner, write } from "../action.ts";
import type { ManageView } from "../../../lib/types.ts";
import { ft } from "./strings.ts";

/** Check-in is asked for and still open (before round 1). */
export const checkInOpen = (v: ManageView) => v.checkedIn !== null && v.event.status === "registration";

export function CheckInCount(props: { view: ManageView }) {
  const here = () => new Set(props.view.checkedIn ?? []);
  const active = () => props.view.players.filter((p) => !isDropped(p.dropped));
  return (
    <Show when={checkInOpen(props.view)}>
      <p class="checkin-count" aria-live="polite" data-testid="checkin-count">
        <strong>{ft("checkIn.count", { n: active().filter((p) => here().has(p.id)).length, of: active().length })}</strong>
      </p>
    </Show>
  );
}

/** One player's check-in: "Check in", or "Checked in" with its undo. */
export function CheckInButton(props: { view: ManageView; player: { id: string; name: string; dropped: number | null }; runner: Runner }) {
  const r = props.runner;
  const here = () => (props.view.checkedIn ?? []).includes(props.player.id);
  return (
    <Show when={checkInOpen(props.view) && !isDropped(props.player.dropped)}>
      <Show
        when={here()}
        fallback={
          <button
            type="button"
            class="small primary checkin"
            disabled={r.busy()}
            aria-label={ft("checkIn.doName", { name: props.player.name })}
            onClick={() => void write(r, "check-in", { playerId: props.player.id }, { done: ft("checkIn.done", { name: props.player.name }) })}
          >
            {ft("checkIn.do")}
          </button>
        }
      >
        <span class="tag ok checked-in">{ft("checkIn.here")}</span>
        <button
          type="button"
          class="small"
          disabled={r.busy()}
          aria-label={ft("checkIn.undoName", { name: props.player.name })}
          onClick={() => void write(r, "undo-check-in", { playerId: props.player.id }, { done: ft("checkIn.undone", { name: props.player.name }) })}
        >
          {ft("checkIn.undo")}
        </button>
      </Show>
    </Show>
  );
}

/**
 * A no-show (dropped at round 1 for not checking in) who arrives while round 1 is played: one tap
 * seats them as the event's late arrival (the bye's opponent, or a round-1 loss), with their own
 * registration and code. Organizers only, as for any late entry.
 */
export function ArriveLateButton(props: { view: ManageView; player: { id: string; name: string; dropped: number | null }; runner: Runner }) {
  const r = props.runner;
  const shown = () =>
    props.view.checkedIn !== null &&
    props.player.dropped === 0 &&
    props.view.role !== "judge" &&
    props.view.event.status === "swiss" &&
    props.view.rounds.length === 1 &&
    props.view.lateEntry.open;
  return (
    <Show when={shown()}>
      <button
        type="button"
        class="small primary"
        disabled={r.busy()}
        aria-label={ft("late.doName", { name: props.player.name })}
        onClick={() =>
          void write(
            r,
            "arrive-late",
            { playerId: props.player.id, mode: props.view.event.options.lateArrival ?? "play-bye" },
            { done: ft("late.done", { name: props.player.name }) },
          )
        }
      >
        {ft("late.do")}
      </button>
    </Show>
  );
}
