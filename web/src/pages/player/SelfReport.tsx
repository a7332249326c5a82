// A player reports their own table with their secret code; the opponent then
// confirms (or disputes) with theirs. Scores are offered from the player's
// own side and turned into table order before sending.
import { createSignal, For, Show } from "solid-js";
import { command } from "../../lib/api.ts";
import { t } from "../../lib/i18n.ts";
import { kindOf, tableOf } from "../../lib/event.ts";
import { commonScores, drawScore, fromSeat } from "../../components/scores.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import type { Match } from "../../../../shared/model/types.ts";
import type { MatchResult, Options, PublicReport } from "../../lib/types.ts";
import type { Key } from "../../lib/dict/en.ts";

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
  onDone: (notice: Key) => void;
}) {
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const table = () => tableOf(props.match)!;
  const seat = () => (props.match.players.indexOf(props.playerId) === 1 ? 1 : 0) as 0 | 1;
  const opponents = () => props.match.players.filter((p) => p !== props.playerId);
  // The public view does not say who reported; this device remembers it did.
  const mark = () => `topcut.reported.${props.eventId}.${props.round}.${table()}`;
  const reportedHere = () => sessionStorage.getItem(mark()) === props.playerId;
  const base = () => `/events/${encodeURIComponent(props.eventId)}/rounds/${props.round}/tables/${table()}`;

  async function send(action: "report" | "confirm" | "dispute", result?: MatchResult) {
    if (!props.code.trim()) {
      setError(new Error(t("report.needCode")));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await command("POST", `${base()}/${action}`, { code: props.code.trim().toUpperCase(), ...(result ? { result } : {}) });
      if (action === "report") sessionStorage.setItem(mark(), props.playerId);
      props.onDone(`report.sent.${action}`);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  // Scores from this player's side: "2–0" means I won two games.
  const pairChoices = () =>
    commonScores(props.options.bestOf).map((c) => ({
      label: c.games[0] > c.games[1] ? t("report.iWon", { score: c.label }) : t("report.iLost", { score: c.label }),
      result: { games: fromSeat(c.games, seat()) } as MatchResult,
    }));

  return (
    <section class="card report" aria-labelledby="report-h">
      <h2 id="report-h">{t("report.title", { table: table() })}</h2>
      <label class="field">
        <span>{t("report.code")}</span>
        <input
          value={props.code}
          onInput={(e) => props.onCode(e.currentTarget.value)}
          autocomplete="one-time-code"
          autocapitalize="characters"
          spellcheck={false}
          maxLength={12}
          class="code"
        />
      </label>
      <Show
        when={props.report}
        fallback={
          <>
            <p class="muted small">{t("report.help")}</p>
            <div class="scores" role="group" aria-label={t("report.pick")}>
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
                        {t("report.draw")}
                      </button>
                    </Show>
                  </>
                }
              >
                <button type="button" disabled={busy()} onClick={() => void send("report", { winner: props.playerId })}>
                  {t("report.iWonPod")}
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
          </>
        }
      >
        {(r) => (
          <>
            <p class="notice">{r().status === "disputed" ? t("report.disputedLong") : reportedHere() ? t("report.waitingOpponent") : t("report.waitingLong")}</p>
            <Show when={r().status === "unconfirmed" && !reportedHere()}>
              <div class="row">
                <button type="button" class="primary" disabled={busy()} onClick={() => void send("confirm")}>
                  {t("report.confirm")}
                </button>
                <button type="button" disabled={busy()} onClick={() => void send("dispute")}>
                  {t("report.dispute")}
                </button>
              </div>
            </Show>
          </>
        )}
      </Show>
      <ErrorBox error={error()} />
    </section>
  );
}
