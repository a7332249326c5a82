// Long lists (a 2,000-player event's 1,000 tables and 2,000 standings rows)
// drawn a slice at a time: the first rows at once, the rest in slices between
// frames, each slice sized so that its script and the style and layout of the
// rows it adds take a few tens of milliseconds on the phone at hand, so the
// page paints its top early and no task blocks a slow phone for long.
import { createEffect, createSignal, on, onCleanup } from "solid-js";

/** Milliseconds one slice may cost: its script plus the rendering of its rows (well under a 50 ms long task). */
const SLICE_MS = 24;
const MIN_STEP = 10;
const MAX_STEP = 200;

/**
 * The first `first` items of `items()` at once, and the rest a slice per frame,
 * at least `least` items each (a costly item, such as a result card with its
 * score buttons, may need slices of one).
 * The count shown never shrinks while the page is open (a live update must not
 * cut the list under a reader scrolled far down); it only grows to the length.
 */
export function createIncremental<T>(items: () => readonly T[], first = 30, least = MIN_STEP): () => readonly T[] {
  const [count, setCount] = createSignal(first);
  // The first slice: a third of what was drawn at once; then each is sized by what the last one cost.
  let step = Math.max(least, Math.ceil(first / 3));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  /** When the frame after the last slice began, and that slice's script time. */
  let frameAt = 0;
  let script = 0;
  const grow = () => {
    frame = undefined;
    // The last slice's whole cost: its script, and since that frame began (its style, layout, paint).
    if (script > 0) step = Math.max(least, Math.min(MAX_STEP, Math.round((step * SLICE_MS) / Math.max(script + performance.now() - frameAt, 1))));
    const start = performance.now();
    setCount(count() + step);
    script = performance.now() - start;
    schedule();
  };
  // After a frame is painted (rAF, then a task), so every slice lets the page paint and answer input.
  const schedule = () => {
    if (frame !== undefined || timer !== undefined || count() >= items().length) return;
    frame = requestAnimationFrame((at) => {
      frameAt = at;
      timer = setTimeout(() => {
        timer = undefined;
        grow();
      }, 0);
    });
  };
  createEffect(on(() => items().length, schedule));
  onCleanup(() => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  });
  return () => {
    const all = items();
    return all.length <= count() ? all : all.slice(0, count());
  };
}
