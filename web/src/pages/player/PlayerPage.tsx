// /e/:id/p/:pid — one player's matches and results, their self-report form
// (secret code) and confirm/dispute for a result the opponent reported.
import { A, useParams } from "@solidjs/router";
import { createEffect, createMemo, createSignal, For, on, Show } from "solid-js";
import { createLoad } from "../../lib/net/load.ts";
import { createEventData } from "../event/data.ts";
import { playerPage } from "../../lib/net/endpoints.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { advancerOf, latestRound, gamesFor, isDropped, kindOf, nameMap, pendingReport, rankingRows, resultOf, tableOf, winnerOfPair } from "../../lib/event.ts";
import type { Match } from "../../../../shared/model/types.ts";
import type { MatchResult } from "../../lib/types.ts";
import { rt, type ReportKey } from "./report-strings.ts";
import { resultText } from "../../components/Pairings.tsx";
import { RoundTimer } from "../../components/RoundTimer.tsx";
import { LiveIndicator } from "../../components/LiveIndicator.tsx";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelfReport } from "./SelfReport.tsx";
import { roundTitle } from "../../lib/round-title.ts";
import { EventMissing } from "../../components/EventMissing.tsx";
import { pt } from "./strings.ts";
import { correctionOf } from "../../../../shared/commands/corrections.ts";
import { parseSliced } from "../../lib/net/json-slices.ts";
import { playerFloor } from "../../lib/net/endpoints.ts";
import type { PlayerFloor } from "../../../../shared/commands/views.ts";
import { CheckInBox, JudgeCallBox, MyPenalties } from "./Floor.tsx";
import { NotifyBox } from "./Notify.tsx";

export default function PlayerPage() {
  const params = useParams<{ id: string; pid: string }>();
  // The first screen needs the player's own read too, which starts once the event's is in (below).
  const data = createEventData(params.id, undefined, parseSliced, () => !!(page.value() || page.error()));
  const view = data.view;
  const names = createMemo(() => (view() ? nameMap(view()!) : new Map<string, string>()));
  // The player's own list follows every change the live socket announces; the
  // first read waits for the event's (both are preloaded by the page's HTML).
  const page = createLoad(
    () => view()?.seq,
    () => playerPage(params.id, params.pid),
  );
  // Outlives the form: once a confirmed result closes the match, the thanks stay.
  const [notice, setNotice] = createSignal<ReportKey | null>(null);
  const [code, setCode] = createSignal(sessionStorage.getItem(`topcut.code.${params.id}.${params.pid}`) ?? "");
  const keepCode = (c: string) => {
    setCode(c);
    sessionStorage.setItem(`topcut.code.${params.id}.${params.pid}`, c);
  };
  // A code slip's QR code opens this page with #code=...: the fragment never reaches a server.
  const fromSlip = codeFromFragment();
  if (fromSlip) keepCode(fromSlip);

  // What is this player's alone (checked in, penalties, their table's judge call), read with the code
  // once it is typed, and again at every change of the event while that code is right. A code the
  // server refused is not sent again (each try counts against the player's wrong-code limit): the
  // forms that send it say it is wrong.
  const [floor, setFloor] = createSignal<PlayerFloor | null>(null);
  let refusedCode: string | null = null;
  const readFloor = async () => {
    const c = code().trim().toUpperCase();
    if (c.length < 6 || c === refusedCode) return void setFloor(null);
    try {
      const answer = await playerFloor(params.id, params.pid, c);
      if (code().trim().toUpperCase() === c) setFloor(answer);
    } catch {
      refusedCode = c;
      if (code().trim().toUpperCase() === c) setFloor(null);
    }
  };
  createEffect(on([code, () => view()?.seq], () => void readFloor()));
  const checkingIn = () => {
    const v = view();
    return !!v && v.checkedIn !== null && v.event.status === "registration" && !isDropped(page.value()?.player.dropped ?? null);
  };

  /** A result read from this player's side: "Won 2–1", "Lost", "Draw". */
  const mine = (m: Match, r: MatchResult, round: number) => {
    const w = winnerOfPair(m, r);
    const seat = m.players.indexOf(params.pid) === 1 ? 1 : 0;
    const g = kindOf(m) === "pair" ? gamesFor(r, seat) : null;
    const score = g ? ` ${g[0]}–${g[1]}${g[2] ? `–${g[2]}` : ""}` : "";
    const how = g ? score : ` · ${resultText(m, r, names())}`;
    // A drawn game score settled by the flip (R-SCORE-3) says so: "Won 1–1" alone reads wrong. (English strings carry their space.)
    const flip = "flip" in r && r.flip !== undefined ? pt(r.flip === params.pid ? "flip.won" : "flip.lost") : "";
    if (w === "draw") return t("player.draw") + how;
    if (w === params.pid) return t("player.won") + how + flip;
    // A final-stage table without a winner (R-CMD-5) names who advances.
    if (w === null) return resultText(m, r, names(), advancerOf(view()!, round, tableOf(m)));
    return t("player.lost") + how + flip;
  };

  /** Whether the list link shows: the event asks this player for a list now, or theirs is in. */
  const listAsked = () => {
    const ed = view()?.eventDay;
    if (!ed || ed.listPolicy.mode === "none") return false;
    if (ed.listsReceived.includes(params.pid)) return true;
    return ed.listPolicy.mode !== "prize-winners" || (ed.prizeWinners ?? []).includes(params.pid);
  };

  /** A staff correction of this match's result (the view lists them): what it is now and what it was. */
  const corrected = (m: Match, round: number) => {
    const c = tableOf(m) === null ? null : correctionOf(view()!.corrections, round, tableOf(m)!);
    if (!c) return null;
    const r = view()!.rounds.find((x) => x.number === round);
    const title = r ? roundTitle(r) : t("pairings.round", { n: round });
    if (!c.after) return pt("corrected.hidden", { round: title });
    return pt("corrected", { round: title, after: mine(m, c.after, round), before: c.before ? mine(m, c.before, round) : pt("corrected.none") });
  };

  /** Once the event is finished: this player's place in the engine's final ranking. */
  const placing = () => {
    const v = view();
    if (!v) return null;
    const rows = rankingRows(v);
    const mine = rows.find((r) => r.player === params.pid);
    return mine ? { place: mine.place, of: rows.length } : null;
  };

  /** The player's match of the current round, still waiting for its result. */
  const open = () => {
    const v = view();
    const r = v && latestRound(v);
    if (!v || !r) return null;
    const m = r.matches.find((x) => x.players.includes(params.pid));
    // Under hidden standings a result the judge entered is marked, not shown: nothing left to report.
    if (!m || tableOf(m) === null || resultOf(m) || ("resultIn" in m && m.resultIn === true)) return null;
    return { round: r.number, match: m, report: pendingReport(v, r.number, tableOf(m)!) };
  };

  return (
    <>
      <Show when={!data.missing()} fallback={<EventMissing id={params.id} />}>
        <ErrorBox error={data.error() ?? page.error()} />
      </Show>
      <Show when={view() && page.value()}>
        <article class="player">
          <p class="crumb">
            <A href={`/e/${params.id}`}>← {view()!.event.name}</A>
          </p>
          <h1>{page.value()!.player.name}</h1>
          <Show when={isDropped(page.value()!.player.dropped)}>
            <p class="notice">{t("players.droppedLong")}</p>
          </Show>
          <LiveIndicator live={data.live} />
          <Show when={placing()}>
            {(p) => (
              <p class="placing" data-testid="placing">
                {t("player.placing", { place: p().place, n: p().of })}
              </p>
            )}
          </Show>
          <Show when={fromSlip}>
            <p class="small muted">{t("player.codeFromSlip")}</p>
          </Show>
          <RoundTimer timer={view()!.timer} rounds={view()!.rounds} />
          <Show when={view()!.unpublished}>
            {(n) => (
              <p class="notice" role="status" data-testid="pairings-coming">
                {pt("coming", { n: n() })}
              </p>
            )}
          </Show>
          <Show when={checkingIn()}>
            <CheckInBox
              eventId={params.id}
              playerId={params.pid}
              checkedIn={(view()!.checkedIn ?? []).includes(params.pid) || floor()?.checkedIn === true}
              code={code()}
              onCode={keepCode}
              onDone={() => void data.refetch()}
            />
          </Show>
          {/* Prize winners' lists are asked once the event is finished, of the winners only: no one else is sent to a form to be refused. */}
          <Show when={listAsked()}>
            <p>
              {/* Once the list is received the link stops asking for it; Dreamblade says warband. */}
              <A href={`/e/${params.id}/p/${params.pid}/list`}>
                {(() => {
                  const ed = (view() as { eventDay?: { listsReceived?: string[] } }).eventDay;
                  const got = (ed?.listsReceived ?? []).includes(params.pid);
                  const warband = view()!.event.rules === "dreamblade";
                  return pt(got ? (warband ? "list.receivedWarband" : "list.received") : warband ? "list.handInWarband" : "list.handIn");
                })()}
              </A>
            </p>
          </Show>

          <Show when={open()}>
            {(o) => (
              <SelfReport
                eventId={params.id}
                playerId={params.pid}
                round={o().round}
                match={o().match}
                report={o().report}
                names={names()}
                options={view()!.event.options}
                code={code()}
                onCode={keepCode}
                onDone={(key) => {
                  setNotice(key);
                  void data.refetch();
                }}
              />
            )}
          </Show>

          <Show when={open()}>
            {(o) => (
              <JudgeCallBox
                eventId={params.id}
                round={o().round}
                table={tableOf(o().match)!}
                code={code()}
                call={floor()?.call ?? null}
                onCall={(call) => setFloor((f) => (f ? { ...f, call } : { checkIn: "off", checkedIn: false, penalties: [], call }))}
                reread={() => void readFloor()}
              />
            )}
          </Show>
          <MyPenalties penalties={floor()?.penalties ?? []} />
          {/* Once the code is known (typed, or from the slip's QR code), and while there are rounds to come. */}
          <Show when={code().trim().length >= 6 && view()!.event.status !== "finished" && !isDropped(page.value()!.player.dropped)}>
            <NotifyBox eventId={params.id} playerId={params.pid} code={code()} />
          </Show>
          {/* "Disputed" holds only until staff decide: once the table's result is in, the result says it. */}
          <Show when={notice() && !(notice() === "sent.dispute" && !open())}>
            <p role="status" class="ok">
              {rt(notice()!)}
            </p>
          </Show>
          <section aria-labelledby="matches-h">
            <h2 id="matches-h">{t("player.matches")}</h2>
            <Show when={page.value()!.matches.length > 0} fallback={<p class="muted">{t("player.noMatches")}</p>}>
              <ol class="matches">
                <For each={[...page.value()!.matches].reverse()}>
                  {(m) => {
                    const roundMatch = () =>
                      view()!
                        .rounds.find((r) => r.number === m.round)
                        ?.matches.find((x) => x.players.includes(params.pid));
                    return (
                      <li class="card">
                        <div class="row between">
                          <strong>
                            {(() => {
                              const r = view()!.rounds.find((x) => x.number === m.round);
                              return r ? roundTitle(r) : t("pairings.round", { n: m.round });
                            })()}
                          </strong>
                          <Show when={m.table !== null}>
                            <span class="muted">{t("pairings.table", { n: m.table! })}</span>
                          </Show>
                        </div>
                        <Show when={m.kind === "bye"}>
                          <p>{t("pairings.bye")}</p>
                        </Show>
                        <Show when={m.kind === "late-loss"}>
                          <p>{t("pairings.lateLoss")}</p>
                        </Show>
                        <Show when={m.kind === "pair" || m.kind === "pod"}>
                          <p>
                            {t("player.against")} {m.opponents.map((o) => o.name).join(", ")}
                          </p>
                          <p class="result">
                            <Show
                              when={m.result && roundMatch()}
                              fallback={
                                <span class="muted" data-testid={m.resultIn ? "result-in" : undefined}>
                                  {m.resultIn ? pt("hidden.resultIn") : t("player.noResult")}
                                </span>
                              }
                            >
                              {mine(roundMatch()!, m.result!, m.round)}
                            </Show>
                          </p>
                          <Show when={roundMatch() && corrected(roundMatch()!, m.round)}>
                            {(line) => (
                              <p class="small notice" data-testid="corrected">
                                {line()}
                              </p>
                            )}
                          </Show>
                        </Show>
                      </li>
                    );
                  }}
                </For>
              </ol>
            </Show>
          </section>
        </article>
      </Show>
    </>
  );
}

/** The code in the address fragment (#code=XXXXXX), wiped from the address bar so a shared or bookmarked link never carries it. */
function codeFromFragment(): string | null {
  const m = /^#code=([A-Za-z0-9]{4,16})$/.exec(location.hash);
  if (!m) return null;
  history.replaceState(history.state, "", location.pathname + location.search);
  return m[1]!.toUpperCase();
}
