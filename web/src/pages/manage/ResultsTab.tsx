// Fast result entry: type a table number to jump to it, then one tap on the
// score. Reports from players that wait (unconfirmed, disputed) come first.
import { createMemo, createSignal, For, Show } from "solid-js";
import { t } from "../../lib/i18n.ts";
import { currentRound, kindOf, resultOf, tableOf } from "../../lib/event.ts";
import { commonScores, drawScore } from "../../components/scores.ts";
import { resultText } from "../../components/Pairings.tsx";
import { ActionStatus } from "../../components/Status.tsx";
import type { Runner } from "./action.ts";
import type { ManageView, MatchResult } from "../../lib/types.ts";
import type { Match } from "../../../../shared/model/types.ts";

export function ResultsTab(props: { view: ManageView; names: Map<string, string>; runner: Runner }) {
  const r = props.runner;
  const [jump, setJump] = createSignal("");
  const [showDone, setShowDone] = createSignal(false);
  const round = () => currentRound(props.view);
  const tables = createMemo(() => (round()?.matches ?? []).filter((m) => tableOf(m) !== null));
  const waiting = () => props.view.reports.filter((x) => x.round === round()?.number && x.status !== "confirmed");
  const shown = () => {
    const q = jump().trim();
    if (q) return tables().filter((m) => String(tableOf(m)) === q);
    return tables().filter((m) => showDone() || !resultOf(m));
  };
  const enter = (m: Match, result: MatchResult) =>
    r.run("PUT", `/rounds/${round()!.number}/tables/${tableOf(m)}/result`, { result }, { done: t("results.saved", { table: tableOf(m)!, result: resultText(m, result, props.names) }) }).then((x) => {
      if (x) setJump("");
    });

  return (
    <section aria-labelledby="results-h">
      <h2 id="results-h">{t("results.title")}</h2>
      <Show when={round()} fallback={<p class="muted">{t("round.none")}</p>}>
        <ActionStatus runner={r} />
        <Show when={waiting().length > 0}>
          <section class="card warn-card" aria-labelledby="waiting-h">
            <h3 id="waiting-h">{t("results.waiting")}</h3>
            <ul class="plain">
              <For each={waiting()}>
                {(w) => {
                  const m = () => tables().find((x) => tableOf(x) === w.table);
                  return (
                    <li class="stack">
                      <div>
                        <strong>{t("pairings.table", { n: w.table })}</strong> · {t(w.status === "disputed" ? "report.disputed" : "report.waiting")}
                        <div class="small">
                          {t("results.reportedBy", { name: props.names.get(w.by) ?? w.by })}: {m() ? resultText(m()!, w.result, props.names) : ""}
                          <Show when={w.disputedBy}> · {t("results.disputedBy", { name: props.names.get(w.disputedBy!) ?? "" })}</Show>
                        </div>
                      </div>
                      <div class="row">
                        <button type="button" class="primary small" disabled={r.busy()} onClick={() => void r.run("POST", `/rounds/${w.round}/tables/${w.table}/confirm`, {}, { done: t("results.accepted", { table: w.table }) })}>
                          {t("results.accept")}
                        </button>
                        <button type="button" class="small" onClick={() => setJump(String(w.table))}>
                          {t("results.correct")}
                        </button>
                      </div>
                    </li>
                  );
                }}
              </For>
            </ul>
          </section>
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
        <ul class="plain entry-list">
          <For each={shown()}>{(m) => <Entry match={m} view={props.view} names={props.names} busy={r.busy()} onResult={(res) => void enter(m, res)} />}</For>
        </ul>
      </Show>
    </section>
  );
}

function Entry(props: { match: Match; view: ManageView; names: Map<string, string>; busy: boolean; onResult: (r: MatchResult) => void }) {
  const m = () => props.match;
  const n = (id: string) => props.names.get(id) ?? id;
  const res = () => resultOf(m());
  const stage = () => currentRound(props.view)?.stage ?? "swiss";
  const bestOf = () => (stage() !== "swiss" ? (props.view.event.options.playoffBestOf ?? props.view.event.options.bestOf) : props.view.event.options.bestOf);
  const drawsAllowed = () => stage() === "swiss" && props.view.event.options.draws === "allowed";
  // 002 "Draw or flip": in flip mode a drawn game score carries the flip's winner, in the playoffs too.
  const flipMode = () => props.view.event.options.draws === "flip";
  return (
    <li class="card entry" data-table={tableOf(m())}>
      <div class="row between">
        <strong class="table-no">{tableOf(m())}</strong>
        <span class="grow">
          {kindOf(m()) === "pod" ? m().players.map(n).join(" · ") : `${n(m().players[0]!)} ${t("pairings.vs")} ${n(m().players[1]!)}`}
        </span>
        <Show when={res()}>
          <span class="tag ok">{resultText(m(), res()!, props.names)}</span>
        </Show>
      </div>
      <Show when={kindOf(m()) === "pod"}>
        <p class="small muted" aria-hidden="true">
          {t("results.podWinner")}
        </p>
      </Show>
      <div class="scores" role="group" aria-label={kindOf(m()) === "pod" ? t("results.podWinnerOf", { table: tableOf(m())! }) : t("results.scoreFor", { table: tableOf(m())! })}>
        <Show
          when={kindOf(m()) === "pod"}
          fallback={
            <>
              <For each={commonScores(bestOf())}>
                {(c) => (
                  <button type="button" disabled={props.busy} onClick={() => props.onResult({ games: c.games })} aria-label={t("results.scoreLabel", { a: n(m().players[0]!), b: n(m().players[1]!), score: c.label })}>
                    {c.label}
                  </button>
                )}
              </For>
              <Show when={drawsAllowed()}>
                <button type="button" disabled={props.busy} onClick={() => props.onResult({ games: drawScore(bestOf()) })}>
                  {t("report.draw")}
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
          <button type="button" disabled={props.busy} onClick={() => props.onResult({ winner: null })}>
            {t("result.noWinner")}
          </button>
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
    </li>
  );
}
