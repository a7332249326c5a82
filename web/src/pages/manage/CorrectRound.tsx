// Correcting a result of an earlier (closed) Swiss round, from that round's own
// view in the Round tab: its tables with their results, one *Change* each;
// before anything is sent the confirmation says what will change (the engine's
// correctionEffect: who moves in points and place, and that later rounds keep
// their pairings), then a logged set-result with "correction": true (docs/api.md).
import { createMemo, createSignal, For, Show } from "solid-js";
import { locale, t } from "../../lib/i18n/i18n.ts";
import { kindOf, resultOf, tableOf } from "../../lib/event.ts";
import { commonScores, drawScore } from "../../components/scores.ts";
import { roundTitle } from "../../lib/round-title.ts";
import { createIncremental } from "../../lib/render/incremental.ts";
import { resultSentence, winnerScore } from "./result-words.ts";
import { kt } from "./correct-strings.ts";
import { correctionEffect } from "../../../../shared/standings/correction.ts";
import { type Runner, write } from "./action.ts";
import type { ManageView, MatchResult, Round } from "../../lib/types.ts";
import type { Match, Tournament } from "../../../../shared/model/types.ts";
import { isSwiss } from "../../../../shared/model/matches.ts";

/** Swiss rounds a correction may touch: the closed ones while the Swiss runs, every one once the event is finished. */
export function correctableRounds(v: ManageView): Round[] {
  const swiss = v.rounds.filter((r) => isSwiss(r));
  if (v.event.status === "finished") return swiss;
  if (v.event.status !== "swiss") return [];
  const current = v.rounds.length;
  return swiss.filter((r) => r.number < current);
}

/** The event as the engine reads it, from the staff view (registration order is the players' order). */
function tournamentOf(v: ManageView): Tournament {
  return {
    format: "topcut/1",
    id: v.event.id,
    name: v.event.name,
    gameFormat: v.event.gameFormat,
    rules: v.event.rules,
    options: v.event.options,
    players: v.players.map((p, i) => ({ id: p.id, name: p.name, registered: i + 1, dropped: typeof p.dropped === "number" ? p.dropped : null })),
    rounds: v.rounds,
  };
}

/** One correctable round's tables, each with its result and *Change* (the Round tab shows it for a round picked there). */
export function CorrectRound(props: { view: ManageView; names: Map<string, string>; runner: Runner; round: Round }) {
  const r = props.runner;
  const [editing, setEditing] = createSignal<number | null>(null);
  const round = () => props.round;
  const tables = () => round().matches.filter((m) => tableOf(m) !== null);
  // A 2,000-player round's 1,000 rows come a slice per frame.
  const listed = createIncremental(createMemo(() => tables()));
  const n = (id: string) => props.names.get(id) ?? id;
  // A memo: a re-read (every live change) then keeps the score buttons, and a tap under way.
  const bestOf = createMemo(() => props.view.event.options.bestOf);

  const correct = async (m: Match, result: MatchResult) => {
    const rd = round();
    const table = tableOf(m)!;
    const before = resultOf(m);
    // The engine's account of the change; the command is still the judge of the result (it may refuse it).
    let effect: ReturnType<typeof correctionEffect> = {
      changes: [],
      laterRounds: props.view.rounds.filter((x) => x.number > rd.number && isSwiss(x)).map((x) => x.number),
    };
    try {
      effect = correctionEffect(tournamentOf(props.view), rd.number, table, result);
    } catch {
      /* the server's answer will say what is wrong */
    }
    const title = roundTitle(rd);
    const later = effect.laterRounds.length
      ? kt("correct.later", {
          rounds: new Intl.ListFormat(locale(), { type: "conjunction" }).format(effect.laterRounds.map((k) => roundTitle(props.view.rounds[k - 1]!))),
        })
      : kt("correct.noLater");
    const message = `${kt("correct.confirm", { round: title, table, from: before ? resultSentence(m, before, props.names) : kt("correct.open"), to: resultSentence(m, result, props.names) })} ${later}${effect.changes.length ? "" : ` ${kt("correct.nothing")}`}`;
    const list = effect.changes.map((c) => kt("correct.row", { name: n(c.player), from: c.points[0], to: c.points[1], p1: c.place[0], p2: c.place[1] }));
    const done = await write(
      r,
      "set-result",
      { round: rd.number, table, result, correction: true, asSeen: before ?? null },
      {
        confirm: message,
        confirmLabel: kt("correct.button", { round: title }),
        confirmList: list,
        done: kt("correct.done", { round: title, table, result: resultSentence(m, result, props.names) }),
      },
    );
    if (done) setEditing(null);
  };

  return (
    <section class="card stack correct" data-testid="correct-round" aria-labelledby="correct-h">
      <h3 id="correct-h">{kt("correct.title", { round: roundTitle(round()) })}</h3>
      <p class="small muted">{kt("correct.help")}</p>
      <ul class="plain entry-list">
        <For each={listed()}>
          {(m) => {
            const table = tableOf(m)!;
            const res = () => resultOf(m);
            return (
              <li class="entry correct-entry" data-correct-table={table}>
                <div class="row between">
                  <strong class="table-no">{table}</strong>
                  <span class="grow">{kindOf(m) === "pod" ? m.players.map(n).join(" · ") : `${n(m.players[0]!)} ${t("pairings.vs")} ${n(m.players[1]!)}`}</span>
                  <span class="tag">{res() ? resultSentence(m, res()!, props.names) : kt("correct.open")}</span>
                  <button type="button" class="small" aria-expanded={editing() === table} onClick={() => setEditing(editing() === table ? null : table)}>
                    {editing() === table ? kt("correct.cancel") : kt("correct.change")}
                  </button>
                </div>
                <Show when={editing() === table}>
                  <p class="small">{kt("correct.pick", { table })}</p>
                  <div class="scores" role="group" aria-label={kt("correct.pick", { table })}>
                    <Show
                      when={kindOf(m) === "pod"}
                      fallback={
                        <>
                          <For each={commonScores(bestOf())}>
                            {(c) => (
                              <button type="button" disabled={r.busy()} onClick={() => void correct(m, { games: c.games })}>
                                {t("results.winnerButton", { name: n(m.players[c.games[0] > c.games[1] ? 0 : 1]!), score: winnerScore(c.games) })}
                              </button>
                            )}
                          </For>
                          <Show when={props.view.event.options.draws === "allowed"}>
                            <button type="button" disabled={r.busy()} onClick={() => void correct(m, { games: drawScore(bestOf()) })}>
                              {t("results.drawButton", { score: winnerScore(drawScore(bestOf())) })}
                            </button>
                          </Show>
                          <Show when={props.view.event.options.draws === "flip"}>
                            <For each={m.players}>
                              {(p) => (
                                <button type="button" disabled={r.busy()} onClick={() => void correct(m, { games: drawScore(bestOf()), flip: p })}>
                                  {t("results.drawFlip", { name: n(p) })}
                                </button>
                              )}
                            </For>
                          </Show>
                          <button type="button" disabled={r.busy()} onClick={() => void correct(m, { intentionalDraw: true })}>
                            {t("result.id")}
                          </button>
                          <For each={m.players}>
                            {(p) => (
                              <button type="button" disabled={r.busy()} onClick={() => void correct(m, { awarded: p })}>
                                {t("result.awarded", { name: n(p) })}
                              </button>
                            )}
                          </For>
                        </>
                      }
                    >
                      <For each={m.players}>
                        {(p) => (
                          <button type="button" disabled={r.busy()} onClick={() => void correct(m, { winner: p })}>
                            {n(p)}
                          </button>
                        )}
                      </For>
                      <button type="button" disabled={r.busy()} onClick={() => void correct(m, { winner: null })}>
                        {t("result.noWinner")}
                      </button>
                    </Show>
                  </div>
                </Show>
              </li>
            );
          }}
        </For>
      </ul>
    </section>
  );
}
