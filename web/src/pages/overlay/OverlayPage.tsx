// /e/:id/overlay — streaming overlays for an OBS browser source: standings,
// a round's pairings, the bracket or one featured table, on a transparent
// page, live over the event's socket. Sized by ?width=&height= (else the
// window) with every length in units of the height, so 720p reads as well as
// 1080p; nothing moves unless the event does (no animation, no polling: the
// only timer is the featured table's clock while its round runs).
import { useParams, useSearchParams } from "@solidjs/router";
import { createEffect, createMemo, createSignal, Match, onCleanup, onMount, Switch } from "solid-js";
import { createEventData } from "../event/data.ts";
import { latestRound, nameMap, tableOf } from "../../lib/event.ts";
import { locale, showIn } from "../../lib/i18n/i18n.ts";
import { roundTitle } from "../../lib/round-title.ts";
import { overlayParams } from "./params.ts";
import { ovT } from "./strings.ts";
import { Message } from "./Message.tsx";
import { StandingsOverlay } from "./StandingsOverlay.tsx";
import { PairingsOverlay } from "./PairingsOverlay.tsx";
import { BracketOverlay } from "./BracketOverlay.tsx";
import { TableOverlay } from "./TableOverlay.tsx";
import type { Match as Played } from "../../../../shared/model/types.ts";
import "./overlay.css";

/** Lengths in overlay.css, in units of --u (px at 720 high, scale 1): a pairings line; the frame's margin, the panel's padding and heading; a pairings column. */
const LINE_U = 38;
const CHROME_U = 48 + 28 + 50;
const COLUMN_U = 600;

export default function OverlayPage() {
  const params = useParams<{ id: string }>();
  const [sp] = useSearchParams();
  const p = createMemo(() => overlayParams(sp));
  // The page is see-through (first-paint/styles.css); the inline theme script marks it before the first paint, this on arriving from another page.
  onMount(() => {
    document.documentElement.dataset.page = "overlay";
    onCleanup(() => delete document.documentElement.dataset.page);
  });
  createEffect(() => {
    const l = p().lang;
    if (l && l !== locale()) void showIn(l);
  });
  const [win, setWin] = createSignal({ w: innerWidth, h: innerHeight });
  const resized = () => setWin({ w: innerWidth, h: innerHeight });
  addEventListener("resize", resized);
  onCleanup(() => removeEventListener("resize", resized));
  const box = () => ({ w: p().width ?? win().w, h: p().height ?? win().h });
  const unit = () => (box().h / 720) * p().scale;
  const rows = () => Math.max(1, Math.floor((box().h / unit() - CHROME_U) / LINE_U));
  const cols = () => Math.max(1, Math.floor((box().w / unit() - 48) / COLUMN_U));

  const data = createEventData(params.id);
  const v = data.view;
  const names = createMemo(() => (v() ? nameMap(v()!) : new Map<string, string>()));
  const current = () => (v() ? latestRound(v()!) : undefined);
  // ?round= for the pairings; the featured table is always in the current round.
  const round = () => {
    const n = p().view === "pairings" ? p().round : null;
    return n === null ? current() : v()?.rounds.find((r) => r.number === n);
  };
  // A round staff have not published yet: its pairings are coming (the public view leaves it out).
  const coming = () => {
    const u = v()?.unpublished ?? null;
    const n = p().view === "pairings" ? p().round : null;
    return u !== null && (n === null || n === u) ? u : null;
  };
  const featured = () => {
    const n = p().table;
    return n === null ? undefined : current()?.matches.find((m): m is Played & { table: number } => tableOf(m) === n);
  };

  return (
    <div
      class="overlay"
      classList={{ fit: p().width === null && p().height === null }}
      data-view={p().view ?? "unknown"}
      data-theme={p().theme}
      style={{
        width: `${box().w}px`,
        height: `${box().h}px`,
        "--u": `${unit()}px`,
      }}
    >
      <Switch>
        <Match when={p().view === null}>
          <Message text={ovT("ov.unknownView", { view: p().asked })} kind="unknown-view" />
        </Match>
        <Match when={data.missing()}>
          <Message text={ovT("ov.missing")} kind="missing" />
        </Match>
        <Match when={!v()}>{null}</Match>
        <Match when={p().view === "standings"}>
          <StandingsOverlay view={v()!} names={names()} top={p().top} />
        </Match>
        <Match when={p().view === "bracket"}>
          <BracketOverlay view={v()!} names={names()} />
        </Match>
        <Match when={coming()}>{(n) => <Message text={ovT("ov.coming", { n: n() })} kind="coming" />}</Match>
        <Match when={p().view === "pairings" && p().round !== null && !round()}>
          <Message text={ovT("ov.noRound", { n: p().round! })} kind="no-round" />
        </Match>
        <Match when={!round()}>
          <Message text={ovT("ov.noPairings")} kind="no-pairings" />
        </Match>
        <Match when={p().view === "pairings"}>
          <PairingsOverlay view={v()!} round={round()!} names={names()} from={p().from} rows={rows()} cols={cols()} />
        </Match>
        <Match when={p().table === null}>
          <Message text={ovT("ov.askTable")} kind="ask-table" />
        </Match>
        <Match when={!featured()}>
          <Message text={ovT("ov.noTable", { n: p().table!, round: roundTitle(current()!) })} kind="no-table" />
        </Match>
        <Match when={featured()}>{(m) => <TableOverlay view={v()!} round={current()!} match={m()} names={names()} />}</Match>
      </Switch>
    </div>
  );
}
