// This event's outbox items as the console lists them (OutboxPanel, the
// refused-round banner): read again whenever the outbox changes, and each item
// the same object from one read to the next (matched by its key, `n`). A <For>
// over fresh objects re-creates every card on each change: a tap that began on
// a card's button while another card was being settled then ended on a new
// button, and the browser dropped it as no click at all.
import { createComputed } from "solid-js";
import { createStore, reconcile } from "solid-js/store";
import { createBackgroundRead } from "../net/background-read.ts";
import { outboxOf, outboxVersion, type OutboxItem } from "./outbox.ts";

export function createOutboxList(eventId: () => string): () => OutboxItem[] {
  const read = createBackgroundRead(
    () => [eventId(), outboxVersion()] as const,
    ([id]) => outboxOf(id),
  );
  const [list, setList] = createStore<{ items: OutboxItem[] }>({ items: [] });
  createComputed(() => setList("items", reconcile(read() ?? [], { key: "n" })));
  return () => list.items;
}
