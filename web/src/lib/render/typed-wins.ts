// An input drawn from server data keeps what was typed into it. The saved
// value is written into the field only while the field still shows the value
// saved before it: a re-read that lands after the organizer typed again (the
// answer to their own previous save, or another device's change) leaves the
// typing alone, and an untouched field follows every change.
import { createRenderEffect, on } from "solid-js";

/** A `ref` for an input or select: its value follows `saved()` while nobody has typed over it. */
export function followSaved(saved: () => string) {
  return (el: HTMLInputElement | HTMLSelectElement) => {
    createRenderEffect(
      on(saved, (now, before) => {
        if (before === undefined || el.value === before) el.value = now;
      }),
    );
  };
}
