// The players' code slips: one cut-out slip per player with the event, the
// name, the secret code and a QR code that opens the player's own page with
// the code in the address fragment (#code=...), which browsers never send to
// a server, so it never lands in a log. ?player=ID prints one player's slip
// (a lost slip, a late arrival).
import { For, Show } from "solid-js";
import { fmtDate, locale, t } from "../../lib/i18n/i18n.ts";
import { isDropped } from "../../lib/event.ts";
import { qrSvg } from "./qr.ts";
import { slipUrl } from "./slip-url.ts";
import type { ManageView } from "../../lib/types.ts";

export function CodeSlips(props: { view: ManageView; only?: string; eventId: string }) {
  const coll = () => new Intl.Collator(locale(), { sensitivity: "base", numeric: true });
  const players = () => {
    const all = props.view.players.filter((p) => (props.only ? p.id === props.only : !isDropped(p.dropped)));
    return all.sort((a, b) => coll().compare(a.name, b.name));
  };
  return (
    <>
      <h1 class="no-print">
        {props.view.event.name} — {t("print.codesTitle")}
      </h1>
      <p class="no-print small muted">{t("print.cutHere")}</p>
      <Show when={players().length > 0} fallback={<p class="notice">{t("print.noPlayer")}</p>}>
        <div class="code-slips">
          <For each={players()}>
            {(p) => {
              const code = () => props.view.codes[p.id] ?? "";
              return (
                <section class="code-slip" data-player={p.id}>
                  <div class="code-text">
                    <div class="small">
                      {props.view.event.name}
                      <Show when={props.view.event.date}> · {fmtDate(props.view.event.date!)}</Show>
                    </div>
                    <div class="code-name">{p.name}</div>
                    <div class="small">{t("print.code")}</div>
                    <div class="code-value">{code()}</div>
                    <p class="tiny">{t("print.codeHelp")}</p>
                  </div>
                  <div
                    class="qr"
                    innerHTML={qrSvg(slipUrl(location.origin, props.eventId, p.id, code()))}
                    role="img"
                    aria-label={t("print.codeQr", { name: p.name })}
                  />
                </section>
              );
            }}
          </For>
        </div>
      </Show>
    </>
  );
}
