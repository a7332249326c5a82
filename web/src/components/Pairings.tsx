// The pairings of one round as a list of tables. "Find my table" moves the
// tables of matching names to the top and marks them. Rows are keyed by the
// match itself (unchanged tables keep their objects across live updates:
// lib/render/keep-unchanged.ts), so typing a name or a result coming in redraws only
// the rows concerned; a long round is drawn a slice at a time (lib/render/incremental.ts).
import { createMemo, For, Show } from "solid-js";
import { fmtNumber, t } from "../lib/i18n/i18n.ts";
import { createIncremental } from "../lib/render/incremental.ts";
import { keyMatches, playerKey, queryWords } from "../lib/search.ts";
import { advancerOf, kindOf, pendingReport, resultOf, tableOf, winnerOfPair } from "../lib/event.ts";
import type { EventView, MatchResult, Round } from "../lib/types.ts";
import type { Match } from "../../../shared/model/types.ts";

/** `advances`: at a final-stage table without a winner (R-CMD-5) the text names who advances (advancerOf) instead of "no winner". */
export function resultText(m: Match, r: MatchResult, names: Map<string, string>, advances?: string | null): string {
  if ("games" in r) {
    const [a, b, d] = r.games;
    const s = d > 0 ? `${a}–${b}–${d}` : `${a}–${b}`;
    if (r.flip) return `${s} (${t("result.flip", { name: names.get(r.flip) ?? r.flip })})`;
    // A drawn match says so: a Dreamblade draw (one drawn game, 0–0–1) is "Draw", a 1–1 "Draw 1–1".
    if (a === b) return a === 0 ? t("result.draw") : t("result.drawScore", { score: s });
    return s;
  }
  if ("intentionalDraw" in r) return t("result.id");
  if ("awarded" in r) return t("result.awarded", { name: names.get(r.awarded) ?? r.awarded });
  if ("winner" in r) {
    if (r.winner !== null) return t("result.wins", { name: names.get(r.winner) ?? r.winner });
    return advances ? t("result.advances", { name: names.get(advances) ?? advances }) : t("result.noWinner");
  }
  return "";
}

const SEATS = ["A", "B", "C", "D"];
/** More tables than this matching what was typed mark none (see found below). */
const MAX_FOUND = 100;

/** Rows drawn at once; a phone shows about 15. */
const FIRST_ROWS = 16;
/** Rows per part (see parts below). */
const PART = 25;
export function Pairings(props: {
  view: EventView;
  round: Round;
  names: Map<string, string>;
  points?: Map<string, number>;
  search?: string;
  eventId: string;
  linkPlayers?: boolean;
  /** Draft events: each player's pod; the tables are grouped and labelled by pod. */
  pods?: Map<string, number> | null;
}) {
  // Extra time a judge gave single tables of the round being timed.
  const extra = (table: number | null) => {
    const timer = props.view.timer;
    if (table === null || !timer || timer.round !== props.round.number) return undefined;
    return timer.extensions?.[String(table)];
  };
  // Every player's name and reading in their search form (lib/search.ts) once per list of players
  // (and only once someone searches), not once per keystroke.
  type Players = EventView["players"];
  let keysOf: Players | undefined;
  let keys = new Map<string, string>();
  const keysFor = (players: Players) => {
    if (keysOf !== players) [keysOf, keys] = [players, new Map(players.map((p) => [p.id, playerKey(p.name, p.reading)]))];
    return keys;
  };
  const words = createMemo(() => queryWords(props.search ?? ""), undefined, { equals: (a, b) => a.join(" ") === b.join(" ") });
  const hits = createMemo(() => {
    const w = words();
    if (w.length === 0) return null;
    const k = keysFor(props.view.players);
    return props.round.matches.filter((m) => m.players.some((p) => keyMatches(k.get(p) ?? "", w)));
  });
  const found = createMemo(() => {
    const h = hits();
    // A first letter that matches most of a big field finds nobody yet: marking a thousand
    // tables would only cost a slow phone a long pause. Another letter narrows it.
    return new Set(h === null || h.length > MAX_FOUND ? [] : h);
  });
  const podOf = (m: Match) => props.pods?.get(m.players[0]!);
  // By pod in a draft event (a stable sort keeps table order within a pod).
  const byPod = createMemo(() => (props.pods ? [...props.round.matches].sort((a, b) => (podOf(a) ?? 1e9) - (podOf(b) ?? 1e9)) : props.round.matches));
  // The rows a phone's screen shows (about 15) at once, the rest a slice per frame: 30 at once were
  // a third of the 2,000-player event page's first draw on a slow phone.
  const drawn = createIncremental(byPod, FIRST_ROWS);
  // The rows in parts of PART, each skipping layout and paint until scrolled near (content-visibility),
  // one box per part rather than per row: with a box per table, the browser's check of which boxes
  // are near cost 30-37 ms of every scrolling frame of a 1,000-table round at 4x CPU.
  // A row stays in its part while "find my table" shows the found tables in a part of their own on
  // top (and leaves their places empty), so a keystroke draws only the tables found or no longer found.
  const parts = createMemo(() => Array.from({ length: Math.ceil(drawn().length / PART) }, (_, i) => i));
  const partOf = (part: number) => {
    const f = found();
    const rows = drawn().slice(part * PART, (part + 1) * PART);
    return f.size ? rows.filter((m) => !f.has(m)) : rows;
  };
  // A row is built once per match object (a result makes a new one), so what
  // the match alone decides (its players, seats, winner, bye) is written
  // without reactive wrappers, and names link with a plain <a> (the router
  // still takes the click): a 1,000-table round made two router links, a list
  // and a dozen conditionals per row, each its own computation.
  const link = props.linkPlayers !== false;
  const who = (id: string) => (
    <span class="who">
      {link ? <a href={`/e/${props.eventId}/p/${id}`}>{props.names.get(id) ?? id}</a> : (props.names.get(id) ?? id)}
      <Show when={props.points?.get(id) !== undefined}>
        <small class="pts"> {t("pairings.pts", { n: fmtNumber(props.points!.get(id)!) })}</small>
      </Show>
    </span>
  );
  /** A table's row; `onTop`: among the found tables shown on top. */
  const row = (m: Match, onTop: boolean) => {
    const kind = kindOf(m);
    // A pod's label above its first table (not while "find my table" shows the found tables on top).
    const podHead = () => {
      const p = podOf(m);
      if (p === undefined || onTop || found().size) return undefined;
      // Only draft events have pods, and their rounds are small: a search of the list is cheap.
      const i = byPod().indexOf(m);
      return i === 0 || podOf(byPod()[i - 1]!) !== p ? p : undefined;
    };
    const table = tableOf(m);
    const r = resultOf(m);
    // Reports and the clock change apart from the match: read them reactively.
    const pending = () => (table !== null ? pendingReport(props.view, props.round.number, table) : undefined);
    const win = r ? winnerOfPair(m, r) : undefined;
    return (
      <>
        <Show when={podHead()}>
          {(p) => (
            <li class="pod-head" role="listitem" data-pod={p()}>
              {t("pairings.pod", { n: p() })}
            </li>
          )}
        </Show>
        <li class="pairing" role="listitem" classList={{ mine: onTop, done: !!r }} data-table={table ?? ""}>
          <span class="table-no" aria-label={table !== null ? t("pairings.table", { n: table }) : undefined}>
            {table !== null ? table : "–"}
          </span>
          <span class="players">
            {m.players.map((p, i) => (
              <>
                {i > 0 && kind !== "pod" ? (
                  <span class="vs" aria-hidden="true">
                    {t("pairings.vs")}
                  </span>
                ) : null}
                <span class={win === p ? "winner" : undefined}>
                  {/* R-CMD-6: seat A starts and play goes clockwise. */}
                  {kind === "pod" ? (
                    <>
                      <small class="seat" title={t("pairings.seat", { seat: SEATS[i]! })}>
                        {SEATS[i]}
                      </small>{" "}
                    </>
                  ) : null}
                  {who(p)}
                </span>
              </>
            ))}
            {kind === "bye" ? <span class="tag">{t("pairings.bye")}</span> : null}
            {kind === "late-loss" ? <span class="tag">{t("pairings.lateLoss")}</span> : null}
          </span>
          <span class="res">
            <Show when={!r && extra(table)}>
              <span class="tag">{t("timer.extra", { n: extra(table)! })}</span>{" "}
            </Show>
            <Show
              when={r}
              fallback={
                <Show when={pending()}>{(p) => <span class="tag warn">{t(p().status === "disputed" ? "report.disputed" : "report.waiting")}</span>}</Show>
              }
            >
              {resultText(m, r!, props.names, advancerOf(props.view, props.round.number, table))}
            </Show>
          </span>
        </li>
      </>
    );
  };
  return (
    <>
      {/* Said outright, so a name typed wrong is not taken for a missing table. */}
      <div aria-live="polite">
        <Show when={hits()?.length === 0}>
          <p class="notice" data-testid="find-none">
            {t("pairings.noMatch", { q: (props.search ?? "").trim() })}
          </p>
        </Show>
      </div>
      {/* A list to assistive technology whose items are the tables: the parts (boxes of 25 tables for
          layout) are nothing to it, so the list is a role, not an <ol> (whose children must be <li>),
          and each table says its role outright (an <li> inside a role="none" list is presentational too). */}
      <div class="pairings" role="list" aria-label={t("pairings.label", { n: props.round.number })}>
        <Show when={found().size > 0}>
          <div class="pairing-part" role="none">
            <ol role="none">
              <For each={[...found()]}>{(m) => row(m, true)}</For>
            </ol>
          </div>
        </Show>
        <For each={parts()}>
          {(part) => (
            <div class="pairing-part" role="none">
              <ol role="none">
                <For each={partOf(part)}>{(m) => row(m, false)}</For>
              </ol>
            </div>
          )}
        </For>
      </div>
    </>
  );
}
