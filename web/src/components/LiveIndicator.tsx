// "Live · last heard 4 s ago": a glance tells whether the page is current.
import { createSignal, onCleanup } from "solid-js";
import { t } from "../lib/i18n/i18n.ts";
import type { Live } from "../lib/net/live.ts";

export function LiveIndicator(props: { live: Live }) {
  const [now, setNow] = createSignal(Date.now());
  const tick = setInterval(() => setNow(Date.now()), 1000);
  onCleanup(() => clearInterval(tick));
  const ago = () => {
    const h = props.live.lastHeard();
    return h === null ? null : Math.max(0, Math.round((now() - h) / 1000));
  };
  // Worded by the dictionaries as Intl.RelativeTimeFormat would ("now", "5 sec. ago", "2 min. ago"): its
  // first use loads the language's data, a long task of 100-300 ms on a slow phone.
  const heard = (s: number) => (s < 60 ? (s ? t("live.heardSec", { n: s }) : t("live.heardNow")) : t("live.heardMin", { n: Math.floor(s / 60) }));
  const state = () => props.live.state();
  return (
    <p class="live" data-state={state()} role="status" aria-live="off">
      <span class="dot" aria-hidden="true" />
      <span>{state() === "open" ? t("live.open") : state() === "connecting" ? t("live.connecting") : t("live.waiting")}</span>
      {ago() !== null && <span class="muted"> · {heard(ago()!)}</span>}
      {state() === "waiting" && (
        <button type="button" class="link" onClick={() => props.live.reconnectNow()}>
          {t("live.retry")}
        </button>
      )}
    </p>
  );
}
