// The round clock of the featured table: it ticks once a second while the
// round's clock runs and not at all otherwise (paused, idle, another round),
// so an overlay left up between rounds costs OBS nothing.
import { createEffect, createSignal, onCleanup, Show } from "solid-js";
import { fmtClock, t } from "../../lib/i18n/i18n.ts";
import { remainingOf } from "../../components/RoundTimer.tsx";
import type { TimerView } from "../../lib/types.ts";

export function Clock(props: { timer: TimerView | null | undefined; round: number }) {
  const [now, setNow] = createSignal(Date.now());
  const timer = () => (props.timer && props.timer.round === props.round && props.timer.state !== "idle" ? props.timer : null);
  createEffect(() => {
    const x = timer();
    setNow(Date.now());
    if (x?.state !== "running") return;
    let next: ReturnType<typeof setTimeout>;
    // Each tick lands just after a whole second of the countdown changes, so the digits step evenly.
    const tick = () => {
      setNow(Date.now());
      const left = remainingOf(x, Date.now()) ?? 0;
      if (left <= -1000) return; // "Time!" stays put: nothing more to count.
      next = setTimeout(tick, (((left % 1000) + 1000) % 1000) + 5);
    };
    tick();
    onCleanup(() => clearTimeout(next));
  });
  const left = () => (timer() ? remainingOf(timer()!, now()) : null);
  return (
    <Show when={left() !== null}>
      <time class="ov-clock" classList={{ over: left()! <= 0 }} role="timer">
        {left()! <= 0 && timer()!.state !== "paused" ? t("timer.time") : fmtClock(left()!)}
        <Show when={timer()!.state === "paused"}>
          <small> · {t("timer.paused")}</small>
        </Show>
      </time>
    </Show>
  );
}
