// /e/:id/tv — for a venue TV: the clock and the pairings sorted by name, big
// enough to read across a room, live like the event page.
import { roundTitle } from "../../lib/round-title.ts";
import { useParams } from "@solidjs/router";
import { createMemo, For, Show } from "solid-js";
import { createEventData } from "./data.ts";
import { t } from "../../lib/i18n.ts";
import { currentRound, nameMap } from "../../lib/event.ts";
import { RoundTimer } from "../../components/RoundTimer.tsx";
import { LiveIndicator } from "../../components/LiveIndicator.tsx";
import { byNameRows } from "../print/rows.ts";

export default function TvPage() {
  const params = useParams<{ id: string }>();
  const data = createEventData(params.id);
  const v = data.view;
  const names = createMemo(() => (v() ? nameMap(v()!) : new Map<string, string>()));
  const round = () => (v() ? currentRound(v()!) : undefined);
  const rows = () => (round() ? byNameRows(round()!, names()) : []);
  return (
    <div class="tv">
      <Show when={v()}>
        <header class="tv-head">
          <h1>{v()!.event.name}</h1>
          <Show when={round()}>
            <p class="tv-round">{roundTitle(round()!)}</p>
          </Show>
          <RoundTimer timer={v()!.timer} big />
        </header>
        <Show when={round()} fallback={<p class="tv-wait">{t("tv.waiting")}</p>}>
          <ol class="tv-list" aria-label={t("print.byName")}>
            <For each={rows()}>
              {(r) => (
                <li>
                  <span class="tv-table">{r.table ?? "–"}</span>
                  <span class="tv-name">{r.name}</span>
                  <span class="tv-opp">{r.opponents.length ? r.opponents.join(" · ") : r.note ? t(r.note) : ""}</span>
                </li>
              )}
            </For>
          </ol>
        </Show>
        <footer class="tv-foot">
          <LiveIndicator live={data.live} />
        </footer>
      </Show>
    </div>
  );
}
