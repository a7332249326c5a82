// One table's card in the Results tab: its players, its result and what the
// last tap there did, and a button per result the rules allow (each naming the
// winner with the score from their side), the rarer ones under "Other results".
import { createMemo, createSignal, For, type JSX, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { advancerOf, latestRound, kindOf, resultOf, stageOf, tableOf } from "../../lib/event.ts";
import { commonScores, drawScore } from "../../components/scores.ts";
import { resultText } from "../../components/Pairings.tsx";
import { NoWinner } from "./NoWinner.tsx";
import { winnerScore } from "./result-words.ts";
import { useUnsent } from "../../lib/offline/use-local.ts";
import { UnsentTag } from "../../lib/offline/PairingChanged.tsx";
import type { ManageView, MatchResult } from "../../lib/types.ts";
import type { Match } from "../../../../shared/model/types.ts";
import type { Runner } from "./action.ts";
import { TablePenaltyButton } from "./floor/Penalties.tsx";
import { PenaltyForm } from "./floor/PenaltyForm.tsx";

export function ResultEntry(props: {
  match: Match;
  view: ManageView;
  names: Map<string, string>;
  busy: boolean;
  onResult: (r: MatchResult) => void;
  /** Draws what the last tap at this table did, when it was here. */
  note: ((key: string) => JSX.Element) | undefined;
  noteKey: string;
  /** Staff's runner: the card offers a penalty for one of its players. */
  runner?: Runner;
}) {
  const m = () => props.match;
  // A result entered offline: shown now, marked until the server has it.
  const unsent = useUnsent();
  const n = (id: string) => props.names.get(id) ?? id;
  const res = () => resultOf(m());
  const stage = () => stageOf(latestRound(props.view));
  // A memo: a number read again as the same number keeps the score buttons' elements.
  const bestOf = createMemo(() =>
    stage() !== "swiss" ? (props.view.event.options.playoffBestOf ?? props.view.event.options.bestOf) : props.view.event.options.bestOf,
  );
  const drawsAllowed = () => stage() === "swiss" && props.view.event.options.draws === "allowed";
  // Draw or flip (R-SCORE-3): in flip mode a drawn game score carries the flip's winner, in the playoffs too.
  const flipMode = () => props.view.event.options.draws === "flip";
  const [penalty, setPenalty] = createSignal(false);
  return (
    <li class="card entry" data-table={tableOf(m())}>
      <div class="row between">
        <strong class="table-no">{tableOf(m())}</strong>
        <span class="grow entry-names">
          {kindOf(m()) === "pod" ? m().players.map(n).join(" · ") : `${n(m().players[0]!)} ${t("pairings.vs")} ${n(m().players[1]!)}`}
        </span>
      </div>
      {/* Always the height of its undo button, so entering a result, its confirmation and its undo change no height. */}
      <div class="entry-state">
        <p class="entry-result small" data-testid="entry-result">
          <Show when={res()} fallback={<span class="muted">{t("player.noResult")}</span>}>
            <span class="tag ok">{resultText(m(), res()!, props.names, advancerOf(props.view, latestRound(props.view)?.number ?? 0, tableOf(m())))}</span>
          </Show>
          <Show when={unsent().tables.has(`${props.view.rounds.at(-1)?.number}:${tableOf(m())}`)}>
            <UnsentTag />
          </Show>
        </p>
        <Show when={props.note}>{(draw) => draw()(props.noteKey)}</Show>
      </div>
      <Show when={kindOf(m()) === "pod"}>
        <p class="small muted" aria-hidden="true">
          {t("results.podWinner")}
        </p>
      </Show>
      <div
        class="scores"
        role="group"
        aria-label={kindOf(m()) === "pod" ? t("results.podWinnerOf", { table: tableOf(m())! }) : t("results.scoreFor", { table: tableOf(m())! })}
      >
        <Show
          when={kindOf(m()) === "pod"}
          fallback={
            <>
              {/* Each button names the winner with the score from their side: "Chiara 2–1", never a bare "1–2". */}
              <For each={commonScores(bestOf())}>
                {(c) => (
                  <button type="button" disabled={props.busy} onClick={() => props.onResult({ games: c.games })}>
                    {t("results.winnerButton", { name: n(m().players[c.games[0] > c.games[1] ? 0 : 1]!), score: winnerScore(c.games) })}
                  </button>
                )}
              </For>
              <Show when={drawsAllowed()}>
                <button type="button" disabled={props.busy} onClick={() => props.onResult({ games: drawScore(bestOf()) })}>
                  {t("results.drawButton", { score: winnerScore(drawScore(bestOf())) })}
                </button>
              </Show>
              <Show when={flipMode()}>
                <For each={m().players}>
                  {(p) => (
                    <button type="button" class="flip" disabled={props.busy} onClick={() => props.onResult({ games: drawScore(bestOf()), flip: p })}>
                      {t("results.drawFlip", { name: n(p) })}
                    </button>
                  )}
                </For>
              </Show>
            </>
          }
        >
          <For each={m().players}>
            {(p) => (
              <button type="button" disabled={props.busy} onClick={() => props.onResult({ winner: p })}>
                {n(p)}
              </button>
            )}
          </For>
          {/* In the finals no winner still advances someone (R-CMD-5); in the Swiss everyone loses (R-CMD-4). */}
          <Show
            when={stage() !== "swiss"}
            fallback={
              <button type="button" disabled={props.busy} onClick={() => props.onResult({ winner: null })}>
                {t("result.noWinner")}
              </button>
            }
          >
            <NoWinner players={m().players} names={props.names} busy={props.busy} onResult={props.onResult} />
          </Show>
        </Show>
      </div>
      <Show when={kindOf(m()) === "pair"}>
        <details>
          <summary>{t("results.more")}</summary>
          <div class="scores">
            <Show when={stage() === "swiss"}>
              <button type="button" disabled={props.busy} onClick={() => props.onResult({ intentionalDraw: true })}>
                {t("result.id")}
              </button>
            </Show>
            <For each={m().players}>
              {(p) => (
                <button type="button" disabled={props.busy} onClick={() => props.onResult({ awarded: p })}>
                  {t("result.awarded", { name: n(p) })}
                </button>
              )}
            </For>
          </div>
        </details>
      </Show>
      {/* After the scores: the table number, Tab, Enter enters a result (keyboard entry), and a penalty is the rarer act. */}
      <Show when={props.runner}>
        <div class="row">
          <TablePenaltyButton table={tableOf(m())!} open={penalty()} onToggle={() => setPenalty(!penalty())} />
        </div>
      </Show>
      <Show when={penalty() && props.runner}>
        {(r) => (
          <PenaltyForm
            view={props.view}
            names={props.names}
            runner={r()}
            players={m().players}
            onDone={() => setPenalty(false)}
            onCancel={() => setPenalty(false)}
          />
        )}
      </Show>
    </li>
  );
}
