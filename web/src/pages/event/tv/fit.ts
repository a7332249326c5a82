// How many rows fit on one TV page: the list area is measured (it changes
// with the screen, the header and the font), and a row is ROW_EM of the
// list's font size, as styles.css lays it out. Column count follows the width.
import { createEffect, createMemo, createSignal, on, onCleanup, onMount } from "solid-js";

/** Row height in em of the list's font size; styles.css (.tv-grid) uses the same. */
export const ROW_EM = 1.55;

export interface Fit {
  rows: () => number;
  cols: () => number;
  perPage: () => number;
}

/** `minColEm`: the narrowest a column may be and still read well (in em of the list's font). */
export function createFit(el: () => HTMLElement | undefined, minColEm: () => number): Fit {
  const [size, setSize] = createSignal({ rows: 1, cols: 1 });
  const measure = () => {
    const box = el();
    if (!box) return;
    const style = getComputedStyle(box);
    const font = parseFloat(style.fontSize) || 16;
    const height = box.clientHeight - (parseFloat(style.paddingTop) || 0) - (parseFloat(style.paddingBottom) || 0);
    const width = box.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
    // A row's bottom border and rounding: never count a row that would be cut off.
    const rows = Math.max(1, Math.floor((height - 2) / (font * ROW_EM)));
    const cols = Math.max(1, Math.min(4, Math.floor(width / (font * minColEm()))));
    const cur = size();
    if (cur.rows !== rows || cur.cols !== cols) setSize({ rows, cols });
  };
  // Never measured in the task that drew the rows: reading the box's size there forced the new
  // rows' first layout inside it, most of a 2,000-player TV's longest task on a slow phone.
  // The ResizeObserver's first call measures after the first layout (the data is not in yet); a
  // mode change (auto turning to the standings) changes the column width without any resize, so
  // it is measured in the next frame, before that frame paints: no page drawn to the old fit shows.
  const colEm = createMemo(minColEm);
  let frame = 0;
  createEffect(
    on(
      colEm,
      () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(measure);
      },
      { defer: true },
    ),
  );
  onMount(() => {
    const ro = new ResizeObserver(measure);
    const box = el();
    if (box) ro.observe(box);
    onCleanup(() => {
      ro.disconnect();
      cancelAnimationFrame(frame);
    });
  });
  return { rows: () => size().rows, cols: () => size().cols, perPage: () => size().rows * size().cols };
}

/** Advances the page every `everyMs` (a TV nobody touches), wrapping around; restarts at page 1 when the page count changes. */
export function createPager(pages: () => number, everyMs: number) {
  const [page, setPage] = createSignal(0);
  const tick = setInterval(() => {
    const n = pages();
    setPage((p) => (n <= 1 ? 0 : (p + 1) % n));
  }, everyMs);
  onCleanup(() => clearInterval(tick));
  return { page: () => Math.min(page(), Math.max(0, pages() - 1)) };
}
