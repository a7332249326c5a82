// R-CMD-4: without a winner at time, play goes on until the stack is empty or
// 3 more minutes pass; then every player at the table has lost. Once those 3
// minutes are over, the console offers to end every open table with no winner.
import { Show } from "solid-js";
import { latestRound, resultOf, tableOf } from "../../lib/event.ts";
import { ct } from "./strings.ts";
import { type Runner, write } from "./action.ts";
import type { ManageView } from "../../lib/types.ts";
import { stageOf } from "../../../../shared/model/matches.ts";

export function OvertimeEnd(props: { view: ManageView; runner: Runner }) {
  const round = () => latestRound(props.view);
  const over = () => props.view.timer?.phase === "overtime" && props.view.timer.state === "ended" && props.view.timer.round === round()?.number;
  // Swiss tables only: in the finals no winner still advances someone, so staff say who was eliminated table by table (NoWinner.tsx).
  const open = () => (stageOf(round()) !== "swiss" ? [] : (round()?.matches ?? []).filter((m) => tableOf(m) !== null && m.players.length > 2 && !resultOf(m)));
  async function endAll() {
    const n = round()!.number;
    for (const m of open()) {
      const ok = await write(
        props.runner,
        "set-result",
        { round: n, table: tableOf(m)!, result: { winner: null }, asSeen: null },
        { done: ct("overtime.done") },
      );
      // Offline a write is queued and answers nothing: go on to the next table; stop only at a refusal.
      if (!ok && props.runner.error()) return;
    }
  }
  return (
    <Show when={over() && open().length > 0}>
      <section class="card stack warn-card" data-testid="overtime-end">
        <p>{ct("overtime.over", { n: open().length })}</p>
        <button type="button" class="danger" disabled={props.runner.busy()} onClick={() => void endAll()}>
          {ct("overtime.endAll", { n: open().length })}
        </button>
      </section>
    </Show>
  );
}
