// A player reports their own table with their secret code; the opponent then
// confirms (or disputes) with theirs. Scores are offered from the player's
// own side and turned into table order before sending. Before confirming, the
// code reads what was reported and by whom (the public view does not say).
import { createEffect, createMemo, createSignal, For, on, Show } from "solid-js";
import { confirmResult, disputeResult, readReport, reportResult } from "../../lib/net/endpoints.ts";
import type { ReportRead } from "../../../../shared/commands/answers.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { pt } from "./strings.ts";
import { gamesFor, kindOf, tableOf, winnerOfPair } from "../../lib/event.ts";
import { resultText } from "../../components/Pairings.tsx";
import { commonScores, drawScore, fromSeat } from "../../components/scores.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import type { Match } from "../../../../shared/model/types.ts";
import type { MatchResult, Options, PublicReport } from "../../lib/types.ts";
import { rt, type ReportKey } from "./report-strings.ts";

export function SelfReport(props: {
  eventId: string;
  playerId: string;
  round: number;
  match: Match;
  report: PublicReport | undefined;
  names: Map<string, string>;
  options: Options;
  code: string;
  onCode: (c: string) => void;
  /** After a write: the thanks to show (null after a report: the box itself says it waits, one message). */
  onDone: (notice: ReportKey | null) => void;
}) {
  const [busy, setBusy] = createSignal(false);
  // What this device just reported: shown as waiting at once, before the view catches up.
  const [sent, setSent] = createSignal<MatchResult | null>(null);
  // The reporter asked to change their unconfirmed report: the score buttons again.
  const [changing, setChanging] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const table = () => tableOf(props.match)!;
  const seat = createMemo(() => (props.match.players.indexOf(props.playerId) === 1 ? 1 : 0) as 0 | 1);
  const opponents = () => props.match.players.filter((p) => p !== props.playerId);
  // The public view does not say who reported; this device remembers it did.
  const mark = () => `topcut.reported.${props.eventId}.${props.round}.${table()}`;
  const reportedHere = () => sessionStorage.getItem(mark()) === props.playerId;

  // The waiting report as this code may read it (POST, so the code stays out of URLs).
  const [seen, setSeen] = createSignal<ReportRead | null>(null);
  const [readError, setReadError] = createSignal<unknown>(null);
  // The code whose read is on its way. Confirm and dispute wait for it: what was reported is shown
  // above them when it comes, which moved them under a finger about to tap (and a confirmation
  // should see what it confirms).
  const [reading, setReading] = createSignal<string | null>(null);
  const typedCode = () => props.code.trim().toUpperCase();
  createEffect(
    on(
      // Every new view (a fresh report object) reads again: a replaced report must not show stale.
      () => [typedCode(), props.report, props.round, table()] as const,
      async ([code, report], prev) => {
        // Same code, newer view: keep what is shown until the fresh answer replaces it (no flicker).
        if (!report || code !== prev?.[0]) setSeen(null);
        setReadError(null);
        // Codes are 6 characters: no request (and no counted wrong code) while typing.
        if (!report || code.length < 6) return void setReading(null);
        setReading(code);
        try {
          const answer = await readReport(props.eventId, props.round, table(), code);
          if (typedCode() === code) setSeen(answer);
        } catch (e) {
          if (typedCode() === code) setReadError(e);
        } finally {
          if (reading() === code) setReading(null);
        }
      },
    ),
  );
  const reportedByMe = () => {
    const s = seen();
    return s?.report ? s.report.by === s.player : reportedHere();
  };
  /** The waiting report: the public view's, or the one just sent from here. */
  const waiting = (): PublicReport | undefined => props.report ?? (sent() ? { round: props.round, table: table(), status: "unconfirmed" } : undefined);
  /** What this player reported, when it is theirs: read with the code, else what this device sent. */
  const myResult = () => {
    const s = seen();
    return s?.report && s.report.by === s.player ? s.report.result : sent();
  };

  /** "2–1 for Ann", "a draw 1–1", or the result as the pairings show it. */
  const describe = (r: MatchResult) => {
    if (kindOf(props.match) !== "pair" || !("games" in r)) return resultText(props.match, r, props.names);
    const w = winnerOfPair(props.match, r);
    const seatOf = w === null || w === "draw" ? 0 : props.match.players.indexOf(w) === 1 ? 1 : 0;
    const g = gamesFor(r, seatOf)!;
    const score = `${g[0]}–${g[1]}${g[2] ? `–${g[2]}` : ""}`;
    if (w === null || w === "draw") return rt("drawScore", { score });
    if ("flip" in r && r.flip !== undefined) return pt("flip.score", { score, name: props.names.get(w) ?? w });
    return rt("scoreFor", { score, name: props.names.get(w) ?? w });
  };

  async function send(action: "report" | "confirm" | "dispute", result?: MatchResult) {
    if (!props.code.trim()) {
      setError(new Error(rt("needCode")));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const code = props.code.trim().toUpperCase();
      if (action === "report") await reportResult(props.eventId, props.round, table(), code, result!);
      else await (action === "confirm" ? confirmResult : disputeResult)(props.eventId, props.round, table(), code);
      if (action === "report") {
        sessionStorage.setItem(mark(), props.playerId);
        setSent(result ?? null);
        setChanging(false);
      }
      props.onDone(action === "report" ? null : `sent.${action}`);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  // Scores from this player's side: "2–0" means I won two games. A memo of memos: every live change
  // of the event brings new options and match objects, and new buttons would drop a tap under way.
  const bestOf = createMemo(() => props.options.bestOf);
  const pairChoices = createMemo(() =>
    commonScores(bestOf()).map((c) => ({
      label: c.games[0] > c.games[1] ? rt("iWon", { score: c.label }) : rt("iLost", { score: c.label }),
      result: { games: fromSeat(c.games, seat()) } as MatchResult,
    })),
  );

  return (
    <section class="card report" aria-labelledby="report-h">
      <h2 id="report-h">{rt("title", { table: table() })}</h2>
      <label class="field">
        <span>{rt("code")}</span>
        <input
          value={props.code}
          onInput={(e) => {
            // A new code is a new try: the last refusal (a wrong code) no longer applies.
            setError(null);
            props.onCode(e.currentTarget.value);
          }}
          autocomplete="one-time-code"
          autocapitalize="characters"
          spellcheck={false}
          maxLength={12}
          class="code"
        />
      </label>
      <Show
        when={!changing() && waiting()}
        fallback={
          <>
            <p class="muted small">{changing() ? rt("changeHelp") : rt("help")}</p>
            <div class="scores" role="group" aria-label={rt("pick")}>
              <Show
                when={kindOf(props.match) === "pod"}
                fallback={
                  <>
                    <For each={pairChoices()}>
                      {(c) => (
                        <button type="button" disabled={busy()} onClick={() => void send("report", c.result)}>
                          {c.label}
                        </button>
                      )}
                    </For>
                    <Show when={props.options.draws === "allowed"}>
                      <button type="button" disabled={busy()} onClick={() => void send("report", { games: drawScore(props.options.bestOf) })}>
                        {rt("draw")}
                      </button>
                    </Show>
                    {/* Draw or flip (R-SCORE-3): in flip mode a drawn game score names who won the flip. */}
                    <Show when={props.options.draws === "flip"}>
                      <button
                        type="button"
                        class="flip"
                        disabled={busy()}
                        onClick={() => void send("report", { games: drawScore(props.options.bestOf), flip: props.playerId })}
                      >
                        {pt("flip.iWon")}
                      </button>
                      <For each={opponents()}>
                        {(o) => (
                          <button
                            type="button"
                            class="flip"
                            disabled={busy()}
                            onClick={() => void send("report", { games: drawScore(props.options.bestOf), flip: o })}
                          >
                            {pt("flip.wonBy", { name: props.names.get(o) ?? o })}
                          </button>
                        )}
                      </For>
                    </Show>
                  </>
                }
              >
                <button type="button" disabled={busy()} onClick={() => void send("report", { winner: props.playerId })}>
                  {rt("iWonPod")}
                </button>
                <For each={opponents()}>
                  {(o) => (
                    <button type="button" disabled={busy()} onClick={() => void send("report", { winner: o })}>
                      {t("result.wins", { name: props.names.get(o) ?? o })}
                    </button>
                  )}
                </For>
                <button type="button" disabled={busy()} onClick={() => void send("report", { winner: null })}>
                  {t("result.noWinner")}
                </button>
              </Show>
            </div>
            <Show when={changing()}>
              <button type="button" onClick={() => setChanging(false)}>
                {rt("keep")}
              </button>
            </Show>
          </>
        }
      >
        {(r) => (
          <>
            <Show when={!reportedByMe() && seen()?.report}>
              {(s) => (
                <p class="reported">
                  <strong>{rt("reportedBy", { name: props.names.get(s().by) ?? s().by, result: describe(s().result) })}</strong>
                </p>
              )}
            </Show>
            <p class="notice" role="status" data-testid="report-state">
              {r().status === "disputed"
                ? rt("disputedLong")
                : reportedByMe()
                  ? myResult()
                    ? rt("youReported", { result: describe(myResult()!) })
                    : rt("waitingOpponent")
                  : seen()?.report
                    ? rt("checkIt")
                    : rt("waitingLong")}
            </p>
            <Show when={r().status === "unconfirmed" && reportedByMe()}>
              <button type="button" disabled={busy()} onClick={() => setChanging(true)}>
                {rt("change")}
              </button>
            </Show>
            <Show when={r().status === "unconfirmed" && !reportedByMe()}>
              <div class="row">
                <button type="button" class="primary" disabled={busy() || reading() !== null} onClick={() => void send("confirm")}>
                  {rt("confirm")}
                </button>
                <button type="button" disabled={busy() || reading() !== null} onClick={() => void send("dispute")}>
                  {rt("dispute")}
                </button>
              </div>
            </Show>
          </>
        )}
      </Show>
      <ErrorBox error={error() ?? readError()} />
    </section>
  );
}
