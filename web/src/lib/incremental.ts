// Long lists (a 2,000-player event's 1,000 tables and 2,000 standings rows)
// drawn a slice at a time: the first rows at once, the rest in slices between
// frames, each slice sized so it takes a few milliseconds of script, so the
// page paints its top early and no task blocks a slow phone for long.
import { createEffect, createSignal, on, onCleanup } from "solid-js";

/** Milliseconds of script one slice may take (a slow phone's layout of it comes on top). */
const SLICE_MS = 8;

/**
 * The first `first` items of `items()` at once, and the rest a slice per frame.
 * The count shown never shrinks while the page is open (a live update must not
 * cut the list under a reader scrolled far down); it only grows to the length.
 */
export function createIncremental<T>(items: () => readonly T[], first = 30): () => readonly T[] {
  const [count, setCount] = createSignal(first);
  let step = first;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const grow = () => {
    frame = undefined;
    const before = count();
    const start = performance.now();
    setCount(before + step);
    const took = performance.now() - start;
    // Next slice sized from this one's pace, within 20..400 rows.
    step = Math.max(20, Math.min(400, Math.round((step * SLICE_MS) / Math.max(took, 1))));
    schedule();
  };
  // After a frame is painted (rAF, then a task), so every slice lets the page paint and answer input.
  const schedule = () => {
    if (frame !== undefined || timer !== undefined || count() >= items().length) return;
    frame = requestAnimationFrame(() => {
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
