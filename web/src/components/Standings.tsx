// The standings with every tiebreaker of the event's rules profile, labelled
// from the engine's profile so a new tiebreaker needs no change here.
import { createMemo, createSignal, For, onCleanup, Show } from "solid-js";
import { fmtNumber, fmtPercent, t } from "../lib/i18n/i18n.ts";
import { createIncremental } from "../lib/render/incremental.ts";
import { isDropped, isSwiss, pointsOfRow, rowPlayer, rowRank, rowRecord, rulesOfEvent, tiebreakerOf } from "../lib/event.ts";
import type { EventView, StandingRowView } from "../lib/types.ts";
import { TB_KEYS, TB_LONG } from "../lib/i18n/tiebreaker-words.ts";

/**
 * Rows drawn at once; a phone shows about 12. The event page draws its standings below the
 * pairings, near enough to the screen to be laid out with them: 30 rows at once made that
 * layout the page's longest task at 2,000 players on a slow phone.
 */
const FIRST_ROWS = 12;
/** Rows per table past the first (see parts below): at 4x CPU a part's first layout takes well under 200 ms. */
const PART = 20;

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
  // A two-day event's cut (docs/playoffs.md): the line under the last player who advanced, the rest marked.
  const dayOne = (row: StandingRowView) => "cutAfter" in row && row.cutAfter !== undefined;
  const lastDayTwo = createMemo(() => {
    if (!props.view.dayTwoCut) return undefined;
    let last: string | undefined;
    for (const row of props.rows ?? props.view.standings ?? []) if (!dayOne(row)) last = rowPlayer(row);
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
  // Once the final stage started, its seeds beside the names: dead-even players share a place here but not a seed.
  const seeds = createMemo(() => new Map((props.view.bracket?.rounds.length ? props.view.bracket.seeds : []).map((s) => [s.player, s.seed])));
  // A name links to the player's rating profile when the registration is linked to one.
  // A name links to the rating profile once there is one, else to the player's page of this event.
  const profileLink = (id: string) => {
    const p = players().get(id)?.profile;
    return p ? `/players/${encodeURIComponent(p)}` : undefined;
  };
  // A big field's rows are drawn a slice at a time (lib/render/incremental.ts).
  const allRows = () => props.rows ?? props.view.standings ?? [];
  const shownRows = createIncremental(allRows, FIRST_ROWS);
  // One row of the table; `at`: its place in the whole list (the print view's cut line).
  const row = (row: StandingRowView, at: () => number) => {
    const id = rowPlayer(row);
    const pts = pointsOfRow(row);
    return (
      <tr
        role="row"
        classList={{
          dropped: dropped(id),
          "in-cut": cutSet().has(id),
          "cut-last": lastIn() === id || lastDayTwo() === id || (props.cut !== undefined && at() === props.cut - 1),
          "day-one": dayOne(row),
        }}
      >
        <td class="rank" role="cell">
          {rowRank(row)}
        </td>
        <th scope="row" class="name" role="rowheader">
          {/* A plain link (the router still takes the click): a router <A> per row was three computations and a spread. */}
          <a href={profileLink(id) ?? `/e/${props.view.event.id}/p/${id}`}>{props.names.get(id) ?? id}</a>
          <Show when={seeds().get(id)}>
            {(n) => (
              <span class="seed" title={t("event.seedLong", { n: n() })}>
                {n()}
              </span>
            )}
          </Show>
          <Show when={dropped(id)}>
            <small class="muted"> {t("players.dropped")}</small>
          </Show>
          <Show when={dayOne(row)}>
            <small class="muted"> {t("standings.dayOne")}</small>
          </Show>
        </th>
        <td class="num" role="cell">
          {pts === undefined ? "" : fmtNumber(pts)}
        </td>
        <Show when={profile().kind === "one-on-one"}>
          <td class="num" role="cell">
            {rowRecord(row)}
          </td>
        </Show>
        <For each={tbs()}>
          {(tb) => {
            const v = tiebreakerOf(row, tb);
            return (
              <td class="num" role="cell">
                {v === undefined ? "" : tb === "direct" || tb === "buchholz" || tb === "buchholz-median" || tb === "wins" ? fmtNumber(v) : fmtPercent(v)}
              </td>
            );
          }}
        </For>
      </tr>
    );
  };
  // Past the first PART rows, a table per PART rows, each inside a box that skips layout and paint
  // until scrolled near (content-visibility): the layout of one table of 2,000 rows, whose columns
  // depend on every row, was a task of about 4 s on a slow phone when scrolled to. The
  // parts take the first part's column widths (measured once it is laid out), so the columns line up.
  const parts = createMemo(() => Array.from({ length: Math.max(0, Math.ceil(shownRows().length / PART) - 1) }, (_, k) => (k + 1) * PART));
  let first: HTMLTableElement | undefined;
  const [columns, setColumns] = createSignal<{ width: number; widths: number[] }>(
    { width: 0, widths: [] },
    { equals: (a, b) => a.width === b.width && a.widths.join() === b.widths.join() },
  );
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
  const measureColumns = () => {
    const heads = first?.tHead?.rows[0]?.cells;
    if (first && heads) setColumns({ width: first.getBoundingClientRect().width, widths: [...heads].map((th) => th.getBoundingClientRect().width) });
  };
  let observer: ResizeObserver | undefined;
  const watch = (box: HTMLElement) => {
    observer?.disconnect();
    // Its first call comes once the box is laid out (as it grows a slice at a time, again): a
    // measure straight away forced the layout of the whole page in the task drawing the rows.
    // The first part's header cells are watched too: their widths are the other parts' columns.
    observer = new ResizeObserver(() => (measure(box), measureColumns()));
    observer.observe(box);
    queueMicrotask(() => {
      for (const th of first?.tHead?.rows[0]?.cells ?? []) observer?.observe(th);
    });
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
          <Show when={props.view.dayTwoCut}>
            {(cut) => (
              <p class="standings-when" data-testid="day-two-note">
                {t("standings.dayTwo", { n: cut().afterRound })}
              </p>
            )}
          </Show>
          <Show when={more()}>
            <p class="scroll-cue muted small" data-testid="scroll-cue" aria-hidden="true">
              {t("standings.scrollCue")}
            </p>
          </Show>
          {/* One table to assistive technology, drawn as several (see parts above): the box is the table, its
              tables only lay it out, and every row, header and cell says what it is (hence the lint's
              exception for this file in biome.json). */}
          <div
            class="scroll-x standings-box"
            classList={{ more: more() }}
            role="table"
            aria-label={t("standings.title")}
            ref={watch}
            onScroll={(e) => measure(e.currentTarget)}
          >
            <table class="standings" role="presentation" ref={(el) => (first = el)}>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" class="rank" role="columnheader">
                    #
                  </th>
                  <th scope="col" class="name" role="columnheader">
                    {t("standings.player")}
                  </th>
                  <th scope="col" class="num" role="columnheader">
                    {t("standings.points")}
                  </th>
                  <Show when={profile().kind === "one-on-one"}>
                    <th scope="col" class="num" role="columnheader">
                      {t("standings.record")}
                    </th>
                  </Show>
                  <For each={tbs()}>
                    {(tb) => (
                      <th scope="col" class="num" role="columnheader">
                        <abbr title={t(TB_LONG[tb])}>{t(TB_KEYS[tb])}</abbr>
                      </th>
                    )}
                  </For>
                </tr>
              </thead>
              <tbody role="rowgroup">
                <For each={rows() && shownRows().slice(0, PART)}>{(r, i) => row(r, i)}</For>
              </tbody>
            </table>
            {/* The rest in parts: each laid out on its own when scrolled near, in the first part's columns. */}
            <For each={parts()}>
              {(from) => (
                <div class="standings-part">
                  <table
                    class="standings"
                    classList={{ fixed: columns().width > 0 }}
                    role="presentation"
                    style={columns().width > 0 ? { width: `${columns().width}px` } : undefined}
                  >
                    <colgroup>
                      <For each={columns().widths}>{(w) => <col style={{ width: `${w}px` }} />}</For>
                    </colgroup>
                    <tbody role="rowgroup">
                      <For each={shownRows().slice(from, from + PART)}>{(r, i) => row(r, () => from + i())}</For>
                    </tbody>
                  </table>
                </div>
              )}
            </For>
          </div>
        </>
      )}
    </Show>
  );
}
