// The console's "share and print" card: the public link with a copy button
// and a QR code for the venue (on a screen or printed), the venue screen in
// each mode, the streaming overlays, and every sheet to print.
import { A } from "@solidjs/router";
import { createEffect, createSignal, For, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import type { Key } from "../../lib/i18n/dict/en.ts";
import { ft } from "./floor/strings.ts";

const TV: [string, Key][] = [
  ["", "share.tvAuto"],
  ["?mode=pairings", "share.tvPairings"],
  ["?mode=tables", "share.tvTables"],
  ["?mode=standings", "share.tvStandings"],
];
// Streaming overlays: a 1280x720 OBS browser source each (docs/web.md, "Streaming overlays").
const OVERLAYS: [string, Key][] = [
  ["standings", "share.overlayStandings"],
  ["pairings", "share.overlayPairings"],
  ["bracket", "share.overlayBracket"],
  ["table&table=1", "share.overlayTable"],
];
const PRINTS: [string, Key][] = [
  ["pairings", "print.pairings"],
  ["tables", "print.pairingsByTable"],
  ["standings", "print.standings"],
  ["slips", "print.slips"],
  ["codes", "print.codes"],
];

export function ShareEvent(props: { id: string; checkIn?: boolean }) {
  const link = () => `${location.origin}/e/${props.id}`;
  // Where the event asks for check-in: the door's QR opens the check-in page.
  const checkInLink = () => `${link()}/check-in`;
  const [checkInQr, setCheckInQr] = createSignal("");
  // The QR code's encoder (7 kB gzip) comes when the card is shown, not with the console's first screen
  // (the service worker keeps it for offline use with the rest of the app: docs/offline.md).
  // A signal, not a resource: a resource read while loading would suspend the whole console.
  const [qr, setQr] = createSignal("");
  createEffect(() => {
    const text = link();
    void import("../print/qr.ts").then((m) => text === link() && setQr(m.qrSvg(text)));
  });
  createEffect(() => {
    if (!props.checkIn) return;
    const text = checkInLink();
    void import("../print/qr.ts").then((m) => text === checkInLink() && setCheckInQr(m.qrSvg(text)));
  });
  const [copied, setCopied] = createSignal<"ok" | "failed" | null>(null);
  const [copiedOverlay, setCopiedOverlay] = createSignal<string | null>(null);
  let input: HTMLInputElement | undefined;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link());
      setCopied("ok");
    } catch {
      // No clipboard permission (an old browser, an insecure origin): select it for a manual copy.
      input?.select();
      setCopied("failed");
    }
  }
  return (
    <div class="card stack share">
      <h3>{t("event.share")}</h3>
      <div class="row">
        <label class="field grow">
          <span>{t("share.link")}</span>
          <input ref={input} readOnly value={link()} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <button type="button" class="primary share-copy" onClick={() => void copy()}>
          {t("share.copy")}
        </button>
      </div>
      <Show when={copied()}>
        <p role="status" class={copied() === "ok" ? "ok small" : "error small"}>
          {copied() === "ok" ? t("share.copied") : t("share.copyFailed")}
        </p>
      </Show>
      <div class="row wrap share-qrs">
        <div class="share-qr qr" innerHTML={qr()} role="img" aria-label={t("share.qr")} />
        <Show when={props.checkIn}>
          <figure class="checkin-qr" data-testid="checkin-qr">
            <div class="share-qr qr" innerHTML={checkInQr()} role="img" aria-label={ft("checkIn.qrLabel")} />
            <figcaption>
              <strong>{ft("checkIn.qr")}</strong>
              <br />
              <small class="muted">{ft("checkIn.qrHelp")}</small>
              <br />
              <a href={checkInLink()} class="small">
                {checkInLink().replace(/^https?:\/\//, "")}
              </a>
            </figcaption>
          </figure>
        </Show>
      </div>
      <h4>{t("share.tvTitle")}</h4>
      <ul class="plain links">
        <For each={TV}>
          {([q, key]) => (
            <li>
              <A href={`/e/${props.id}/tv${q}`}>{t(key)}</A>
            </li>
          )}
        </For>
      </ul>
      <h4>{t("share.overlayTitle")}</h4>
      <ul class="plain links" data-testid="overlay-links">
        <For each={OVERLAYS}>
          {([view, key]) => {
            const url = () => `${link()}/overlay?view=${view}&width=1280&height=720`;
            return (
              <li class="row wrap">
                <a href={url()}>{t(key)}</a>
                <button
                  type="button"
                  class="small"
                  onClick={() =>
                    void navigator.clipboard?.writeText(url()).then(
                      () => setCopiedOverlay(view),
                      () => undefined,
                    )
                  }
                >
                  {copiedOverlay() === view ? t("share.copiedShort") : t("share.copyShort")}
                </button>
              </li>
            );
          }}
        </For>
      </ul>
      <h4>{t("share.print")}</h4>
      <ul class="plain links">
        <For each={PRINTS}>
          {([kind, key]) => (
            <li>
              <A href={`/e/${props.id}/print/${kind}`}>{t(key)}</A>
            </li>
          )}
        </For>
      </ul>
    </div>
  );
}
