// The round clock. The server sends endsAt (running) or remainingMs (paused);
// the countdown is computed locally, corrected by the server's clock offset
// when the response carried a Date header.
import { createSignal, onCleanup, Show } from "solid-js";
import { fmtClock, t } from "../lib/i18n/i18n.ts";
import type { Round, TimerView } from "../lib/types.ts";
import { roundTitle } from "../lib/round-title.ts";

export function remainingOf(timer: TimerView, now: number): number | null {
  if (timer.state === "running" && typeof timer.endsAt === "number") return timer.endsAt - now;
  if (typeof timer.remainingMs === "number") return timer.remainingMs;
  return null;
}

/** `rounds` names the timed round as the event does ("決勝" for the final table, not "第6回戦"). */
export function RoundTimer(props: { timer: TimerView | null | undefined; big?: boolean; rounds?: readonly Round[] }) {
  const [now, setNow] = createSignal(Date.now());
  const tick = setInterval(() => setNow(Date.now()), 250);
  onCleanup(() => clearInterval(tick));
  const left = () => (props.timer ? remainingOf(props.timer, now()) : null);
  return (
    <Show when={props.timer && props.timer.state !== "idle" && left() !== null}>
      <section class="timer" classList={{ big: !!props.big, over: (left() ?? 1) <= 0 }} aria-label={t("timer.label")}>
        <span class="muted">
          {(() => {
            const r = props.rounds?.find((x) => x.number === props.timer!.round);
            return r ? roundTitle(r) : t("timer.round", { n: props.timer!.round });
          })()}
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
