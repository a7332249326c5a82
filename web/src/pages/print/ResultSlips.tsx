// One result slip per table still playing (finished tables need none), with
// the event page's QR code; two to a row, never split across pages.
import { createMemo, For, Show } from "solid-js";
import { fmtDate, t } from "../../lib/i18n/i18n.ts";
import { kindOf, tableOf } from "../../lib/event.ts";
import { roundTitle } from "../../lib/round-title.ts";
import { qrSvg } from "./qr.ts";
import { prT } from "./strings.ts";

/** R-CMD-6: the player in seat A starts; seats are letters, as on the pairings. */
const SEATS = ["A", "B", "C", "D", "E", "F"];
import type { EventView, Round } from "../../lib/types.ts";
import type { Match } from "../../../../shared/model/types.ts";
import { stageOf } from "../../../../shared/model/matches.ts";

export function ResultSlips(props: { view: EventView; round: Round | undefined; names: Map<string, string>; eventId: string }) {
  const qr = createMemo(() => qrSvg(`${location.origin}/e/${props.eventId}`));
  const open = () => (props.round?.matches ?? []).filter((m) => tableOf(m) !== null && !("result" in m && m.result));
  const title = () => (props.round ? roundTitle(props.round) : "");
  const finals = (m: Match) => kindOf(m) === "pod" && stageOf(props.round) !== "swiss";
  return (
    <Show when={props.round} fallback={<p>{t("pairings.none", { n: props.view.players.length })}</p>}>
      <h1 class="no-print">
        {props.view.event.name} — {t("print.slipsTitle")} · {title()}
      </h1>
      <p class="no-print small muted">{open().length ? t("print.openOnly", { n: open().length }) : t("print.allDone")}</p>
      <div class="slips">
        <For each={open()}>
          {(m) => (
            <section class="slip" data-table={tableOf(m)!}>
              <div class="slip-head">
                <div>
                  <strong>{props.view.event.name}</strong>
                  <div>
                    {title()} · <strong class="slip-table-no">{t("pairings.table", { n: tableOf(m)! })}</strong>
                    <Show when={props.view.event.date}> · {fmtDate(props.view.event.date!)}</Show>
                  </div>
                </div>
                <div class="qr" innerHTML={qr()} role="img" aria-label={t("print.qr")} />
              </div>
              <table class="slip-table">
                <thead>
                  <tr>
                    <Show when={kindOf(m) === "pod"}>
                      <th scope="col">{prT("pr.seat")}</th>
                    </Show>
                    <th scope="col">{t("standings.player")}</th>
                    <th scope="col">{kindOf(m) === "pod" ? t("print.winner") : t("print.gamesWon")}</th>
                    <Show when={finals(m)}>
                      <th scope="col">{prT("pr.eliminated")}</th>
                    </Show>
                    <th scope="col">{t("print.signature")}</th>
                  </tr>
                </thead>
                <tbody>
                  <For each={m.players}>
                    {(p, i) => (
                      <tr>
                        <Show when={kindOf(m) === "pod"}>
                          <td class="slip-seat">{SEATS[i()] ?? i() + 1}</td>
                        </Show>
                        <th scope="row">{props.names.get(p) ?? p}</th>
                        <td class="box" />
                        <Show when={finals(m)}>
                          <td class="box" />
                        </Show>
                        <td class="box wide" />
                      </tr>
                    )}
                  </For>
                </tbody>
              </table>
              {/* R-CMD-4, R-CMD-5: no winner after the 3 extra minutes (everyone loses in the Swiss; in the finals the best-ranked player still in advances). */}
              <Show when={kindOf(m) === "pod"}>
                <p class="slip-no-winner" data-testid="slip-no-winner">
                  <span class="box inline-box" aria-hidden="true" /> {prT("pr.noWinner")}
                  <br />
                  <small>{prT("pr.noWinnerHint")}</small>
                </p>
              </Show>
              <Show when={kindOf(m) === "pair"}>
                <p class="small">{t("print.drawnGames")} ____</p>
              </Show>
            </section>
          )}
        </For>
      </div>
    </Show>
  );
}
