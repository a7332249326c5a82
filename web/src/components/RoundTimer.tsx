// The round clock. The server sends endsAt (running) or remainingMs (paused);
// the countdown is computed locally, corrected by the server's clock offset
// when the response carried a Date header.
import { createSignal, onCleanup, Show } from "solid-js";
import { fmtClock, t } from "../lib/i18n.ts";
import type { TimerView } from "../lib/types.ts";

export function remainingOf(timer: TimerView, now: number): number | null {
  if (timer.state === "running" && typeof timer.endsAt === "number") return timer.endsAt - now;
  if (typeof timer.remainingMs === "number") return timer.remainingMs;
  return null;
}

export function RoundTimer(props: { timer: TimerView | null | undefined; big?: boolean }) {
  const [now, setNow] = createSignal(Date.now());
  const tick = setInterval(() => setNow(Date.now()), 250);
  onCleanup(() => clearInterval(tick));
  const left = () => (props.timer ? remainingOf(props.timer, now()) : null);
  return (
    <Show when={props.timer && props.timer.state !== "idle" && left() !== null}>
      <section class="timer" classList={{ big: !!props.big, over: (left() ?? 1) <= 0 }} aria-label={t("timer.label")}>
        <span class="muted">
          {t("timer.round", { n: props.timer!.round })}
          {props.timer!.state === "paused" ? ` · ${t("timer.paused")}` : ""}
          {props.timer!.phase === "overtime" ? ` · ${t("timer.overtime")}` : props.timer!.phase === "pregame" ? ` · ${t("timer.pregame")}` : ""}
        </span>
        <time class="clock" role="timer">
          {(left() ?? 1) <= 0 && props.timer!.state !== "paused" ? t("timer.time") : fmtClock(left()!)}
        </time>
      </section>
    </Show>
  );
}
