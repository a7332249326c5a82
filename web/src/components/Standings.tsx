// The standings with every tiebreaker of the event's rules profile, labelled
// from the engine's profile so a new tiebreaker needs no change here.
import { A } from "@solidjs/router";
import { For, Show } from "solid-js";
import { fmtNumber, fmtPercent, t } from "../lib/i18n.ts";
import { isDropped, pointsOfRow, profileOf, rowPlayer, rowRank, rowRecord, tiebreakerOf, type Tiebreaker } from "../lib/event.ts";
import type { EventView } from "../lib/types.ts";
import type { Key } from "../lib/dict/en.ts";

export const TB_KEYS: Record<Tiebreaker, Key> = {
  omw: "tb.omw",
  gw: "tb.gw",
  ogw: "tb.ogw",
  direct: "tb.direct",
  oomw: "tb.oomw",
  mw: "tb.mw",
};
export const TB_LONG: Record<Tiebreaker, Key> = {
  omw: "tb.omw.long",
  gw: "tb.gw.long",
  ogw: "tb.ogw.long",
  direct: "tb.direct.long",
  oomw: "tb.oomw.long",
  mw: "tb.mw.long",
};

export function Standings(props: { view: EventView; names: Map<string, string> }) {
  const profile = () => profileOf(props.view.event.rules);
  const tbs = () => {
    const p = profile();
    return p.kind === "one-on-one" ? p.tiebreakers : [];
  };
  const dropped = (id: string) => isDropped(props.view.players.find((p) => p.id === id)?.dropped);
  // A name links to the player's rating profile when the registration is linked to one.
  const profileLink = (id: string) => {
    const p = props.view.players.find((x) => x.id === id)?.profile;
    return p ? `/players/${encodeURIComponent(p)}` : undefined;
  };
  return (
    <Show
      when={props.view.rounds.length > 0 && props.view.standings}
      fallback={
        <p class="notice" role="note">
          {props.view.rounds.length === 0 ? t("standings.none") : t("standings.hidden")}
        </p>
      }
    >
      {(rows) => (
        <div class="scroll-x">
          <table class="standings">
            <caption class="sr-only">{t("standings.title")}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t("standings.player")}</th>
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
              <For each={rows()}>
                {(row) => {
                  const id = rowPlayer(row);
                  const pts = pointsOfRow(row);
                  return (
                    <tr classList={{ dropped: dropped(id) }}>
                      <td>{rowRank(row)}</td>
                      <th scope="row">
                        <Show when={profileLink(id)} fallback={props.names.get(id) ?? id}>
                          {(href) => <A href={href()}>{props.names.get(id) ?? id}</A>}
                        </Show>
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
                          return <td class="num">{v === undefined ? "" : tb === "direct" ? fmtNumber(v) : fmtPercent(v)}</td>;
                        }}
                      </For>
                    </tr>
                  );
                }}
              </For>
            </tbody>
          </table>
        </div>
      )}
    </Show>
  );
}
