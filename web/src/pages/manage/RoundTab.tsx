// The round: what comes next (start a round, playoffs, finish), the pairing
// with the engine's notes explained, cancel & re-pair, and the clock. Earlier
// rounds are one tap away in the rounds picker: a closed Swiss round's view is
// where its results are corrected.
import { CsvButton } from "./CsvButton.tsx";
import { roundTitle } from "../../lib/round-title.ts";
import { createMemo, createSignal, For, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { latestRound, isSwiss, resultOf, tableOf } from "../../lib/event.ts";
import { NextStep } from "./NextStep.tsx";
import { Pairings } from "../../components/Pairings.tsx";
import { CorrectionNoteItem, correctedAfterPairing, PairingNoteItem } from "../../components/PairingNotes.tsx";
import { CorrectRound, correctableRounds } from "./CorrectRound.tsx";
import { kt } from "./correct-strings.ts";
import { ActionStatus } from "../../components/Status.tsx";
import { type Runner, write, type WriteFields } from "./action.ts";
import { useUnsent } from "../../lib/offline/use-local.ts";
import { lt } from "../../lib/offline/local-words.ts";
import { ct } from "./strings.ts";
import { profileOf } from "../../../../shared/rules/profiles.ts";
import type { ManageView, Round } from "../../lib/types.ts";
import { PublishRound } from "./floor/PublishRound.tsx";
import { DeckChecks } from "./floor/DeckChecks.tsx";

export function RoundTab(props: { view: ManageView; names: Map<string, string>; runner: Runner; goResults: () => void }) {
  const r = props.runner;
  const unsent = useUnsent();
  const v = () => props.view;
  const round = () => latestRound(v());
  const open = () => (round()?.matches ?? []).filter((m) => tableOf(m) !== null && !resultOf(m)).length;
  const status = () => v().event.status;
  // The round picked in the rounds picker, while it is an earlier one (a number: a re-read keeps it).
  const [picked, setPicked] = createSignal<number | null>(null);
  const earlier = createMemo(() => {
    const n = picked();
    return n !== null && n !== round()?.number && n <= v().rounds.length ? n : null;
  });
  // By number: a re-read keeps the buttons (and a tap under way).
  const numbers = createMemo(() => v().rounds.map((x) => x.number));
  const shown = () => (earlier() !== null ? v().rounds[earlier()! - 1] : round());
  // Closed Swiss rounds while the Swiss runs; every Swiss round once the event is finished.
  const correctable = createMemo(() => {
    const n = shown()?.number;
    return n !== undefined && correctableRounds(v()).some((x) => x.number === n) ? n : null;
  });

  return (
    <section aria-labelledby="round-h">
      <h2 id="round-h">{shown() ? roundTitle(shown()!) : t("round.none")}</h2>
      <Show when={v().rounds.length > 1}>
        <nav class="row wrap" aria-label={kt("correct.rounds")} data-testid="round-picker">
          <For each={numbers()}>
            {(n) => (
              <button
                type="button"
                class="small"
                classList={{ primary: n === shown()?.number }}
                aria-pressed={n === shown()?.number}
                onClick={() => {
                  r.clear();
                  setPicked(n === round()?.number ? null : n);
                }}
              >
                {roundTitle(v().rounds[n - 1]!)}
              </button>
            )}
          </For>
        </nav>
      </Show>
      {/* Paired on this phone offline: the server pairs the same from the same event (docs/offline.md). */}
      <Show when={round() && unsent().rounds.has(round()!.number)}>
        <p class="local-note" data-testid="round-local">
          {lt("local.round")}
        </p>
      </Show>
      <ActionStatus runner={r} />

      <Show when={earlier() === null}>
        <PublishRound view={v()} runner={r} />
        <div class="card stack next">
          <Show when={open() > 0}>
            <p>
              {t("round.open", { n: open() })}{" "}
              <button type="button" class="link" onClick={() => props.goResults()}>
                {t("round.toResults")}
              </button>
            </p>
          </Show>
          <Show when={open() === 0}>
            <NextStep view={v()} names={props.names} runner={r} />
          </Show>
        </div>

        {/* The clock of a round players cannot see yet is not started (the server refuses it). */}
        <Show when={v().unpublished === null}>
          <Timer view={v()} runner={r} />
        </Show>
        <DeckChecks view={v()} names={props.names} runner={r} />
      </Show>

      {/* Keyed by the round's number: another round picked starts with no table open for a change. */}
      <Show when={correctable()} keyed>
        {(n) => <CorrectRound view={v()} names={props.names} runner={r} round={v().rounds[n - 1]!} />}
      </Show>
      <Show when={shown()}>
        <RoundNotes view={v()} round={shown()!} names={props.names} latest={earlier() === null} />
        {/* A correctable round's tables are listed with their results above. */}
        <Show when={correctable() === null}>
          <Pairings view={v()} round={shown()!} names={props.names} eventId={v().event.id} linkPlayers={false} />
        </Show>
        <CsvButton eventId={v().event.id} what={{ kind: "pairings", round: shown()!.number }} />
        <Show when={earlier() === null && status() === "swiss" && isSwiss(round()!)}>
          <button
            type="button"
            class="danger"
            disabled={r.busy()}
            onClick={() =>
              void write(
                r,
                "repair-round",
                { round: round()!.number },
                {
                  confirm: t("round.repairConfirm", { n: round()!.number }),
                  confirmLabel: t("round.repair"),
                  done: t("round.repaired", { n: round()!.number }),
                },
              )
            }
          >
            {t("round.repair")}
          </button>
        </Show>
      </Show>
    </section>
  );
}

/** Why the round was paired so (the engine's notes), and the earlier results corrected since. */
function RoundNotes(props: { view: ManageView; round: Round; names: Map<string, string>; latest: boolean }) {
  const notes = () => (props.round.notes?.length ? props.round.notes : props.latest ? (props.view.notes ?? []) : []);
  const corrections = () => correctedAfterPairing(props.view.corrections, props.round.number);
  return (
    <Show when={notes().length > 0 || corrections().length > 0}>
      <section class="card" aria-labelledby="notes-h" data-testid="round-notes">
        <h3 id="notes-h">{t("round.notes")}</h3>
        <ul class="notes">
          <CorrectionNoteItem corrections={corrections()} rounds={props.view.rounds} />
          <For each={notes()}>{(n) => <PairingNoteItem note={n} names={props.names} />}</For>
        </ul>
      </section>
    </Show>
  );
}

function Timer(props: { view: ManageView; runner: Runner }) {
  const r = props.runner;
  const [table, setTable] = createSignal("");
  const timer = () => props.view.timer;
  const state = () => timer()?.state ?? "idle";
  const canRun = () => props.view.rounds.length > 0 && props.view.event.status !== "finished";
  const act = (action: WriteFields<"timer">["action"], extra: Omit<WriteFields<"timer">, "action"> = {}) => write(r, "timer", { action, ...extra });
  return (
    <Show when={canRun()}>
      <section class="card stack" aria-labelledby="timer-h">
        <h3 id="timer-h">{t("timer.label")}</h3>
        <div class="row wrap">
          <Show when={state() === "idle" || state() === "ended" || timer()?.round !== props.view.rounds.at(-1)?.number}>
            <button type="button" class="primary" disabled={r.busy()} onClick={() => void act("start")}>
              {/* The server knows each stage's length (playoffs differ); Swiss shows the event's own. */}
              {props.view.rounds.at(-1)?.stage && props.view.rounds.at(-1)!.stage !== "swiss"
                ? t("timer.startPlain")
                : t("timer.start", { n: props.view.event.roundMinutes ?? 50 })}
            </button>
          </Show>
          <Show
            when={state() === "idle" && profileOf(props.view.event.rules).kind === "one-on-one" && profileOf(props.view.event.rules).pregameMinutes !== null}
          >
            <button type="button" disabled={r.busy()} onClick={() => void act("pregame")}>
              {ct("pregame.start")}
            </button>
          </Show>
          <Show when={state() === "running"}>
            <button type="button" disabled={r.busy()} onClick={() => void act("pause")}>
              {t("timer.pause")}
            </button>
          </Show>
          <Show when={state() === "paused"}>
            <button type="button" class="primary" disabled={r.busy()} onClick={() => void act("resume")}>
              {t("timer.resume")}
            </button>
          </Show>
          <Show when={state() === "running" || state() === "paused" || state() === "ended"}>
            <button type="button" disabled={r.busy()} onClick={() => void act("extend", { minutes: 5 })}>
              {t("timer.extend", { n: 5 })}
            </button>
          </Show>
        </div>
        <Show when={state() !== "idle"}>
          <form
            class="row"
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number(table());
              if (n > 0) void act("extend", { minutes: 3, table: n }).then((x) => x && setTable(""));
            }}
          >
            <label class="field grow">
              <span>{t("timer.tableExtend")}</span>
              <input inputmode="numeric" pattern="[0-9]*" value={table()} onInput={(e) => setTable(e.currentTarget.value)} />
            </label>
            <button type="submit" disabled={r.busy() || !table()}>
              {t("timer.extend", { n: 3 })}
            </button>
          </form>
          <Show when={timer()?.extensions && Object.keys(timer()!.extensions!).length > 0}>
            <p class="small muted">
              {Object.entries(timer()!.extensions!)
                .map(([tb, m]) => t("timer.extension", { table: tb, n: m }))
                .join(" · ")}
            </p>
          </Show>
        </Show>
      </section>
    </Show>
  );
}
