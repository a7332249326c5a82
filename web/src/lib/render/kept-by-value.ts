// Server data a form is drawn from, kept by value: a re-read of the same values
// (after any write on the page, the kept state, the outbox) changes nothing the
// form reads, so an input is set from the server again only when its own saved
// value changes, and a list item keeps its elements (and a form inside it, with
// what was typed and the focus) while its key stays. Reading the answer's
// objects directly would re-run every binding at each re-read: an uncontrolled
// input's `value` set back to the saved one under the organizer's typing, a
// `<For>` over new objects drawing its items anew (docs/web.md, "Re-reads never take what is typed or tapped").
import { createComputed, on, untrack } from "solid-js";
import { createStore, reconcile } from "solid-js/store";

/** `read()` as a store reconciled by value at every change; array items matched by `key`. */
export function keptByValue<T extends object>(read: () => T, key = "id"): T {
  // Copies: reconcile writes into the store's object, never into the answer read.
  const [kept, setKept] = createStore<T>(structuredClone(untrack(read)));
  // Solid's setter cannot pick its overload for an open T: it is given the reconciling function's own type.
  const replace: (next: (prev: T) => T) => void = setKept;
  createComputed(on(read, (v) => replace(reconcile(structuredClone(v), { key, merge: false })), { defer: true }));
  return kept;
}
