// "Notify me on this phone" on the player's page: Web Push with no app and no
// account. The browser asks for permission only after the tap; the phone's
// subscription is sent with the player's code, and the Worker tells it of the
// player's tables from then on (worker/push/). An iPhone delivers web push only
// to a page added to the Home Screen: there the box says so instead.
import { createSignal, onMount, Show } from "solid-js";
import { pushKey, subscribePush, unsubscribePush } from "../../lib/net/endpoints.ts";
import { locale } from "../../lib/i18n/i18n.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { pt } from "./strings.ts";
import { rt } from "./report-strings.ts";

type State = "unsupported" | "ios-home-screen" | "off" | "on" | "denied";

/** The application server key as the browser's subscribe() takes it: bytes from base64url. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const b64 = key.replaceAll("-", "+").replaceAll("_", "/");
  return Uint8Array.from(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

const isIPhone = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

export function NotifyBox(props: { eventId: string; playerId: string; code: string }) {
  const mark = `topcut.push.${props.eventId}.${props.playerId}`;
  const [state, setState] = createSignal<State>("off");
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  onMount(() => {
    const standalone = (navigator as { standalone?: boolean }).standalone === true || matchMedia("(display-mode: standalone)").matches;
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      return void setState(isIPhone() && !standalone ? "ios-home-screen" : "unsupported");
    }
    if (Notification.permission === "denied") return void setState("denied");
    if (localStorage.getItem(mark) && Notification.permission === "granted") setState("on");
  });

  async function turnOn() {
    if (props.code.trim().length < 6) return void setError(new Error(rt("needCode")));
    setBusy(true);
    setError(null);
    try {
      const { publicKey } = await pushKey();
      // The browser's prompt comes only now, after the tap.
      if ((await Notification.requestPermission()) !== "granted") return void setState("denied");
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const json = subscription.toJSON();
      await subscribePush(props.eventId, props.playerId, { code: props.code.trim().toUpperCase(), subscription: json, lang: locale() === "ja" ? "ja" : "en" });
      localStorage.setItem(mark, json.endpoint ?? "");
      setState("on");
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setError(null);
    try {
      // The phone's subscription stays: other events on this phone keep theirs.
      await unsubscribePush(props.eventId, props.playerId, { code: props.code.trim().toUpperCase(), endpoint: localStorage.getItem(mark) ?? "" });
      localStorage.removeItem(mark);
      setState("off");
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Show when={state() !== "unsupported"}>
      <section class="card stack" aria-labelledby="notify-h" data-testid="notify">
        <h2 id="notify-h">{pt("notify.title")}</h2>
        <Show when={state() === "ios-home-screen"}>
          <p class="small">{pt("notify.iphone")}</p>
        </Show>
        <Show when={state() === "denied"}>
          <p class="small notice">{pt("notify.denied")}</p>
        </Show>
        <Show when={state() === "off"}>
          <p class="small">{pt("notify.ask")}</p>
          <button type="button" class="primary" disabled={busy()} onClick={turnOn} data-testid="notify-on">
            {pt("notify.on")}
          </button>
        </Show>
        <Show when={state() === "on"}>
          <p class="ok" role="status">
            {pt("notify.isOn")}
          </p>
          <button type="button" disabled={busy()} onClick={turnOff}>
            {pt("notify.off")}
          </button>
        </Show>
        <ErrorBox error={error()} />
      </section>
    </Show>
  );
}
