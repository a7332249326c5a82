// The standings with every tiebreaker of the event's rules profile, labelled
// from the engine's profile so a new tiebreaker needs no change here.
import { createMemo, createSignal, For, onCleanup, Show } from "solid-js";
import { fmtNumber, fmtPercent, t } from "../lib/i18n.ts";
import { createIncremental } from "../lib/incremental.ts";
import { isDropped, isSwiss, pointsOfRow, rowPlayer, rowRank, rowRecord, rulesOfEvent, tiebreakerOf, type Tiebreaker } from "../lib/event.ts";
import type { EventView, StandingRowView } from "../lib/types.ts";
import type { Key } from "../lib/dict/en.ts";

/**
 * Rows drawn at once; a phone shows about 12. The event page draws its standings below the
 * pairings, near enough to the screen to be laid out with them: 30 rows at once made that
 * layout the page's longest task at 2,000 players on a slow phone (issue 22).
 */
const FIRST_ROWS = 12;

export const TB_KEYS: Record<Tiebreaker, Key> = {
  omw: "tb.omw",
  gw: "tb.gw",
  ogw: "tb.ogw",
  direct: "tb.direct",
  oomw: "tb.oomw",
  mw: "tb.mw",
  buchholz: "tb.buchholz",
  "buchholz-median": "tb.buchholzMedian",
  wins: "tb.wins",
};
export const TB_LONG: Record<Tiebreaker, Key> = {
  omw: "tb.omw.long",
  gw: "tb.gw.long",
  ogw: "tb.ogw.long",
  direct: "tb.direct.long",
  oomw: "tb.oomw.long",
  mw: "tb.mw.long",
  buchholz: "tb.buchholz.long",
  "buchholz-median": "tb.buchholzMedian.long",
  wins: "tb.wins.long",
};

/** `rows`/`label` let the console show provisional standings; by default the view's standings, labelled with the round they follow. */
/** `cut`: the number of players who make the playoffs; a line is drawn under the last of them (print view). */
/** `cutPlayers`: who would advance (the engine's cutPreview, dropped players skipped); the line goes under the last of them (console). */
export function Standings(props: {
  view: EventView;
  names: Map<string, string>;
  rows?: StandingRowView[];
  label?: string;
  cut?: number;
  cutPlayers?: string[];
}) {
  // Once per list, not per row (2,000 rows would make it 4,000,000 steps).
  const cutSet = createMemo(() => new Set(props.cutPlayers ?? []));
  const lastIn = createMemo(() => {
    const c = cutSet();
    let last: string | undefined;
    for (const row of props.rows ?? props.view.standings ?? []) if (c.has(row.player)) last = row.player;
    return last;
  });
  const profile = () => rulesOfEvent(props.view.event);
  const tbs = () => {
    const p = profile();
    return p.kind === "one-on-one" ? p.tiebreakers : [];
  };
  // Players by id once per view, not a search through the field per row (2,000 rows).
  const players = createMemo(() => new Map(props.view.players.map((p) => [p.id, p])));
  const dropped = (id: string) => isDropped(players().get(id)?.dropped);
  // A name links to the player's rating profile when the registration is linked to one.
  // A name links to the rating profile once there is one, else to the player's page of this event.
  const profileLink = (id: string) => {
    const p = players().get(id)?.profile;
    return p ? `/players/${encodeURIComponent(p)}` : undefined;
  };
  // A big field's rows are drawn a slice at a time (lib/incremental.ts).
  const allRows = () => props.rows ?? props.view.standings ?? [];
  const shownRows = createIncremental(allRows, FIRST_ROWS);
  // Which round the rows follow, and the Swiss round being played meanwhile (the engine's standingsAfter).
  const after = () => props.view.standingsAfter;
  const playing = () => {
    const a = after();
    const last = props.view.rounds.filter(isSwiss).reduce((m, r) => Math.max(m, r.number), 0);
    return a !== undefined && a !== null && last > a ? last : null;
  };
  // On a phone the tiebreaker columns scroll under the fixed rank and name
  // columns; while some are out of sight a cue says so (and the edge fades).
  const [more, setMore] = createSignal(false);
  const measure = (box: HTMLElement) => setMore(box.scrollWidth - box.clientWidth - box.scrollLeft > 2);
  let observer: ResizeObserver | undefined;
  const watch = (box: HTMLElement) => {
    observer?.disconnect();
    // Its first call comes once the box is laid out (as it grows a slice at a time, again): a
    // measure straight away forced the layout of the whole page in the task drawing the rows (issue 22).
    observer = new ResizeObserver(() => measure(box));
    observer.observe(box);
  };
  onCleanup(() => observer?.disconnect());
  return (
    <Show
      when={props.view.rounds.length > 0 && (props.rows ?? (after() !== 0 ? props.view.standings : null))}
      fallback={
        <p class="notice" role="note">
          {/* A hidden-standings event (R-CMD-2) promises no standings after round 1. */}
          {props.view.event.options.hiddenStandings === true ||
          props.view.event.options.structure === "attendance" ||
          (props.view.rounds.length > 0 && after() !== 0)
            ? t("standings.hidden")
            : t("standings.none")}
        </p>
      }
    >
      {(rows) => (
        <>
          <Show
            when={
              props.label !== undefined
                ? props.label
                : after()
                  ? playing()
                    ? t("standings.afterPlaying", { n: after()!, m: playing()! })
                    : t("standings.after", { n: after()! })
                  : undefined
            }
          >
            {(label) => (
              <p class="standings-when" data-testid="standings-when">
                {label()}
              </p>
            )}
          </Show>
          <Show when={more()}>
            <p class="scroll-cue muted small" data-testid="scroll-cue" aria-hidden="true">
              {t("standings.scrollCue")}
            </p>
          </Show>
          <div class="scroll-x standings-box" classList={{ more: more() }} ref={watch} onScroll={(e) => measure(e.currentTarget)}>
            <table class="standings">
              <caption class="sr-only">{t("standings.title")}</caption>
              <thead>
                <tr>
                  <th scope="col" class="rank">
                    #
                  </th>
                  <th scope="col" class="name">
                    {t("standings.player")}
                  </th>
                  <th scope="col" class="num">
                    {t("standings.points")}
                  </th>
                  <Show when={profile().kind === "one-on-one"}>
                    <th scope="col" class="num">
                      {t("standings.record")}
                    </th>
                  </Show>
                  <For each={tbs()}>
                    {(tb) => (
                      <th scope="col" class="num">
                        <abbr title={t(TB_LONG[tb])}>{t(TB_KEYS[tb])}</abbr>
                      </th>
                    )}
                  </For>
                </tr>
              </thead>
              <tbody>
                <For each={rows() && shownRows()}>
                  {(row, i) => {
                    const id = rowPlayer(row);
                    const pts = pointsOfRow(row);
                    return (
                      <tr
                        classList={{
                          dropped: dropped(id),
                          "in-cut": cutSet().has(id),
                          "cut-last": lastIn() === id || (props.cut !== undefined && i() === props.cut - 1),
                        }}
                      >
                        <td class="rank">{rowRank(row)}</td>
                        <th scope="row" class="name">
                          {/* A plain link (the router still takes the click): a router <A> per row was three computations and a spread (issue 22). */}
                          <a href={profileLink(id) ?? `/e/${props.view.event.id}/p/${id}`}>{props.names.get(id) ?? id}</a>
                          <Show when={dropped(id)}>
                            <small class="muted"> {t("players.dropped")}</small>
                          </Show>
                        </th>
                        <td class="num">{pts === undefined ? "" : fmtNumber(pts)}</td>
                        <Show when={profile().kind === "one-on-one"}>
                          <td class="num">{rowRecord(row)}</td>
                        </Show>
                        <For each={tbs()}>
                          {(tb) => {
                            const v = tiebreakerOf(row, tb);
                            return (
                              <td class="num">
                                {v === undefined
                                  ? ""
                                  : tb === "direct" || tb === "buchholz" || tb === "buchholz-median" || tb === "wins"
                                    ? fmtNumber(v)
                                    : fmtPercent(v)}
                              </td>
                            );
                          }}
                        </For>
                      </tr>
                    );
                  }}
                </For>
              </tbody>
            </table>
          </div>
        </>
      )}
    </Show>
  );
}
