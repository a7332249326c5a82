// Deck checks of the current round: staff draw N of its open tables at random
// (draw-deck-checks; players checked before are left out unless asked for),
// see the drawn tables with their players, and end each check giving the
// table its time back (end-deck-check: the minutes go on that table's clock,
// shown in the pairings and on the TV). The minutes offered are those since
// the draw, rounded up, plus 2; the judge may change them.
import { createMemo, createSignal, createUniqueId, For, Show } from "solid-js";
import { latestRound } from "../../../lib/event.ts";
import { type Runner, write } from "../action.ts";
import type { ManageView } from "../../../lib/types.ts";
import { createNow, minutesSince } from "./now.ts";
import { ago } from "./ago.ts";
import { ft } from "./strings.ts";

/** Minutes added to the time a check took: the players shuffle and present again. */
const EXTRA_MINUTES = 2;

export function DeckChecks(props: { view: ManageView; names: Map<string, string>; runner: Runner }) {
  const r = props.runner;
  const id = createUniqueId();
  const now = createNow();
  const round = () => latestRound(props.view);
  const playing = () => props.view.event.status === "swiss" || props.view.event.status === "playoffs";
  const published = () => props.view.unpublished !== round()?.number;
  const ofRound = () => props.view.deckChecks.filter((c) => c.round === round()?.number);
  // By table number: a re-read of the event keeps each row (a typed number, a tap under way).
  const checking = createMemo(() =>
    ofRound()
      .filter((c) => c.status === "checking")
      .map((c) => c.table),
  );
  const done = () => ofRound().filter((c) => c.status === "done");
  const checkAt = (table: number) => ofRound().find((c) => c.table === table && c.status === "checking");
  const [count, setCount] = createSignal("1");
  const [repeats, setRepeats] = createSignal(false);
  // Minutes typed for a table, until its check ends; otherwise the minutes since the draw, plus 2.
  const [typed, setTyped] = createSignal<Record<number, string>>({});
  const minutesFor = (table: number) => {
    const c = checkAt(table);
    return typed()[table] ?? String(c ? minutesSince(c.at, now()) + EXTRA_MINUTES : EXTRA_MINUTES);
  };
  const names = (players: string[]) => players.map((p) => props.names.get(p) ?? p).join(" – ");

  async function draw(e: SubmitEvent) {
    e.preventDefault();
    const n = Number(count());
    if (!round() || !(n >= 1)) return;
    await write(
      r,
      "draw-deck-checks",
      { round: round()!.number, count: n, ...(repeats() ? { repeats: true } : {}) },
      { done: (x) => ft("dc.drawn", { tables: x.checks.map((c) => c.table).join(", ") }) },
    );
  }
  async function end(table: number) {
    const minutes = Math.max(0, Math.min(60, Math.round(Number(minutesFor(table)) || 0)));
    const ended = await write(
      r,
      "end-deck-check",
      { round: round()!.number, table, minutes },
      { done: minutes > 0 ? ft("dc.ended", { table, n: minutes }) : ft("dc.endedNone", { table }) },
    );
    if (ended) setTyped(({ [table]: _gone, ...rest }) => rest);
  }

  return (
    <Show when={playing() && round() && published()}>
      <section class="card stack deck-checks" aria-labelledby={`${id}-h`} data-testid="deck-checks">
        <h3 id={`${id}-h`}>{ft("dc.title")}</h3>
        <form class="row wrap dc-draw" onSubmit={(e) => void draw(e)}>
          <label class="field">
            <span>{ft("dc.count")}</span>
            <input
              class="dc-count"
              type="number"
              min={1}
              max={50}
              inputmode="numeric"
              required
              value={count()}
              onInput={(e) => setCount(e.currentTarget.value)}
            />
          </label>
          <button type="submit" class="primary" disabled={r.busy()}>
            {ft("dc.draw")}
          </button>
          <label class="check dc-repeats">
            <input type="checkbox" checked={repeats()} onChange={(e) => setRepeats(e.currentTarget.checked)} />
            <span>{ft("dc.repeats")}</span>
          </label>
        </form>
        <Show when={ofRound().length === 0}>
          <p class="small muted">{ft("dc.none")}</p>
        </Show>
        <ul class="plain">
          <For each={checking()}>
            {(table) => (
              <Show when={checkAt(table)}>
                {(c) => (
                  <li class="stack deck-check" data-table={table} data-testid="deck-check">
                    <div>
                      <strong>{ft("dc.table", { table })}</strong> · {names(c().players)}
                      <div class="small muted">{ft("dc.since", { ago: ago(c().at, now()) })}</div>
                    </div>
                    <div class="row end">
                      <label class="field inline grow">
                        <span class="small">{ft("dc.minutes")}</span>
                        <input
                          class="dc-minutes"
                          type="number"
                          min={0}
                          max={60}
                          inputmode="numeric"
                          aria-label={ft("dc.minutesAt", { table })}
                          value={minutesFor(table)}
                          onInput={(e) => {
                            const v = e.currentTarget.value;
                            setTyped((all) => ({ ...all, [table]: v }));
                          }}
                        />
                      </label>
                      <button type="button" class="primary" disabled={r.busy()} aria-label={ft("dc.endAt", { table })} onClick={() => void end(table)}>
                        {ft("dc.end")}
                      </button>
                    </div>
                  </li>
                )}
              </Show>
            )}
          </For>
          <For each={done()}>
            {(c) => (
              <li class="small muted" data-testid="deck-check-done">
                {ft("dc.done", { table: c.table, n: c.extension ?? 0 })} · {names(c.players)}
              </li>
            )}
          </For>
        </ul>
      </section>
    </Show>
  );
}
