// The registered players on the public event page, each linking to their own
// page (results, self-report, deck list), so a player typed in by the
// organizer finds their page before round 1. Searchable as at the venue
// (lib/search.ts), listed by reading where a player has one. A lazily loaded chunk: not needed for the first paint, so
// it stays off the public page's budget (docs/web.md), strings included.
import { createMemo, createSignal, For, Show } from "solid-js";
import { fmtNumber, locale } from "../../lib/i18n/i18n.ts";
import { keyMatches, playerKey, queryWords } from "../../lib/search.ts";
import { nameOrder, orderKey } from "../../lib/i18n/name-order.ts";
import { createIncremental } from "../../lib/render/incremental.ts";
import { isDropped } from "../../lib/event.ts";
import type { EventView } from "../../lib/types.ts";
import "./player-list.css";

const en = {
  title: "Players ({n})",
  find: "Find your name",
  hint: "Your name opens your page: results, reporting, your list.",
  none: "No player matches “{q}”.",
  empty: "No players yet.",
  dropped: "dropped",
  here: "checked in",
  hereCount: "{n} of {all} checked in",
  checkIn: "Check in",
  checkInHint: "Find your name, open your page and check in with your code.",
};
const ja: typeof en = {
  title: "参加者（{n}人）",
  find: "名前を探す",
  hint: "名前を押すと自分のページ（結果・報告・リスト）が開きます。",
  none: "「{q}」に一致する参加者はいません。",
  empty: "まだ参加者はいません。",
  dropped: "ドロップ",
  here: "チェックイン済み",
  hereCount: "{all}人中{n}人がチェックイン済み",
  checkIn: "チェックイン",
  checkInHint: "自分の名前を探してページを開き、コードでチェックインしてください。",
};
const s = (k: keyof typeof en, vars: Record<string, string | number> = {}) =>
  (locale() === "ja" ? ja : en)[k].replace(/\{(\w+)\}/g, (_, v: string) =>
    typeof vars[v] === "number" ? fmtNumber(vars[v] as number) : String(vars[v] ?? ""),
  );

/**
 * `checkIn`: the check-in page at the door (/e/:id/check-in, the QR there):
 * each name opens the player's page at its check-in.
 */
export default function PlayerList(props: { view: EventView; eventId: string; open: boolean; checkIn?: boolean }) {
  const [q, setQ] = createSignal("");
  // Who has checked in, where the event asks for it (null: it does not).
  const here = createMemo(() => (props.view.checkedIn ? new Set(props.view.checkedIn) : null));
  // A 2,000-player field sorted once per list and language (by reading where there is one, as the
  // wall sheets and the TV: lib/i18n/name-order.ts), and searched by keys made once someone types.
  const sorted = createMemo(() => {
    const order = nameOrder(locale());
    return [...props.view.players].sort((a, b) => order(orderKey(a.name, a.reading), orderKey(b.name, b.reading)));
  });
  const searching = createMemo(() => q() !== "");
  const keys = createMemo(() => (searching() ? sorted().map((p) => [p, playerKey(p.name, p.reading)] as const) : []));
  const shown = createMemo(() => {
    const words = queryWords(q());
    return words.length === 0 ? sorted() : keys().flatMap(([p, key]) => (keyMatches(key, words) ? [p] : []));
  });
  const rows = createIncremental(shown);
  return (
    <details class="card stack player-list" open={props.open} data-testid="player-list">
      <summary>
        <h2 id="players-h">{props.checkIn ? s("checkIn") : s("title", { n: props.view.players.length })}</h2>
      </summary>
      <Show when={here()}>
        {(set) => (
          <p class="small" data-testid="checked-in-count">
            {s("hereCount", { n: set().size, all: props.view.players.filter((p) => !isDropped(p.dropped)).length })}
          </p>
        )}
      </Show>
      <Show when={props.view.players.length > 0} fallback={<p class="muted">{s("empty")}</p>}>
        <label class="search">
          <span>{s("find")}</span>
          <input type="search" autocomplete="off" value={q()} onInput={(e) => setQ(e.currentTarget.value)} />
        </label>
        <p class="small muted">{s(props.checkIn ? "checkInHint" : "hint")}</p>
        <Show when={shown().length > 0} fallback={<p class="notice">{s("none", { q: q() })}</p>}>
          <ul class="plain names" aria-labelledby="players-h">
            <For each={rows()}>
              {(p) => (
                <li>
                  {/* A plain link (the router still takes the click): cheaper than a router <A> per row. */}
                  <a href={`/e/${props.eventId}/p/${p.id}${props.checkIn ? "#check-in" : ""}`}>{p.name}</a>
                  <Show when={isDropped(p.dropped)}>
                    <small class="muted"> ({s("dropped")})</small>
                  </Show>
                  <Show when={here()?.has(p.id)}>
                    <small class="here"> ✓ {s("here")}</small>
                  </Show>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </Show>
    </details>
  );
}
