// Judge calls on every tab of the console: the open and heard calls in a bar
// under the tabs, kept in view while the page scrolls ("Table 12 calls a
// judge · 1 min ago"), with
// "On my way" (heard) and "Close" (closed). A call that was not there before
// beeps once and vibrates the phone where it can, and is announced to a
// screen reader; a re-read with the same calls does nothing.
import { createEffect, createMemo, createSignal, For, onCleanup, Show } from "solid-js";
import { latestRound } from "../../../lib/event.ts";
import { type Runner, write } from "../action.ts";
import type { ManageView } from "../../../lib/types.ts";
import { createNow } from "./now.ts";
import { ago } from "./ago.ts";
import { ft } from "./strings.ts";

let audio: AudioContext | undefined;

/** A short beep (Web Audio) and a buzz: where the browser allows either. */
function alert() {
  try {
    audio ??= new AudioContext();
    void audio.resume();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.25, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
  } catch {
    /* no audio here: the bar and the vibration still say it */
  }
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    /* not allowed (no tap on the page yet): the bar still shows the call */
  }
}

export function JudgeCalls(props: { view: ManageView; names: Map<string, string>; runner: Runner }) {
  const r = props.runner;
  const now = createNow();
  // By id: a re-read keeps each call's row and its buttons under a finger.
  const ids = createMemo(() => props.view.judgeCalls.map((c) => c.id), undefined, { equals: (a, b) => a.join() === b.join() });
  const callOf = (id: string) => props.view.judgeCalls.find((c) => c.id === id);
  const [said, setSaid] = createSignal("");
  // Calls already shown when the console opened are not new: only those that come while it is open alert.
  let seen: Set<string> | null = null;
  createEffect(() => {
    const now = ids();
    if (seen === null) {
      seen = new Set(now);
      return;
    }
    const fresh = now.filter((id) => !seen!.has(id));
    for (const id of fresh) seen.add(id);
    if (fresh.length === 0) return;
    alert();
    setSaid(fresh.map((id) => ft("calls.new", { table: callOf(id)?.table ?? "" })).join(" "));
  });
  const playersAt = (table: number) => {
    const m = latestRound(props.view)?.matches.find((x) => "table" in x && x.table === table);
    return m ? m.players.map((p) => props.names.get(p) ?? p).join(" – ") : "";
  };
  // The bar sticks right under the console's sticky tabs (--tabs-h), and on a wide screen focus stops
  // below both (--calls-h, floor.css): both heights measured as they change.
  let bar: HTMLElement | undefined;
  const root = document.documentElement.style;
  const measure = () => {
    const tabs = document.querySelector<HTMLElement>("nav.tabs");
    root.setProperty("--tabs-h", `${tabs?.offsetHeight ?? 0}px`);
    root.setProperty("--calls-h", `${bar?.isConnected ? bar.offsetHeight : 0}px`);
  };
  const sizes = new ResizeObserver(measure);
  onCleanup(() => {
    sizes.disconnect();
    root.removeProperty("--calls-h");
    root.removeProperty("--tabs-h");
  });
  const answer = (round: number, table: number, status: "heard" | "closed") =>
    write(r, "answer-judge-call", { round, table, status }, status === "closed" ? { done: ft("calls.closed", { table }) } : {});

  return (
    <>
      <p class="sr-only" aria-live="assertive">
        {said()}
      </p>
      <Show when={ids().length > 0}>
        <section
          class="judge-calls"
          aria-label={ft("calls.title")}
          data-testid="judge-calls"
          ref={(el) => {
            bar = el;
            sizes.observe(el);
            const tabs = document.querySelector("nav.tabs");
            if (tabs) sizes.observe(tabs);
            onCleanup(() => {
              sizes.unobserve(el);
              root.setProperty("--calls-h", "0px");
            });
          }}
        >
          <ul class="plain">
            <For each={ids()}>
              {(id) => (
                <Show when={callOf(id)}>
                  {(c) => (
                    <li class="judge-call" classList={{ heard: c().status === "heard" }} data-table={c().table}>
                      <div class="grow">
                        <strong>
                          {c().status === "open"
                            ? ft("calls.open", { table: c().table, ago: ago(c().at, now()) })
                            : ft("calls.heard", {
                                table: c().table,
                                by: c().answeredBy ? ft("calls.by", { name: c().answeredBy! }) : "",
                                ago: ago(c().at, now()),
                              })}
                        </strong>
                        <div class="small">{playersAt(c().table)}</div>
                      </div>
                      <div class="row">
                        <Show when={c().status === "open"}>
                          <button
                            type="button"
                            class="small primary"
                            disabled={r.busy()}
                            aria-label={ft("calls.onMyWayTo", { table: c().table })}
                            onClick={() => void answer(c().round, c().table, "heard")}
                          >
                            {ft("calls.onMyWay")}
                          </button>
                        </Show>
                        <button
                          type="button"
                          class="small"
                          disabled={r.busy()}
                          aria-label={ft("calls.closeAt", { table: c().table })}
                          onClick={() => void answer(c().round, c().table, "closed")}
                        >
                          {ft("calls.close")}
                        </button>
                      </div>
                    </li>
                  )}
                </Show>
              )}
            </For>
          </ul>
        </section>
      </Show>
    </>
  );
}
