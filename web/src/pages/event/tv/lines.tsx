// One line of a TV page: a player (pairings by name), a table, or a
// standings row. Each is one grid row of the same height, so fit.ts can
// count how many fit.
import { Show } from "solid-js";
import { fmtNumber, t } from "../../../lib/i18n/i18n.ts";
import { profileOf, rowDropped, rowRecord } from "../../../lib/event.ts";
import type { NameRow, TableRow } from "../../print/rows.ts";
import { tvT } from "./strings.ts";
import type { EventView } from "../../../lib/types.ts";
import { finalOrder } from "../../../lib/final-order.ts";

/** R-CMD-6: the player in seat A starts; seats are letters, as on the pairings and the slips. */
function seatLetter(seat: number): string {
  return "ABCDEF"[seat - 1] ?? String(seat);
}

export interface TvStandingRow {
  place: number;
  name: string;
  points: number;
  record: string | null;
  /** The last player inside the cut (the line is drawn under them). */
  cutLast: boolean;
  dropped: boolean;
}

export function tvStandings(v: EventView, names: Map<string, string>): TvStandingRow[] {
  const cut = v.event.options.cut ?? 0;
  const oneOnOne = profileOf(v.event.rules).kind === "one-on-one";
  // After the finals the screen shows the final ranking (finals first), with the Swiss points.
  const final = finalOrder(v);
  if (final) {
    const swiss = new Map((v.standings ?? []).map((row) => [row.player, row]));
    return final.map((f) => {
      const row = swiss.get(f.player);
      return {
        place: f.place,
        name: names.get(f.player) ?? f.player,
        points: f.points ?? 0,
        record: oneOnOne && row ? rowRecord(row) : null,
        cutLast: false,
        dropped: f.dropped,
      };
    });
  }
  return (v.standings ?? []).map((row, i) => ({
    place: row.place,
    name: names.get(row.player) ?? row.player,
    points: row.points,
    record: oneOnOne ? rowRecord(row) : null,
    cutLast: cut > 0 && i === cut - 1,
    dropped: rowDropped(row),
  }));
}

export function NameLine(props: { row: NameRow }) {
  const r = props.row;
  return (
    <li class="tv-line">
      <span class="tv-table">{r.table ?? "–"}</span>
      <Show when={r.seat !== null}>
        <span class="tv-seat">{tvT("tv.seat", { n: seatLetter(r.seat!) })}</span>
      </Show>
      <span class="tv-name">{r.name}</span>
      <span class="tv-opp">{r.opponents.length ? r.opponents.join(" · ") : r.note ? t(r.note) : ""}</span>
    </li>
  );
}

export function TableLine(props: { row: TableRow }) {
  const r = props.row;
  return (
    <li class="tv-line">
      <span class="tv-table">{r.table}</span>
      {/* Each player in a column of their own, cut short there: a long name never pushes the others out. */}
      <span class="tv-seats">
        {r.pod
          ? r.seats.map((s, i) => (
              <span class="tv-seated">
                <small>{seatLetter(i + 1)}</small> {s.name}
              </span>
            ))
          : r.seats.flatMap((s, i) => [...(i > 0 ? [<span class="tv-vs">–</span>] : []), <span class="tv-player">{s.name}</span>])}
      </span>
    </li>
  );
}

export function StandingLine(props: { row: TvStandingRow }) {
  const r = props.row;
  return (
    <li class="tv-line" classList={{ "cut-last": r.cutLast, dropped: r.dropped }}>
      <span class="tv-table">{r.place}</span>
      <span class="tv-name">
        {r.name}
        <Show when={r.dropped}>
          <small class="muted"> {t("players.dropped")}</small>
        </Show>
      </span>
      <span class="tv-pts">
        {t("pairings.pts", { n: fmtNumber(r.points) })}
        <Show when={r.record}> · {r.record}</Show>
      </span>
    </li>
  );
}
