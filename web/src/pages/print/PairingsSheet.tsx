// The pairings wall sheets: by player name (every player once, with table,
// seat and opponents) and by table; both with the points each player brings
// into the round, as venues post them, where players may see them (rows.ts,
// sheetPoints: never on a Commander event's).
import { For, Show } from "solid-js";
import { fmtNumber, locale, t } from "../../lib/i18n/i18n.ts";
import { roundTitle } from "../../lib/round-title.ts";
import { byNameRows, byTableRows, readingsOf, sheetPoints } from "./rows.ts";
import type { EventView, Round } from "../../lib/types.ts";
import { prT } from "./strings.ts";

interface SheetProps {
  view: EventView;
  round: Round | undefined;
  names: Map<string, string>;
}

function Heading(props: SheetProps & { what: string }) {
  // Staff print a round before they publish it: the screen says players do not see it yet (never on paper).
  const unpublished = () => {
    const n = (props.view as { unpublished?: number | null }).unpublished;
    return n !== null && n !== undefined && n === props.round?.number ? n : null;
  };
  return (
    <>
      <h1>
        {props.view.event.name} — {props.round ? roundTitle(props.round) : ""} · {props.what}
      </h1>
      <Show when={unpublished()}>
        {(n) => (
          <p class="no-print notice" data-testid="print-unpublished">
            {prT("pr.unpublished", { n: n() })}
          </p>
        )}
      </Show>
    </>
  );
}

/** A table's extra minutes (a deck check, a judge's ruling) beside its number, where it has any. */
function TableNo(props: { view: EventView; round: Round | undefined; table: number | null }) {
  const extra = () => {
    const timer = props.view.timer;
    if (props.table === null || !timer || timer.round !== props.round?.number) return 0;
    return timer.extensions?.[String(props.table)] ?? 0;
  };
  return (
    <td class="num big">
      {props.table ?? "–"}
      <Show when={extra() > 0}>
        {" "}
        <small class="extension" title={prT("pr.extensionOf", { table: props.table!, n: extra() })}>
          {prT("pr.extension", { n: extra() })}
        </small>
      </Show>
    </td>
  );
}

const pts = (n: number | null | undefined) => (n === null || n === undefined ? "" : fmtNumber(n));

export function PairingsByName(props: SheetProps) {
  const points = () => (props.round ? sheetPoints(props.view, props.round) : new Map<string, number>());
  const rows = () => (props.round ? byNameRows(props.round, props.names, locale(), points(), readingsOf(props.view)) : []);
  const seats = () => rows().some((r) => r.seat !== null);
  const hasPoints = () => points().size > 0;
  return (
    <>
      <Heading {...props} what={t("print.byName")} />
      <Show when={props.round} fallback={<p>{t("pairings.none", { n: props.view.players.length })}</p>}>
        <table class="print-pairings by-name">
          <thead>
            <tr>
              <th scope="col">{t("standings.player")}</th>
              <Show when={hasPoints()}>
                <th scope="col" class="num">
                  {t("print.points")}
                </th>
              </Show>
              <th scope="col" class="num">
                {t("print.table")}
              </th>
              <Show when={seats()}>
                <th scope="col" class="num">
                  {t("print.seat")}
                </th>
              </Show>
              <th scope="col">{t("print.opponent")}</th>
            </tr>
          </thead>
          <tbody>
            <For each={rows()}>
              {(r) => (
                <tr>
                  <th scope="row">{r.name}</th>
                  <Show when={hasPoints()}>
                    <td class="num">{pts(r.points)}</td>
                  </Show>
                  <TableNo view={props.view} round={props.round} table={r.table} />
                  <Show when={seats()}>
                    <td class="num">{r.seat ?? ""}</td>
                  </Show>
                  <td>{r.opponents.length ? r.opponents.join(", ") : r.note ? t(r.note) : ""}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </Show>
    </>
  );
}

export function PairingsByTable(props: SheetProps) {
  const points = () => (props.round ? sheetPoints(props.view, props.round) : new Map<string, number>());
  const rows = () => (props.round ? byTableRows(props.round, props.names) : []);
  const withPoints = (s: { id: string; name: string }) => {
    const p = points().get(s.id);
    return p === undefined ? s.name : `${s.name} (${fmtNumber(p)})`;
  };
  // Byes and late losses have no table: listed under the tables.
  const tableless = () => (props.round ? byNameRows(props.round, props.names, locale(), points(), readingsOf(props.view)).filter((r) => r.table === null) : []);
  return (
    <>
      <Heading {...props} what={t("print.byTable")} />
      <Show when={props.round} fallback={<p>{t("pairings.none", { n: props.view.players.length })}</p>}>
        <Show when={points().size > 0}>
          <p class="small muted">{t("print.pointsNote")}</p>
        </Show>
        <table class="print-pairings by-table">
          <thead>
            <tr>
              <th scope="col" class="num">
                {t("print.table")}
              </th>
              <th scope="col">{t("print.players")}</th>
            </tr>
          </thead>
          <tbody>
            <For each={rows()}>
              {(r) => (
                <tr>
                  <TableNo view={props.view} round={props.round} table={r.table} />
                  <td>
                    <Show when={r.pod} fallback={r.seats.map(withPoints).join("  –  ")}>
                      <ol class="seats">
                        <For each={r.seats}>{(s) => <li>{withPoints(s)}</li>}</For>
                      </ol>
                    </Show>
                  </td>
                </tr>
              )}
            </For>
            <For each={tableless()}>
              {(r) => (
                <tr>
                  <td class="num big">–</td>
                  <td>
                    {r.points === null ? r.name : `${r.name} (${fmtNumber(r.points)})`}: {r.note ? t(r.note) : ""}
                  </td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </Show>
    </>
  );
}
