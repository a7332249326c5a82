// /e/:id — the one bookmarkable page of an event: pairings with "find my
// table", standings, bracket, the round clock and the rules, kept live.
import { roundTitle } from "../../lib/round-title.ts";
import { useParams, useSearchParams, A } from "@solidjs/router";
import { createEffect, createMemo, createSignal, For, lazy, Show, Suspense, untrack } from "solid-js";
import { createEventData } from "./data.ts";
import { readPieces, TaskBudget } from "../../lib/net/read-text.ts";
import type { SlicedParser } from "../../lib/net/json-slices.ts";
import { fmtDate, t } from "../../lib/i18n/i18n.ts";
import { formatName, warmFormatNames } from "../../lib/i18n/format-name.ts";
import { latestRound, nameMap, pointsMap, isSwiss } from "../../lib/event.ts";
import type { Round, SlimRound, ViewRound } from "../../lib/types.ts";
import type { ApiError } from "../../lib/net/api.ts";
import type { RoundReader } from "./older-round.ts";
import { Pairings } from "../../components/Pairings.tsx";
import { correctedAfterPairing, PairingNotes } from "../../components/PairingNotes.tsx";
// The standings are drawn after the tables (below): a chunk of their own, fetched while the data comes, off the page's budget.
const Standings = lazy(() => import("../../components/Standings.tsx").then((m) => ({ default: m.Standings })));
// The bracket and final ranking only show once the playoffs start: a chunk of their own, off the page's budget.
const Bracket = lazy(() => import("../../components/Bracket.tsx").then((m) => ({ default: m.Bracket })));
const FinalRanking = lazy(() => import("../../components/Bracket.tsx").then((m) => ({ default: m.FinalRanking })));
// The registered players, each linking to their page: off the first paint, so a chunk of its own.
const PlayerList = lazy(() => import("./PlayerList.tsx"));
// The rules box is the page's last section, drawn after the tables: a chunk of its own, off the page's budget.
const RulesInForce = lazy(() => import("../../components/RulesInForce.tsx").then((m) => ({ default: m.RulesInForce })));
import { RoundTimer } from "../../components/RoundTimer.tsx";
import { LiveIndicator } from "../../components/LiveIndicator.tsx";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { EventMissing } from "../../components/EventMissing.tsx";

const MY_NAME = "topcut.myName";

/**
 * A big event's data (its pairings are on screen from the HTML meanwhile) is parsed a slice per
 * task while it arrives, by code fetched once it passes 100 kB, off the page's budget; a small one's,
 * or one all here before the page read it, at once (readPieces).
 */
async function readView(res: Response): Promise<unknown> {
  const pieces: string[] = [];
  let size = 0;
  let parser: SlicedParser | undefined;
  const budget = new TaskBudget();
  const whole = await readPieces(
    res,
    async (piece) => {
      if (parser) return parser.push(piece);
      pieces.push(piece);
      if ((size += piece.length) > 1e5) {
        parser = (await budget.wait(import("../../lib/net/json-slices.ts"))).slicedParser(budget);
        for (const p of pieces) await parser.push(p);
      }
    },
    budget,
    { whole: true },
  );
  if (whole !== null) {
    // A new task for the parse once this one has had its budget, as in parseSliced.
    await budget.pause();
    return JSON.parse(whole);
  }
  return parser ? parser.end() : JSON.parse(pieces.join(""));
}

export default function EventPage() {
  const params = useParams<{ id: string }>();
  // The first view of the HTML shows the tables until the app's own are drawn (lib/render/first-view.ts).
  const [tables, setTables] = createSignal(false);
  // An earlier round opened from the slim view, once read (or why it could not be).
  const [older, setOlder] = createSignal<{ n: number; round?: ViewRound; error?: ApiError }>();
  const outline = (r: SlimRound | undefined) => !!r && "matchesOmitted" in r;
  // A link to an earlier round keeps the HTML's tables of it until the round is read (or fails).
  const drawn = () => {
    const o = older();
    return tables() && (!outline(round()) || (o?.n === round()!.number && !!(o.round || o.error)));
  };
  const data = createEventData(params.id, undefined, readView, drawn, true);
  // A Japanese reader's format names, and the standings' code, come while the data is on its way.
  warmFormatNames();
  void Standings.preload();
  const view = data.view;
  const names = createMemo(() => (view() ? nameMap(view()!) : new Map<string, string>()));
  const [search, setSearch] = createSignal(localStorage.getItem(MY_NAME) ?? "");
  // The round shown is kept in the address (?round=N), so a shared link opens that round.
  const [sp, setSp] = useSearchParams<{ round?: string }>();
  const shown = () => (sp.round && /^\d+$/.test(sp.round) ? Number(sp.round) : null);
  const setShown = (n: number) => {
    const v = view();
    const latest = v ? latestRound(v)?.number : undefined;
    // The current round needs no parameter: the plain link follows the event.
    setSp({ round: n === latest ? undefined : String(n) }, { replace: true });
  };
  const round = () => {
    const v = view();
    if (!v) return undefined;
    const n = shown();
    return (n !== null && v.rounds.find((r) => r.number === n)) || latestRound(v);
  };
  // The slim view has only the latest round's matches: an earlier round is read when opened, a chunk of code
  // fetched only then, and kept (checked again when the view moves on; what was read stays when offline).
  let reader: Promise<RoundReader> | undefined;
  createEffect(() => {
    const r = round();
    const seq = view()?.seq ?? 0;
    if (!r || !outline(r)) return;
    const n = r.number;
    reader ??= import("./older-round.ts").then((m) => m.roundReader(params.id));
    void reader.then(async (x) => {
      if (untrack(older)?.n !== n) setOlder({ n, round: x.held(n) });
      try {
        const got = await x.read(n, seq);
        if (round()?.number === n) setOlder({ n, round: got });
      } catch (e) {
        if (round()?.number === n) setOlder({ n, round: x.held(n), error: e as ApiError });
      }
    });
  });
  /** The round whose tables are shown: an earlier one once read; undefined while it is read. */
  const shownRound = (): Round | undefined => {
    const r = round();
    if (!outline(r)) return r;
    const o = older();
    return o?.n === r!.number ? o.round : undefined;
  };
  // A two-day event's rounds after its cut are day 2's.
  const dayTitle = (r: Round) => {
    const cut = view()?.dayTwoCut;
    return cut && isSwiss(r) && r.number > cut.afterRound ? `${roundTitle(r)} · ${t("event.dayTwo")}` : roundTitle(r);
  };
  // Draft events: the pods the Swiss rounds pair within (R-PAIR-6), for grouping the tables.
  const pods = createMemo(() => {
    const ed = view()?.eventDay;
    if (!ed?.pods || ed.pairWithinPods === false || !round() || !isSwiss(round()!)) return null;
    return new Map(ed.pods.flatMap((p) => p.seats.map((id) => [id, p.pod] as const)));
  });
  // The page is drawn in three tasks: the head, the tables a task later, what lies below them
  // (standings, bracket, rules) once a frame has laid out the rest. One task drawing it all, then
  // two (the tables with the head), then one layout of it all were the longest of a 2,000-player
  // event's page on a slow phone.
  const [below, setBelow] = createSignal(false);
  createEffect(() => view() && !tables() && setTimeout(() => setTables(true), 0));
  createEffect(() => tables() && !below() && requestAnimationFrame(() => setTimeout(() => setBelow(true), 0)));
  // The points beside names are those the players brought into the round shown.
  const points = createMemo(() => (view() ? pointsMap(view()!, round()?.number) : new Map<string, number>()));
  const onSearch = (s: string) => {
    setSearch(s);
    try {
      localStorage.setItem(MY_NAME, s);
    } catch {
      /* no storage */
    }
  };

  return (
    <>
      <Show when={!view()}>
        <Show when={!data.missing()} fallback={<EventMissing id={params.id} />}>
          <Show when={data.error()} fallback={<p class="muted">{t("common.loading")}</p>}>
            <ErrorBox error={data.error()} />
          </Show>
        </Show>
      </Show>
      <Show when={view()}>
        {(v) => (
          <article class="event">
            <header class="event-head">
              <h1>{v().event.name}</h1>
              <p class="meta">
                <StatusBadge status={v().event.status} /> <span>{formatName(v().event.gameFormat)}</span>
                <Show when={v().event.dciK}> · {t("event.dciK", { k: v().event.dciK! })}</Show>
                <Show when={v().event.date}> · {fmtDate(v().event.date!)}</Show>
              </p>
              <LiveIndicator live={data.live} />
              <Show when={v().event.status === "registration"}>
                <p>
                  <A class="button primary" href={`/e/${params.id}/register`}>
                    {t("ed.link.register")}
                  </A>
                </p>
              </Show>
              <Show when={v().eventDay.pods || v().eventDay.draft}>
                <p>
                  <A href={`/e/${params.id}/draft`}>{t("ed.link.draft")}</A>
                </p>
              </Show>
              <nav class="jump" aria-label={t("event.sections")}>
                <a href="#pairings">{t("event.pairings")}</a>
                <a href="#standings">{t("event.standings")}</a>
                <Show when={v().rounds.some((r) => !isSwiss(r))}>
                  <a href="#playoffs">{t("event.playoffs")}</a>
                </Show>
                <a href="#rules">{t("event.rules")}</a>
              </nav>
            </header>
            <ErrorBox error={data.error()} />
            <RoundTimer timer={v().timer} rounds={v().rounds} />

            <Show when={v().finalRanking && v().finalRanking!.length > 0}>
              <section aria-labelledby="final-h">
                <h2 id="final-h">{t("event.final")}</h2>
                <Suspense>
                  <FinalRanking view={v()} names={names()} />
                </Suspense>
              </section>
            </Show>

            <Suspense>
              <PlayerList view={v()} eventId={params.id} open={v().event.status === "registration"} />
            </Suspense>

            <section id="pairings" aria-labelledby="pairings-h">
              <div class="row between">
                <h2 id="pairings-h">{round() ? dayTitle(round()!) : t("event.pairings")}</h2>
                <Show when={v().rounds.length > 1}>
                  <select aria-label={t("pairings.pickRound")} onChange={(e) => setShown(Number(e.currentTarget.value))}>
                    <For each={v().rounds}>
                      {(r) => (
                        <option value={r.number} selected={r.number === round()?.number}>
                          {dayTitle(r)}
                        </option>
                      )}
                    </For>
                  </select>
                </Show>
              </div>
              <Show when={v().unpublished}>
                {(n) => (
                  <p class="notice" role="status" data-testid="pairings-coming">
                    {t("pairings.coming", { n: n() })}
                  </p>
                )}
              </Show>
              <Show
                when={round()}
                fallback={
                  <Show when={!v().unpublished}>
                    <p class="notice">{t("pairings.none", { n: v().players.length })}</p>
                  </Show>
                }
              >
                <label class="search">
                  <span>{t("pairings.find")}</span>
                  <input
                    type="search"
                    autocomplete="off"
                    placeholder={t("pairings.findHint")}
                    value={search()}
                    onInput={(e) => onSearch(e.currentTarget.value)}
                  />
                </label>
                <Show when={tables()}>
                  <Show
                    when={shownRound()}
                    fallback={
                      <Show
                        when={older()?.error}
                        fallback={
                          <p class="muted" role="status" data-testid="round-loading">
                            {t("common.loading")}
                          </p>
                        }
                      >
                        <ErrorBox error={older()!.error!} />
                      </Show>
                    }
                  >
                    {(sr) => <Pairings view={v()} round={sr()} names={names()} points={points()} search={search()} eventId={params.id} pods={pods()} />}
                  </Show>
                </Show>
                <PairingNotes
                  notes={round()!.notes && round()!.notes!.length ? round()!.notes! : round()!.number === latestRound(v())?.number ? v().notes : []}
                  names={names()}
                  corrections={correctedAfterPairing(v().corrections, round()!.number)}
                  rounds={v().rounds}
                />
                <Show when={round()!.number === latestRound(v())?.number}>
                  <p class="muted small">
                    <A href={`/e/${params.id}/tv`}>{t("event.tv")}</A>
                  </p>
                </Show>
              </Show>
            </section>

            <section id="standings" aria-labelledby="standings-h">
              <h2 id="standings-h">{t("event.standings")}</h2>
              <Show when={below()}>
                <Suspense>
                  <Standings view={v()} names={names()} />
                </Suspense>
              </Show>
            </section>

            <Show when={below() && v().rounds.some((r) => !isSwiss(r))}>
              <section id="playoffs" aria-labelledby="playoffs-h">
                <h2 id="playoffs-h">{t("event.playoffs")}</h2>
                <Suspense>
                  <Bracket view={v()} names={names()} />
                </Suspense>
              </section>
            </Show>

            <section id="rules" aria-labelledby="rules-h">
              <h2 id="rules-h">{t("event.rules")}</h2>
              <Show when={below()}>
                <Suspense>
                  <RulesInForce event={v().event} />
                </Suspense>
              </Show>
            </section>
          </article>
        )}
      </Show>
    </>
  );
}
