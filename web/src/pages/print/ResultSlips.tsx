// One result slip per table still playing (finished tables need none), with
// the event page's QR code; two to a row, never split across pages.
import { createMemo, For, Show } from "solid-js";
import { fmtDate, t } from "../../lib/i18n.ts";
import { kindOf, tableOf } from "../../lib/event.ts";
import { roundTitle } from "../../lib/round-title.ts";
import { qrSvg } from "./qr.ts";
import type { EventView, Round } from "../../lib/types.ts";

export function ResultSlips(props: { view: EventView; round: Round | undefined; names: Map<string, string>; eventId: string }) {
  const qr = createMemo(() => qrSvg(`${location.origin}/e/${props.eventId}`));
  const open = () => (props.round?.matches ?? []).filter((m) => tableOf(m) !== null && !("result" in m && m.result));
  const title = () => (props.round ? roundTitle(props.round) : "");
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
                    <th scope="col">{t("standings.player")}</th>
                    <th scope="col">{kindOf(m) === "pod" ? t("print.winner") : t("print.gamesWon")}</th>
                    <th scope="col">{t("print.signature")}</th>
                  </tr>
                </thead>
                <tbody>
                  <For each={m.players}>
                    {(p) => (
                      <tr>
                        <th scope="row">{props.names.get(p) ?? p}</th>
                        <td class="box" />
                        <td class="box wide" />
                      </tr>
                    )}
                  </For>
                </tbody>
              </table>
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
