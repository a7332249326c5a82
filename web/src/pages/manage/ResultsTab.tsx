// Fast result entry: type a table number to jump to it, then one tap on the
// score. Reports from players that wait (unconfirmed, disputed) come first.
import { createEffect, createMemo, createSignal, For, on, onCleanup, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { createIncremental } from "../../lib/render/incremental.ts";
import { latestRound, resultOf, tableOf } from "../../lib/event.ts";
import { resultText } from "../../components/Pairings.tsx";
import { ActionStatus } from "../../components/Status.tsx";
import { NextStep } from "./NextStep.tsx";
import { OvertimeEnd } from "./OvertimeEnd.tsx";
import { ResultEntry } from "./ResultEntry.tsx";
import { resultSentence } from "./result-words.ts";
import { type Runner, write } from "./action.ts";
import { roundTitle } from "../../lib/round-title.ts";
import type { ManageView, MatchResult } from "../../lib/types.ts";
import type { Match } from "../../../../shared/model/types.ts";
import { seenAt } from "../../lib/offline/conflict.ts";

const UNDO_MS = 10_000;

/** Result cards drawn at once (the rest follow a slice per frame). */
const FIRST_CARDS = 6;

/**
 * A keyboard's place after a result: the tapped button is off while the result is sent (and its card
 * is drawn anew with the result), which leaves focus nowhere. It goes back to that button, or to the
 * one of the same words in the table's card, unless the person has moved on meanwhile.
 */
function keepFocusIn(table: number, tapped: Element | null) {
  if (document.activeElement && document.activeElement !== document.body) return;
  const card = document.querySelector(`li.entry[data-table="${table}"]`);
  const same = [...(card?.querySelectorAll("button") ?? [])].find((b) => b.textContent === tapped?.textContent);
  const to = tapped instanceof HTMLElement && tapped.isConnected ? tapped : (same ?? card?.querySelector("button"));
  to?.focus({ preventScroll: true });
}

export function ResultsTab(props: { view: ManageView; names: Map<string, string>; runner: Runner }) {
  const r = props.runner;
  const [jump, setJump] = createSignal("");
  const [showDone, setShowDone] = createSignal(false);
  const round = () => latestRound(props.view);
  const tables = createMemo(() => (round()?.matches ?? []).filter((m) => tableOf(m) !== null));
  const waiting = () => props.view.reports.filter((x) => x.round === round()?.number && x.status !== "confirmed");
  // Listed by table, like the cards below: a re-read keeps each report's buttons under a finger.
  const waitingTables = createMemo(() => waiting().map((w) => w.table));
  const waitingAt = createMemo(() => new Map(waiting().map((w) => [w.table, w])));
  // A table entered here stays where it was (marked done) while it is on the
  // screen: the next table's buttons never slide under a finger that is about
  // to tap again (a tap landed on the wrong player). It leaves once
  // scrolled out of sight above (passedTables below).
  const [entered, setEntered] = createSignal<ReadonlySet<number>>(new Set());
  // A memo, so a new view of the same round (every result refetches it) does not clear the set.
  const roundNo = createMemo(() => round()?.number);
  createEffect(on(roundNo, () => setEntered(new Set<number>()), { defer: true }));
  const shown = () => {
    const q = jump().trim();
    if (q) return tables().filter((m) => String(tableOf(m)) === q);
    return tables().filter((m) => showDone() || !resultOf(m) || entered().has(tableOf(m)!));
  };
  // A 2,000-player round's 1,000 tables are drawn a slice per frame (lib/render/incremental.ts), the
  // first 6 at once: a phone shows 4 or 5 of these cards (30, as for pairings rows, was about
  // half of the console's first draw on a slow phone; 12 still about 100 ms of its 240 at 4x CPU).
  // The rest come a few cards per frame (a card with its score buttons cost about 15 ms at 4x CPU).
  // Listed by round and table ("3:12"): a re-read of the event (after every result) keeps each card's
  // elements, so a tap under way on the next card is not lost to a card drawn anew, and 1,000 cards
  // are not drawn again; a new round draws new cards (nothing opened at a table carries over).
  const keyOf = (m: Match) => `${roundNo()}:${tableOf(m)}`;
  const listed = createIncremental(
    createMemo(() => shown().map(keyOf)),
    FIRST_CARDS,
    1,
  );
  const byKey = createMemo(() => new Map(tables().map((m) => [keyOf(m), m])));
  // The last result entered here can be taken back for a few seconds (a logged command like any other).
  const [undoable, setUndoable] = createSignal<{ round: number; table: number; result: MatchResult } | null>(null);
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(undoTimer));
  // Once the next round is paired the server refuses to take a closed round's result back: its undo goes with the round.
  createEffect(
    on(
      roundNo,
      () => {
        clearTimeout(undoTimer);
        setUndoable(null);
      },
      { defer: true },
    ),
  );
  // What a tap at a table did (saved, queued, refused) and its undo show inside that table's card,
  // in a line every card keeps room for: nothing floats over the next table's buttons, and nothing
  // pushes them down. Any other action (accept a report, the next step) says so above the tables.
  // `claim` names the card of the write about to start; any write starting unclaimed takes the outcome back up.
  const [noteAt, setNoteAt] = createSignal<string | null>(null);
  let claim: string | null = null;
  createEffect(
    on(
      r.busy,
      (busy) => {
        if (!busy) return;
        setNoteAt(claim);
        claim = null;
      },
      { defer: true },
    ),
  );
  const noteListed = () => {
    const at = noteAt();
    return at !== null && listed().includes(at);
  };
  const enter = async (m: Match, result: MatchResult) => {
    const at = { round: round()!.number, table: tableOf(m)! };
    const tapped = document.activeElement;
    setUndoable(null);
    setEntered(new Set([...entered(), at.table]));
    // What this phone saw at the table: another phone's result meanwhile is refused and shown, not overwritten (docs/offline.md).
    const asSeen = await seenAt(props.view.event.id, at.round, at.table, resultOf(m));
    claim = keyOf(m);
    return write(
      r,
      "set-result",
      { ...at, result, asSeen },
      { done: t("results.saved", { table: at.table, result: resultSentence(m, result, props.names) }) },
    ).then((x) => {
      keepFocusIn(at.table, tapped);
      if (!x) return;
      setJump("");
      setUndoable({ ...at, result });
      clearTimeout(undoTimer);
      undoTimer = setTimeout(() => setUndoable(null), UNDO_MS);
    });
  };
  const undo = () => {
    const at = undoable();
    if (!at) return;
    setUndoable(null);
    claim = `${at.round}:${at.table}`;
    void write(r, "set-result", { round: at.round, table: at.table, result: null, asSeen: at.result }, { done: t("results.undone", { table: at.table }) });
  };
  const undoableAt = (key: string) => {
    const u = undoable();
    return u && `${u.round}:${u.table}` === key ? u : null;
  };
  /** The runner's outcome and the undo, in the card of the table they are about. */
  const cardNote = (key: string) => (
    <div class="entry-note" data-testid="entry-note">
      <ActionStatus runner={r} />
      <Show when={undoableAt(key)}>
        {(u) => (
          <button type="button" class="small entry-undo" disabled={r.busy()} onClick={undo}>
            {t("results.undo", { table: u().table })}
          </button>
        )}
      </Show>
    </div>
  );
  // Tables entered here and scrolled out of sight above leave the list (the undo's table once its undo is over);
  // the page scrolls by what left, so the cards on screen do not move (where the browser does not already).
  let list: HTMLUListElement | undefined;
  const passedTables = () => {
    if (!list || entered().size === 0) return;
    const keep = undoable()?.table;
    const gone = [...entered()].filter((table) => {
      const card = table === keep ? null : list!.querySelector(`li.entry[data-table="${table}"]`);
      return card !== null && card.getBoundingClientRect().bottom <= 0;
    });
    if (!gone.length) return;
    const anchor = [...list.querySelectorAll("li.entry")].find((card) => card.getBoundingClientRect().bottom > 0);
    const top = anchor?.getBoundingClientRect().top ?? 0;
    setEntered(new Set([...entered()].filter((table) => !gone.includes(table))));
    const moved = anchor?.isConnected ? anchor.getBoundingClientRect().top - top : 0;
    if (moved) window.scrollBy(0, moved);
  };
  let frame = 0;
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), passedTables()));
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  onCleanup(() => {
    window.removeEventListener("scroll", onScroll);
    cancelAnimationFrame(frame);
  });
  const allIn = () => tables().length > 0 && tables().every((m) => resultOf(m));

  return (
    <section aria-labelledby="results-h">
      {/* Named by its round ("Results · Semifinals"): the tables below are that round's. */}
      <h2 id="results-h">
        {t("results.title")}
        <Show when={round()}> · {roundTitle(round()!)}</Show>
      </h2>
      <Show when={round()} fallback={<p class="muted">{t("round.none")}</p>}>
        <OvertimeEnd view={props.view} runner={r} />
        <Show when={allIn() && (props.view.event.status === "swiss" || props.view.event.status === "playoffs")}>
          <section class="card stack next" aria-labelledby="all-in-h" data-testid="all-in">
            <h3 id="all-in-h">{t("results.allIn", { round: roundTitle(round()!) })}</h3>
            <NextStep view={props.view} names={props.names} runner={r} />
          </section>
        </Show>
        <Show when={waiting().length > 0}>
          <section class="card warn-card" aria-labelledby="waiting-h">
            <h3 id="waiting-h">{t("results.waiting")}</h3>
            <ul class="plain">
              <For each={waitingTables()}>
                {(table) => (
                  <Show when={waitingAt().get(table)}>
                    {(w) => {
                      const m = () => tables().find((x) => tableOf(x) === table);
                      return (
                        <li class="stack">
                          <div>
                            <strong>{t("pairings.table", { n: w().table })}</strong> · {t(w().status === "disputed" ? "report.disputed" : "report.waiting")}
                            <div class="small">
                              {t("results.reportedBy", { name: props.names.get(w().by) ?? w().by })}: {m() ? resultText(m()!, w().result, props.names) : ""}
                              <Show when={w().disputedBy}> · {t("results.disputedBy", { name: props.names.get(w().disputedBy!) ?? "" })}</Show>
                            </div>
                          </div>
                          <div class="row">
                            <button
                              type="button"
                              class="primary small"
                              disabled={r.busy()}
                              onClick={() =>
                                void write(r, "confirm-result", { round: w().round, table: w().table }, { done: t("results.accepted", { table: w().table }) })
                              }
                            >
                              {t("results.accept")}
                            </button>
                            <button type="button" class="small" onClick={() => setJump(String(w().table))}>
                              {t("results.correct")}
                            </button>
                          </div>
                        </li>
                      );
                    }}
                  </Show>
                )}
              </For>
            </ul>
          </section>
        </Show>
        {/* A card's outcome shows here instead while that card is not listed (another table typed in the jump box). */}
        <Show when={!noteListed()}>
          <ActionStatus runner={r} />
        </Show>
        <div class="row">
          <label class="field grow">
            <span>{t("results.jump")}</span>
            <input
              type="text"
              inputmode="numeric"
              pattern="[0-9]*"
              value={jump()}
              onInput={(e) => setJump(e.currentTarget.value.replace(/\D/g, ""))}
              placeholder="12"
              class="table-input"
            />
          </label>
          <label class="check">
            <input type="checkbox" checked={showDone()} onChange={(e) => setShowDone(e.currentTarget.checked)} />
            <span>{t("results.showDone")}</span>
          </label>
        </div>
        <p class="muted small" aria-live="polite">
          {t("results.progress", { done: tables().filter((m) => resultOf(m)).length, all: tables().length })}
        </p>
        <Show when={jump() && shown().length === 0}>
          <p class="notice">{t("results.noTable", { n: jump() })}</p>
        </Show>
        <ul class="plain entry-list" ref={list}>
          <For each={listed()}>
            {(key) => (
              <Show when={byKey().get(key)}>
                {(m) => (
                  <ResultEntry
                    match={m()}
                    view={props.view}
                    names={props.names}
                    busy={r.busy()}
                    onResult={(res) => void enter(m(), res)}
                    note={noteAt() === key ? cardNote : undefined}
                    noteKey={key}
                    runner={r}
                  />
                )}
              </Show>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}
