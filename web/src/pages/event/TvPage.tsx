// /e/:id/tv — for a venue screen nobody touches: the round clock always in
// view and the whole field in pages that fit the screen at a size readable
// across the room, advancing by themselves ("Page 2 of 5").
// ?mode=pairings (by name; Commander tables with seats) | tables | standings
// (after a round, with the cut line) | auto (default: pairings while tables
// play, standings once every result is in); ?every=N seconds per page.
import { roundTitle } from "../../lib/round-title.ts";
import { useParams, useSearchParams } from "@solidjs/router";
import { createEffect, createMemo, createSignal, For, Match, onCleanup, Show, Switch, untrack } from "solid-js";
import { createEventData } from "./data.ts";
import { locale, t } from "../../lib/i18n/i18n.ts";
import { latestRound, isSwiss, kindOf, nameMap } from "../../lib/event.ts";
import { RoundTimer } from "../../components/RoundTimer.tsx";
import { LiveIndicator } from "../../components/LiveIndicator.tsx";
import { EventMissing } from "../../components/EventMissing.tsx";
import { byNameRows, byTableRows, type NameRow, readingsOf, type TableRow } from "../print/rows.ts";
import { createFit, createPager } from "./tv/fit.ts";
import { tvT } from "./tv/strings.ts";
import "./tv/floor.css";
import { finalOrder } from "../../lib/final-order.ts";
import { NameLine, StandingLine, TableLine, type TvStandingRow, tvStandings } from "./tv/lines.tsx";
import type { EventView, Round } from "../../lib/types.ts";
import { parseSliced } from "../../lib/net/json-slices.ts";
import { createStaffPreview } from "./tv/preview.ts";

export type TvMode = "pairings" | "tables" | "standings";
type TvRows = { mode: "pairings"; rows: NameRow[] } | { mode: "tables"; rows: TableRow[] } | { mode: "standings"; rows: TvStandingRow[] };

/** `rows()` a task after it changed (at first, its mode with no rows yet). */
function drawnLater(rows: () => TvRows): () => TvRows {
  const [drawn, setDrawn] = createSignal<TvRows>({ mode: untrack(rows).mode, rows: [] } as TvRows);
  createEffect(() => {
    const next = rows();
    const timer = setTimeout(() => setDrawn(next), 0);
    onCleanup(() => clearTimeout(timer));
  });
  return drawn;
}
const MODES = ["auto", "pairings", "tables", "standings"] as const;
/** Seconds a page stays up unless ?every= says otherwise (2 to 120). */
export const DEFAULT_EVERY_S = 12;

/** auto: the pairings while tables still play; the standings once every result of a Swiss round is in, and after the event. */
export function autoMode(v: EventView, round: Round | undefined): TvMode {
  if (v.event.status === "finished") return "standings";
  if (!round) return "pairings";
  const open = round.matches.some((m) => "table" in m && !("result" in m && m.result));
  return !open && isSwiss(round) && v.standings ? "standings" : "pairings";
}

export default function TvPage() {
  const params = useParams<{ id: string }>();
  const [sp] = useSearchParams<{ mode?: string; every?: string; preview?: string }>();
  // The slim view: the TV shows only the latest round's tables (and the standings, the bracket's champion).
  const data = createEventData(params.id, undefined, parseSliced, undefined, true);
  const preview = createStaffPreview(params.id, sp.preview === "1", data.view);
  // With ?preview=1, staff see a round they have not published yet as players will (the rest is the public view).
  const v = () => preview.view() ?? data.view();
  const names = createMemo(() => (v() ? nameMap(v()!) : new Map<string, string>()));
  const round = () => (v() ? latestRound(v()!) : undefined);
  const asked = () => (MODES.includes(sp.mode as (typeof MODES)[number]) ? (sp.mode as (typeof MODES)[number]) : "auto");
  const mode = (): TvMode => {
    const a = asked();
    return a === "auto" ? (v() ? autoMode(v()!, round()) : "pairings") : a;
  };
  const pods = () => round()?.matches.some((m) => kindOf(m) === "pod") ?? false;
  const unpublished = () => (preview.view() ? null : (v()?.unpublished ?? null));
  // The extra minutes of single tables in the round being timed, by table number.
  const extensions = () => {
    const timer = v()?.timer;
    if (!timer || timer.round !== round()?.number) return [];
    return Object.entries(timer.extensions ?? {})
      .map(([table, n]) => [Number(table), n] as const)
      .filter(([, n]) => n > 0)
      .sort((a, b) => a[0] - b[0]);
  };
  const everyS = Math.min(120, Math.max(1, Number(sp.every) || DEFAULT_EVERY_S));

  // Only the rows of the mode on screen are worked out, in the task the data arrives in, and drawn in
  // the next: a 2,000-player round's names sorted by a collator and their first draw were one long task
  // on a slow phone. The grid shows the mode its rows were worked out for.
  const rows = createMemo((): TvRows => {
    const m = mode();
    if (m === "standings") return { mode: m, rows: v() ? tvStandings(v()!, names()) : [] };
    if (m === "tables") return { mode: m, rows: round() ? byTableRows(round()!, names()) : [] };
    return { mode: m, rows: round() ? byNameRows(round()!, names(), locale(), undefined, readingsOf(v()!)) : [] };
  });
  const drawn = drawnLater(rows);
  const shownMode = () => drawn().mode;
  const nameRows = () => {
    const d = drawn();
    return d.mode === "pairings" ? d.rows : [];
  };
  const tableRows = () => {
    const d = drawn();
    return d.mode === "tables" ? d.rows : [];
  };
  const standingRows = () => {
    const d = drawn();
    return d.mode === "standings" ? d.rows : [];
  };
  const count = () => drawn().rows.length;

  let body: HTMLDivElement | undefined;
  const fit = createFit(
    () => body,
    () => (shownMode() === "tables" ? (pods() ? 40 : 30) : shownMode() === "standings" ? 20 : pods() ? 24 : 22),
  );
  const pages = () => Math.max(1, Math.ceil(count() / fit.perPage()));
  // A field that fits in fewer columns than the screen has room for takes only those, each wider:
  // a long name on a small event's screen is then cut short only if it must be.
  const cols = () => Math.min(fit.cols(), Math.max(1, Math.ceil(count() / fit.rows())));
  const pager = createPager(pages, everyS * 1000);
  const slice = <T,>(rows: T[]) => rows.slice(pager.page() * fit.perPage(), (pager.page() + 1) * fit.perPage());
  // "Aiko – Dmitri": which part of the alphabet is up, as venue walls are labelled.
  const nameRange = () => {
    if (shownMode() !== "pairings") return "";
    const s = slice(nameRows());
    return s.length > 1 ? `${s[0]!.name} – ${s[s.length - 1]!.name}` : "";
  };
  // The event is over: the screen announces the champion (the final's winner, else first place).
  const champion = () => {
    const x = v();
    if (!x || x.event.status !== "finished") return null;
    const b = x.bracket as { champion?: string | null } | null;
    const first = finalOrder(x)?.[0]?.player ?? (x.finalRanking as { place?: number; player?: string }[] | null)?.find((r) => r.place === 1)?.player;
    const id = b?.champion ?? first;
    return id ? (names().get(id) ?? id) : null;
  };
  const what = () =>
    mode() === "standings" && v() && finalOrder(v()!)
      ? tvT("tv.final")
      : mode() === "standings"
        ? tvT("tv.standings")
        : mode() === "tables"
          ? tvT("tv.byTable")
          : pods()
            ? tvT("tv.byNameSeats")
            : tvT("tv.byName");

  return (
    <div class="tv" data-mode={mode()} data-page={pager.page() + 1} data-pages={pages()}>
      <Show when={!data.missing()} fallback={<EventMissing id={params.id} />}>
        <header class="tv-head">
          <div class="tv-title">
            <h1>{v()?.event.name ?? ""}</h1>
            <Show when={champion()}>
              {(c) => (
                <p class="tv-champion" data-testid="tv-champion">
                  {tvT("tv.champion", { name: c() })}
                </p>
              )}
            </Show>
            <p class="tv-round">
              <Show when={round()}>{roundTitle(round()!)} · </Show>
              {what()}
            </p>
            {/* Staff previewing a round players cannot see yet: said on the screen itself. */}
            <Show when={preview.round()}>
              {(n) => (
                <p class="tv-unpublished" data-testid="tv-preview">
                  {tvT("tv.preview", { n: n() })}
                </p>
              )}
            </Show>
            {/* Paired and kept by staff until they publish it (the public view's `unpublished`). */}
            <Show when={unpublished()}>
              {(n) => (
                <p class="tv-unpublished" data-testid="tv-unpublished">
                  {tvT("tv.unpublished", { n: n() })}
                </p>
              )}
            </Show>
            {/* Tables given time back (a deck check, a judge's ruling): the players there read it from across the room. */}
            <Show when={extensions().length > 0}>
              <p class="tv-extensions" data-testid="tv-extensions">
                <strong>{tvT("tv.extensions")}:</strong>{" "}
                {extensions()
                  .map(([table, n]) => tvT("tv.extension", { table, n }))
                  .join(" · ")}
              </p>
            </Show>
          </div>
          <Show when={v()}>
            <Show when={v()!.timer?.state === "paused"}>
              <strong class="tv-paused">{t("timer.paused")}</strong>
            </Show>
            <RoundTimer timer={v()!.timer} rounds={v()!.rounds} big />
          </Show>
        </header>
        <div class="tv-body" ref={body}>
          <Show when={v()}>
            <Switch>
              <Match when={mode() !== "standings" && unpublished()}>
                <p class="tv-wait">{tvT("tv.unpublished", { n: unpublished()! })}</p>
              </Match>
              <Match when={mode() !== "standings" && !round()}>
                <p class="tv-wait">{t("tv.waiting")}</p>
              </Match>
              <Match when={mode() === "standings" && !v()!.standings}>
                <p class="tv-wait">{t("standings.hidden")}</p>
              </Match>
              <Match when={true}>
                <ol
                  class="tv-grid"
                  classList={{ pods: pods() && shownMode() === "pairings", [`tv-${shownMode()}`]: true }}
                  style={{ "--tv-rows": String(fit.rows()), "--tv-cols": String(cols()) }}
                  aria-label={what()}
                >
                  <Switch>
                    <Match when={shownMode() === "pairings"}>
                      <For each={slice(nameRows())}>{(r) => <NameLine row={r} />}</For>
                    </Match>
                    <Match when={shownMode() === "tables"}>
                      <For each={slice(tableRows())}>{(r) => <TableLine row={r} />}</For>
                    </Match>
                    <Match when={shownMode() === "standings"}>
                      <For each={slice(standingRows())}>{(r) => <StandingLine row={r} />}</For>
                    </Match>
                  </Switch>
                </ol>
              </Match>
            </Switch>
          </Show>
        </div>
        <footer class="tv-foot">
          <strong class="tv-page">{tvT("tv.page", { n: pager.page() + 1, of: pages() })}</strong>
          <span class="tv-range">{nameRange()}</span>
          <Show when={mode() === "standings" && (v()?.event.options.cut ?? 0) > 0}>
            <span class="tv-cut">{tvT("tv.cut", { n: v()!.event.options.cut })}</span>
          </Show>
          <span class="tv-link">{`${location.host}/e/${params.id}`}</span>
          <LiveIndicator live={data.live} />
        </footer>
      </Show>
    </div>
  );
}
