// R-CMD-5, finals: a table without a winner after the extra time goes to the
// best-ranked qualifier still in the game. Staff tick who was eliminated before time; seats follow the
// qualifying ranking (seat A best), so the first seat still in the game
// advances. The engine decides the same from result.eliminated.
import { createSignal, For, Show } from "solid-js";
import { ft } from "../../lib/i18n/finals-words.ts";
import type { MatchResult } from "../../lib/types.ts";

export function NoWinner(props: { players: readonly string[]; names: Map<string, string>; busy: boolean; onResult: (r: MatchResult) => void }) {
  const [open, setOpen] = createSignal(false);
  const [out, setOut] = createSignal<ReadonlySet<string>>(new Set());
  const n = (id: string) => props.names.get(id) ?? id;
  const advances = () => props.players.find((p) => !out().has(p)) ?? null;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(out());
    if (on) next.add(id);
    else next.delete(id);
    setOut(next);
  };
  return (
    <Show
      when={open()}
      fallback={
        <button type="button" class="no-winner" disabled={props.busy} onClick={() => setOpen(true)}>
          {ft("nw.open")}
        </button>
      }
    >
      <fieldset class="no-winner-box stack" data-testid="no-winner-box">
        <legend class="small">{ft("nw.question")}</legend>
        <For each={props.players}>
          {(p) => (
            <label class="check">
              <input type="checkbox" checked={out().has(p)} onChange={(e) => toggle(p, e.currentTarget.checked)} />
              <span>{ft("nw.eliminated", { name: n(p) })}</span>
            </label>
          )}
        </For>
        <p role="status" class="small" data-testid="advances">
          {advances() ? ft("nw.advances", { name: n(advances()!) }) : ft("nw.allOut")}
        </p>
        <div class="row wrap-buttons">
          <button type="button" onClick={() => setOpen(false)}>
            {ft("nw.back")}
          </button>
          <button
            type="button"
            class="primary"
            disabled={props.busy || advances() === null}
            onClick={() => props.onResult({ winner: null, eliminated: props.players.filter((p) => out().has(p)) })}
          >
            {ft("nw.confirm", { name: advances() ? n(advances()!) : "" })}
          </button>
        </div>
      </fieldset>
    </Show>
  );
}
