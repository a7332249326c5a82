// The time, read again every `everyMs` while the component lives: "1 min ago"
// and the minutes a deck check has taken follow the clock without a re-read.
import { createSignal, onCleanup } from "solid-js";

export function createNow(everyMs = 15_000): () => number {
  const [now, setNow] = createSignal(Date.now());
  const timer = setInterval(() => setNow(Date.now()), everyMs);
  onCleanup(() => clearInterval(timer));
  return now;
}

/** Whole minutes from `at` to `now`, rounded up (a check of 10 s took a minute). */
export const minutesSince = (at: number, now: number) => Math.max(0, Math.ceil((now - at) / 60_000));
