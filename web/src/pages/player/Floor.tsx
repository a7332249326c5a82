// The competitive floor on the player's own page: checking in with their code
// (where the event asks for it, until round 1 is paired), calling a judge to
// their table during a round and seeing the call heard, and their own
// penalties. What is the player's alone (their penalties, their call) is read
// with their code (POST .../players/:pid/floor), never from the public view.
import { createEffect, createSignal, For, on, onCleanup, Show } from "solid-js";
import { callJudge, checkIn, playerFloor } from "../../lib/net/endpoints.ts";
import type { PlayerFloor } from "../../../../shared/commands/views.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { fmtTime, t } from "../../lib/i18n/i18n.ts";
import { infractionName, penaltyName } from "../../lib/i18n/penalty-words.ts";
import { pt } from "./strings.ts";
import { rt } from "./report-strings.ts";

/** While a call waits for a judge, its state is read again this often (a judge's answer is not public, so no live message says it). */
const CALL_POLL_MS = 10_000;

export function CodeField(props: { code: string; onCode: (c: string) => void }) {
  return (
    <label class="field">
      <span>{rt("code")}</span>
      <input
        value={props.code}
        autocomplete="off"
        autocapitalize="characters"
        spellcheck={false}
        maxLength={16}
        onInput={(e) => props.onCode(e.currentTarget.value.trim().toUpperCase())}
      />
    </label>
  );
}

/** Check-in with the player's code; "checked in" once the public view lists them. */
export function CheckInBox(props: { eventId: string; playerId: string; checkedIn: boolean; code: string; onCode: (c: string) => void; onDone: () => void }) {
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal(false);
  let box: HTMLElement | undefined;
  // The door's QR code opens this page at #check-in: the box in view, its field ready.
  if (location.hash === "#check-in") queueMicrotask(() => box?.scrollIntoView({ block: "center" }));
  async function send(e: SubmitEvent) {
    e.preventDefault();
    if (props.code.length < 6) return void setError(new Error(rt("needCode")));
    setBusy(true);
    setError(null);
    try {
      await checkIn(props.eventId, props.playerId, props.code);
      setDone(true);
      props.onDone();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section id="check-in" class="card stack" aria-labelledby="check-in-h" ref={box}>
      <h2 id="check-in-h">{pt("checkIn.title")}</h2>
      <Show
        when={!(props.checkedIn || done())}
        fallback={
          <p class="ok" role="status" data-testid="checked-in">
            ✓ {pt("checkIn.done")}
          </p>
        }
      >
        <p class="small">{pt("checkIn.ask")}</p>
        <form class="stack" onSubmit={send}>
          <CodeField code={props.code} onCode={props.onCode} />
          <button type="submit" class="primary" disabled={busy()} data-testid="check-in">
            {pt("checkIn.button")}
          </button>
        </form>
        <ErrorBox error={error()} />
      </Show>
    </section>
  );
}

/** "Call a judge" for the player's table of the round being played, and how the call stands; the code is the report form's. */
export function JudgeCallBox(props: {
  eventId: string;
  round: number;
  table: number;
  /** The code typed in the report form above (the same code). */
  code: string;
  /** The call as the player's own read last said (null: none this round). */
  call: PlayerFloor["call"];
  onCall: (call: NonNullable<PlayerFloor["call"]>) => void;
  /** Read the call's state again. */
  reread: () => void;
}) {
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const mine = () => (props.call && props.call.round === props.round && props.call.table === props.table ? props.call : null);
  const waiting = () => mine() !== null && mine()!.status !== "closed";
  // A call waiting for a judge is read again now and then while the page is in front.
  createEffect(
    on(waiting, (w) => {
      if (!w) return;
      const timer = setInterval(() => document.visibilityState === "visible" && props.reread(), CALL_POLL_MS);
      onCleanup(() => clearInterval(timer));
    }),
  );
  async function call() {
    if (props.code.length < 6) return void setError(new Error(rt("needCode")));
    setBusy(true);
    setError(null);
    try {
      const answer = await callJudge(props.eventId, props.round, props.table, props.code);
      props.onCall(answer.call);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section class="card stack judge-call" aria-labelledby="judge-h">
      <h2 id="judge-h">{pt("judge.title", { table: props.table })}</h2>
      <Show
        when={waiting()}
        fallback={
          <>
            <button type="button" class="primary" disabled={busy()} onClick={call} data-testid="call-judge">
              {pt("judge.call")}
            </button>
            <Show when={mine()?.status === "closed"}>
              <p class="small muted">{pt("judge.closed")}</p>
            </Show>
          </>
        }
      >
        <p role="status" class={mine()!.status === "heard" ? "ok" : "notice"} data-testid="judge-call-status">
          {mine()!.status === "heard" ? pt("judge.heard") : pt("judge.waiting", { time: fmtTime(mine()!.at) })}
        </p>
      </Show>
      <ErrorBox error={error()} />
    </section>
  );
}

/** The player's own penalties: infraction, penalty and round (the judge's note stays with staff). */
export function MyPenalties(props: { penalties: PlayerFloor["penalties"] }) {
  return (
    <Show when={props.penalties.length > 0}>
      <section class="card stack" aria-labelledby="penalties-h" data-testid="my-penalties">
        <h2 id="penalties-h">{pt("penalties.title")}</h2>
        <ul class="plain">
          <For each={props.penalties}>
            {(k) => (
              <li>
                <strong>{penaltyName(k.penalty)}</strong> · {infractionName(k)} ·{" "}
                <span class="muted">{k.round === 0 ? pt("penalties.beforeRound1") : t("pairings.round", { n: k.round })}</span>
              </li>
            )}
          </For>
        </ul>
      </section>
    </Show>
  );
}
